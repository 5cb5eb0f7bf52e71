/**
 * Plain-HTML product page without structured data (no JSON-LD, microdata or price meta): the
 * offer is only found with the shop's configured selectors (sites.ts). Accessory prices and a
 * net price in the analytics script make the first price on the page the wrong one.
 */
import { decimal, germanAmount } from '../money.ts';
import { esc, inlineJson } from './html.ts';
import { type ProductPageModel, shopSku } from './model.ts';
import { shopPage } from './shopFrame.ts';

const AVAILABILITY_TEXT = {
  InStock: 'Sofort lieferbar',
  LimitedAvailability: 'Nur noch wenige Exemplare',
  OutOfStock: 'Derzeit nicht lieferbar',
} as const;

function kilograms(grams: number): string {
  return `${(grams / 1000).toFixed(2).replace('.', ',')} kg`;
}

export function selectorProductPage(m: ProductPageModel): string {
  const { shop, product, offer } = m;
  const netCents = Math.round(offer.priceCents / 1.19);
  const body = `
    <div class="pfad">Sie sind hier: <a href="/">Startseite</a> &raquo; <a href="${esc(m.categoryUrl)}">${esc(m.category.name)}</a></div>
    <div class="artikel">
      <div class="artikelbild"><img src="${esc(m.imageUrl)}" alt="${esc(product.name)}"></div>
      <h1 class="artikel-titel">${esc(product.name)}</h1>
      <div id="preisbox">
        ${offer.regularCents === null ? '' : `<span class="preis-alt">${germanAmount(offer.regularCents)} EUR</span>`}
        <span class="preis-aktuell">EUR ${germanAmount(offer.priceCents)}</span>
        <span class="mwst">inkl. 19% MwSt., versandkostenfrei</span>
        <span class="lieferstatus">${AVAILABILITY_TEXT[offer.availability]}</span>
        <span class="lieferzeit">Lieferzeit: ${esc(shop.deliveryTime)}</span>
      </div>
      <table class="artikeldaten">
        <tr><th>Hersteller</th><td class="hersteller">${esc(product.brand)}</td></tr>
        <tr><th>Artikelnummer</th><td class="artikelnummer">${esc(shopSku(shop, product))}</td></tr>
        <tr><th>Herstellernummer</th><td class="herstellernummer">${esc(product.mpn)}</td></tr>
        <tr><th>EAN</th><td class="ean">${esc(product.gtin)}</td></tr>
        <tr><th>Gewicht</th><td>${kilograms(product.weightGrams)}</td></tr>
      </table>
      <div class="beschreibung"><h2>Beschreibung</h2><p>${esc(product.description)}</p></div>
    </div>
    <div class="zubehoer"><h2>Passendes Zubehör</h2>
      ${m.related.map((r) => `<div class="product-card"><a href="${esc(r.url)}">${esc(r.name)}</a><br>nur ${germanAmount(r.priceCents)} EUR</div>`).join('\n      ')}
    </div>`;
  const analytics = { event: 'view_item', ecommerce: { currency: 'EUR', value: Number(decimal(netCents)), items: [{ item_id: shopSku(shop, product), item_name: product.name, price: Number(decimal(netCents)) }] } };
  return shopPage(shop, {
    title: product.name,
    head: `<meta property="og:title" content="${esc(product.name)}">\n  <meta property="og:image" content="${esc(m.imageUrl)}">`,
    body,
    tail: `<script>window.dataLayer = window.dataLayer || []; dataLayer.push(${inlineJson(analytics)});</script>`,
  });
}
