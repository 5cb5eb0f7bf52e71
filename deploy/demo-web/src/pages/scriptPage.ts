/**
 * Single-page-style product page: the HTML carries the product but no price. After load an
 * inline script fetches the offer from the shop's JSON endpoint, renders the price and stock
 * and adds a JSON-LD Product to the document — only a browser (Playwright) sees the price.
 */
import { decimal } from '../money.ts';
import { esc, jsonLdScript } from './html.ts';
import { type ProductPageModel, schemaUrl, shopSku } from './model.ts';
import { shopPage } from './shopFrame.ts';

export function scriptOfferPath(productId: number): string {
  return `/api/products/${productId}/offer`;
}

const AVAILABILITY_TEXT = {
  InStock: 'Auf Lager',
  LimitedAvailability: 'Nur noch wenige verfügbar',
  OutOfStock: 'Zurzeit ausverkauft',
} as const;

/** The JSON the page's script loads (price and stock of today). */
export function scriptOfferJson(m: ProductPageModel): unknown {
  const { shop, product, offer } = m;
  return {
    productId: product.id,
    price: decimal(offer.priceCents),
    regularPrice: offer.regularCents === null ? null : decimal(offer.regularCents),
    currency: 'EUR',
    availability: offer.availability,
    availabilityText: `${AVAILABILITY_TEXT[offer.availability]}${offer.availability === 'OutOfStock' ? '' : ` – Lieferzeit ${shop.deliveryTime}`}`,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: shopSku(shop, product),
      gtin13: product.gtin,
      mpn: product.mpn,
      brand: { '@type': 'Brand', name: product.brand },
      image: m.imageUrl,
      offers: {
        '@type': 'Offer',
        url: m.url,
        price: decimal(offer.priceCents),
        priceCurrency: 'EUR',
        availability: schemaUrl(offer.availability),
        itemCondition: schemaUrl(offer.condition),
      },
    },
  };
}

/** Runs in the browser: loads the offer and renders it (no price in the served HTML). */
function renderScript(productId: number): string {
  return `<script>
(function () {
  var format = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
  function show(offer) {
    var box = document.getElementById('pdp-price');
    box.removeAttribute('aria-busy');
    box.innerHTML = (offer.regularPrice ? '<s class="pdp-price-regular">' + format.format(Number(offer.regularPrice)) + '</s> ' : '')
      + '<span class="pdp-price-current price">' + format.format(Number(offer.price)) + '</span>';
    var stock = document.getElementById('pdp-stock');
    stock.textContent = offer.availabilityText;
    stock.setAttribute('data-availability', offer.availability);
    var ld = document.createElement('script');
    ld.type = 'application/ld+json';
    ld.textContent = JSON.stringify(offer.structuredData);
    document.head.appendChild(ld);
    document.documentElement.setAttribute('data-offer-rendered', 'true');
  }
  window.addEventListener('load', function () {
    fetch(${JSON.stringify(scriptOfferPath(productId))}, { headers: { accept: 'application/json' } })
      .then(function (response) { return response.json(); })
      .then(show)
      .catch(function () { document.getElementById('pdp-price').textContent = 'Preis derzeit nicht verfügbar'; });
  });
})();
</script>`;
}

export function scriptProductPage(m: ProductPageModel): string {
  const { shop, product } = m;
  const body = `
    <div id="app">
      <div class="pdp" data-product-id="${product.id}">
        <ol class="pdp-breadcrumb"><li><a href="/">Home</a></li><li><a href="${esc(m.categoryUrl)}">${esc(m.category.name)}</a></li></ol>
        <img class="pdp-image" src="${esc(m.imageUrl)}" alt="${esc(product.name)}">
        <h1 class="pdp-title">${esc(product.name)}</h1>
        <div class="pdp-price" id="pdp-price" aria-busy="true"><span class="skeleton">Preis wird geladen …</span></div>
        <div class="pdp-stock" id="pdp-stock"></div>
        <ul class="pdp-facts">
          <li>Marke: <span class="pdp-brand">${esc(product.brand)}</span></li>
          <li>Artikelnummer: <span class="pdp-sku">${esc(shopSku(shop, product))}</span></li>
          <li>Herstellernummer: <span class="pdp-mpn">${esc(product.mpn)}</span></li>
          <li>EAN: <span class="pdp-ean">${esc(product.gtin)}</span></li>
        </ul>
        <p class="pdp-description">${esc(product.description)}</p>
        <noscript>Bitte aktiviere JavaScript, um Preise und Verfügbarkeit zu sehen.</noscript>
      </div>
    </div>`;
  const head = [
    `<meta property="og:title" content="${esc(product.name)}">`,
    `<meta property="og:image" content="${esc(m.imageUrl)}">`,
    jsonLdScript({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: m.category.name, item: m.categoryUrl }] }),
  ].join('\n  ');
  return shopPage(shop, { title: product.name, head, body, tail: renderScript(product.id) });
}
