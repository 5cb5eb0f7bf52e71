/**
 * The price comparison site's pages: a product offers page (table of shop, price, shipping,
 * total, availability, plus JSON-LD AggregateOffer) and overview pages listing several
 * products (search, category, start) that are not valid offer URLs.
 */
import type { DemoCategory, DemoProduct } from '../catalogue.ts';
import { decimal, euroDe } from '../money.ts';
import type { OfferAvailability } from '../prices.ts';
import { DEMO_CATEGORIES } from '../catalogue.ts';
import { DEMO_COMPARISON_SITE } from '../sites.ts';
import { comparisonCategoryPath } from '../urls.ts';
import { esc, jsonLdScript } from './html.ts';
import { layout } from './layout.ts';
import { schemaUrl } from './model.ts';

export interface ComparisonRow {
  sellerName: string;
  /** Link out through the comparison site's redirect. */
  goUrl: string;
  priceCents: number;
  shippingCents: number;
  availability: OfferAvailability;
  deliveryTime: string;
}

export interface OverviewItem {
  name: string;
  url: string;
  imageUrl: string;
  fromCents: number | null;
  offerCount: number;
}

function page(title: string, body: string, head = ''): string {
  const site = DEMO_COMPARISON_SITE;
  return layout({
    siteName: site.name,
    title: `${title} | ${site.name} Preisvergleich`,
    accent: site.accent,
    head,
    nav: DEMO_CATEGORIES.map((c) => ({ label: c.name, href: comparisonCategoryPath(c.key) })),
    body,
    footer: `${esc(site.name)} ist ein fiktiver Demo-Preisvergleich. Alle Preise inkl. MwSt., Angaben ohne Gewähr.`,
  });
}

const AVAILABILITY_TEXT: Record<OfferAvailability, string> = {
  InStock: 'Lieferbar',
  LimitedAvailability: 'Nur noch wenige auf Lager',
  OutOfStock: 'Derzeit nicht lieferbar',
};

export function comparisonOffersPage(product: DemoProduct, category: DemoCategory, imageUrl: string, url: string, rows: readonly ComparisonRow[]): string {
  const sorted = [...rows].sort((a, b) => Number(a.availability === 'OutOfStock') - Number(b.availability === 'OutOfStock') || a.priceCents + a.shippingCents - (b.priceCents + b.shippingCents));
  const heading = `
    <nav class="breadcrumb">${category.path.map((p) => esc(p)).join(' › ')}</nav>
    <div class="product-header"><img src="${esc(imageUrl)}" alt="" width="240" height="180">
      <h1 class="product-title">${esc(product.name)}</h1>
      <p class="product-ids">Hersteller: ${esc(product.brand)} · EAN ${esc(product.gtin)} · MPN ${esc(product.mpn)}</p>
    </div>`;
  if (sorted.length === 0) {
    return page(product.name, `${heading}\n    <p class="no-offers">Derzeit keine Angebote für dieses Produkt.</p>`);
  }
  const priced = sorted.filter((r) => r.availability !== 'OutOfStock');
  const range = priced.length > 0 ? priced : sorted;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    gtin13: product.gtin,
    mpn: product.mpn,
    brand: { '@type': 'Brand', name: product.brand },
    image: imageUrl,
    url,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: decimal(Math.min(...range.map((r) => r.priceCents))),
      highPrice: decimal(Math.max(...range.map((r) => r.priceCents))),
      offerCount: sorted.length,
      offers: sorted.map((r) => ({
        '@type': 'Offer',
        price: decimal(r.priceCents),
        priceCurrency: 'EUR',
        availability: schemaUrl(r.availability),
        url: r.goUrl,
        seller: { '@type': 'Organization', name: r.sellerName },
        shippingDetails: { '@type': 'OfferShippingDetails', shippingRate: { '@type': 'MonetaryAmount', value: decimal(r.shippingCents), currency: 'EUR' } },
      })),
    },
  };
  const lines = sorted.map((r) => `<tr class="offer-row">
          <td class="offer-shop"><a href="${esc(r.goUrl)}" rel="nofollow">${esc(r.sellerName)}</a></td>
          <td class="offer-price">${euroDe(r.priceCents)}</td>
          <td class="offer-shipping">${r.shippingCents === 0 ? 'kostenlos' : euroDe(r.shippingCents)}</td>
          <td class="offer-total">${euroDe(r.priceCents + r.shippingCents)}</td>
          <td class="offer-availability" data-availability="${r.availability}">${AVAILABILITY_TEXT[r.availability]}${r.availability === 'OutOfStock' ? '' : `, ${esc(r.deliveryTime)}`}</td>
        </tr>`);
  const body = `${heading}
    <p class="offer-summary">${sorted.length} Angebote ab <strong>${euroDe(Math.min(...range.map((r) => r.priceCents)))}</strong></p>
    <table class="offer-table" id="offers">
      <thead><tr><th>Shop</th><th>Preis</th><th>Versand</th><th>Gesamt</th><th>Verfügbarkeit</th></tr></thead>
      <tbody>
        ${lines.join('\n        ')}
      </tbody>
    </table>`;
  return page(product.name, body, jsonLdScript(data));
}

/** Search results, a category or the start page: several products, each linking to its offers page. */
export function comparisonOverviewPage(title: string, heading: string, items: readonly OverviewItem[]): string {
  const cards = items
    .map((item) => `<div class="product-card result"><a href="${esc(item.url)}"><img src="${esc(item.imageUrl)}" alt="" width="200" height="150"><br>${esc(item.name)}</a><br>${item.fromCents === null ? 'Keine Angebote' : `<span class="from-price">ab ${euroDe(item.fromCents)}</span> · ${item.offerCount} Angebote`}</div>`)
    .join('\n      ');
  return page(title, `
    <form action="/suche" method="get"><input type="search" name="q" aria-label="Suche"> <button>Suchen</button></form>
    <h1>${esc(heading)}</h1>
    <p class="result-count">${items.length} Produkte</p>
    <section class="results">
      ${cards}
    </section>`);
}

export function comparisonNotFoundPage(): string {
  return page('Nicht gefunden', '<h1>Diese Seite gibt es nicht</h1><p><a href="/">Zur Startseite</a></p>');
}
