/**
 * Shopify-like product page: JSON-LD Product with an Offer list, OpenGraph price meta, the
 * sale price beside a struck-through regular price, and the theme's `meta` script that holds
 * the price in cents (a trap for naive extraction).
 */
import { decimal, euroDe, germanAmount } from '../money.ts';
import { esc, inlineJson, jsonLdScript } from './html.ts';
import { type ProductPageModel, schemaUrl, shopSku, validUntil } from './model.ts';
import { shopPage } from './shopFrame.ts';

export function jsonLdProductPage(m: ProductPageModel): string {
  const { shop, product, offer } = m;
  const sku = shopSku(shop, product);
  const data = {
    '@context': 'http://schema.org/',
    '@type': 'Product',
    '@id': `${m.url}#product`,
    name: product.name,
    url: m.url,
    image: [m.imageUrl],
    description: product.description,
    sku,
    gtin13: product.gtin,
    mpn: product.mpn,
    brand: { '@type': 'Brand', name: product.brand },
    offers: [
      {
        '@type': 'Offer',
        '@id': `${m.url}#offer`,
        availability: schemaUrl(offer.availability, false),
        itemCondition: schemaUrl(offer.condition, false),
        price: decimal(offer.priceCents),
        priceCurrency: 'EUR',
        priceValidUntil: validUntil(m.day),
        url: m.url,
        seller: { '@type': 'Organization', name: shop.name },
      },
    ],
  };
  const breadcrumb = {
    '@context': 'http://schema.org/',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Start', item: `http://${shop.hostname}/` },
      { '@type': 'ListItem', position: 2, name: m.category.name, item: m.categoryUrl },
      { '@type': 'ListItem', position: 3, name: product.name, item: m.url },
    ],
  };
  const themeMeta = { product: { id: 7_000_000 + product.id, vendor: product.brand, type: m.category.name, variants: [{ id: 40_000_000 + product.id, price: offer.priceCents, name: product.variant ?? product.name, sku }] }, page: { pageType: 'product' } };
  const soldOut = offer.availability === 'OutOfStock';
  const price = offer.regularCents === null
    ? `<div class="price"><span class="price-item price-item--regular">${euroDe(offer.priceCents)}</span></div>`
    : `<div class="price price--on-sale"><s class="price-item price-item--regular">${euroDe(offer.regularCents)}</s> <span class="price-item price-item--sale">${euroDe(offer.priceCents)}</span> <span class="badge">Sale</span></div>`;
  const stock = soldOut ? 'Ausverkauft' : offer.availability === 'LimitedAvailability' ? 'Nur noch wenige auf Lager' : `Auf Lager – Lieferzeit ${shop.deliveryTime}`;
  const head = [
    `<meta property="og:type" content="product">`,
    `<meta property="og:title" content="${esc(product.name)}">`,
    `<meta property="og:url" content="${esc(m.url)}">`,
    `<meta property="og:image" content="${esc(m.imageUrl)}">`,
    `<meta property="og:price:amount" content="${germanAmount(offer.priceCents)}">`,
    `<meta property="og:price:currency" content="EUR">`,
    `<link rel="canonical" href="${esc(m.url)}">`,
    jsonLdScript(data),
    jsonLdScript(breadcrumb),
  ].join('\n  ');
  const body = `
    <nav class="breadcrumbs"><a href="/">Start</a> › <a href="${esc(m.categoryUrl)}">${esc(m.category.name)}</a> › ${esc(product.name)}</nav>
    <section class="product" data-product-id="${7_000_000 + product.id}">
      <div class="product__media"><img src="${esc(m.imageUrl)}" alt="${esc(product.name)}" width="480" height="360"></div>
      <div class="product__info">
        <p class="product__vendor">${esc(product.brand)}</p>
        <h1 class="product__title">${esc(product.name)}</h1>
        ${price}
        <p class="product__tax">inkl. MwSt. <a href="/policies/shipping-policy">zzgl. Versandkosten</a></p>
        ${product.variant ? `<p class="product__variant">Variante: ${esc(product.variant)}</p>` : ''}
        <p class="product__inventory">${esc(stock)}</p>
        <button type="submit" name="add" ${soldOut ? 'disabled' : ''}>${soldOut ? 'Ausverkauft' : 'In den Warenkorb'}</button>
        <div class="product__description">${esc(product.description)}</div>
      </div>
    </section>
    <section class="related"><h2>Das könnte dir auch gefallen</h2>
      ${m.related.map((r) => `<div class="product-card"><a href="${esc(r.url)}">${esc(r.name)}</a><br><span class="price-item">${euroDe(r.priceCents)}</span></div>`).join('\n      ')}
    </section>`;
  return shopPage(shop, {
    title: product.name,
    head,
    body,
    tail: `<script>var meta = ${inlineJson(themeMeta)}; window.ShopifyAnalytics = { meta: meta };</script>`,
  });
}
