/** A shop's other pages: start page, category listing, 404 and 410. */
import type { DemoCategory } from '../catalogue.ts';
import { euroDe } from '../money.ts';
import type { DemoShop } from '../sites.ts';
import { esc } from './html.ts';
import { shopPage } from './shopFrame.ts';

export interface ListedItem {
  name: string;
  url: string;
  imageUrl: string;
  /** Null where the shop shows no price in its HTML (script-rendered shop). */
  priceCents: number | null;
}

function cards(items: readonly ListedItem[]): string {
  return items
    .map((item) => `<div class="product-card"><a href="${esc(item.url)}"><img src="${esc(item.imageUrl)}" alt="" width="200" height="150"><br>${esc(item.name)}</a><br>${item.priceCents === null ? '' : `<span class="card-price">${euroDe(item.priceCents)}</span>`}</div>`)
    .join('\n      ');
}

export function shopHomePage(shop: DemoShop, featured: readonly ListedItem[]): string {
  return shopPage(shop, {
    title: 'Outdoor-Ausrüstung online kaufen',
    body: `
    <h1>Willkommen bei ${esc(shop.name)}</h1>
    <p>Zelte, Schlafsäcke, Rucksäcke und mehr für deine nächste Tour.</p>
    <section class="featured"><h2>Beliebte Produkte</h2>
      ${cards(featured)}
    </section>`,
  });
}

/** A category listing with several products (also where a discontinued product's URL leads). */
export function shopCategoryPage(shop: DemoShop, category: DemoCategory, items: readonly ListedItem[]): string {
  return shopPage(shop, {
    title: category.name,
    body: `
    <nav class="breadcrumb">${category.path.map((p) => esc(p)).join(' › ')}</nav>
    <h1 class="collection-title">${esc(category.name)}</h1>
    <p class="collection-count">${items.length} Artikel</p>
    <section class="product-grid">
      ${cards(items)}
    </section>`,
  });
}

export function shopNotFoundPage(shop: DemoShop): string {
  return shopPage(shop, {
    title: 'Seite nicht gefunden',
    body: `
    <h1>404 – Seite nicht gefunden</h1>
    <p>Die gesuchte Seite gibt es leider nicht. <a href="/">Zur Startseite</a></p>`,
  });
}

export function shopGonePage(shop: DemoShop, productName: string): string {
  return shopPage(shop, {
    title: 'Artikel nicht mehr verfügbar',
    body: `
    <h1>Dieser Artikel ist nicht mehr im Sortiment</h1>
    <p>„${esc(productName)}“ wurde dauerhaft aus unserem Sortiment genommen. <a href="/">Zur Startseite</a></p>`,
  });
}
