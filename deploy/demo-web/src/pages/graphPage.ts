/**
 * Shopware-like product page: one JSON-LD `@graph` (WebSite, BreadcrumbList, Product) whose
 * Offer has a numeric price, a strike-through price specification during sales and the
 * shipping details; OpenGraph `product:*` meta; a "B-Ware" page for used offers.
 */
import { euroDe, germanAmount } from '../money.ts';
import { esc, jsonLdScript } from './html.ts';
import { type ProductPageModel, schemaUrl, shopSku } from './model.ts';
import { shopPage } from './shopFrame.ts';

export function graphProductPage(m: ProductPageModel): string {
  const { shop, product, offer } = m;
  const used = offer.condition === 'UsedCondition';
  const title = used ? `${product.name} – B-Ware` : product.name;
  const euros = (cents: number) => cents / 100;
  const offerData: Record<string, unknown> = {
    '@type': 'Offer',
    url: m.url,
    price: euros(offer.priceCents),
    priceCurrency: 'EUR',
    availability: schemaUrl(offer.availability),
    itemCondition: schemaUrl(offer.condition),
    seller: { '@type': 'Organization', name: shop.name },
    shippingDetails: {
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: euros(m.shippingCents), currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'DE' },
    },
  };
  if (offer.regularCents !== null) {
    offerData['priceSpecification'] = [
      { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: euros(offer.regularCents), priceCurrency: 'EUR' },
    ];
  }
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: shop.name, url: `http://${shop.hostname}/` },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: m.category.name, item: m.categoryUrl },
          { '@type': 'ListItem', position: 2, name: title, item: m.url },
        ],
      },
      {
        '@type': 'Product',
        name: title,
        productID: shopSku(shop, product),
        sku: shopSku(shop, product),
        gtin: product.gtin,
        mpn: product.mpn,
        brand: { '@type': 'Brand', name: product.brand },
        image: m.imageUrl,
        description: product.description,
        offers: [offerData],
      },
    ],
  };
  const availability = offer.availability === 'OutOfStock' ? 'oos' : 'instock';
  const head = [
    `<meta property="og:type" content="product">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:image" content="${esc(m.imageUrl)}">`,
    `<meta property="product:brand" content="${esc(product.brand)}">`,
    `<meta property="product:price:amount" content="${(offer.priceCents / 100).toFixed(2)}">`,
    `<meta property="product:price:currency" content="EUR">`,
    `<meta property="product:availability" content="${availability}">`,
    `<meta property="product:condition" content="${used ? 'used' : 'new'}">`,
    `<meta property="product:retailer_item_id" content="${esc(shopSku(shop, product))}">`,
    jsonLdScript(graph),
  ].join('\n  ');
  const delivery = offer.availability === 'OutOfStock'
    ? '<p class="delivery-information delivery-not-available">Nicht auf Lager</p>'
    : `<p class="delivery-information delivery-available">Sofort verfügbar, Lieferzeit ${esc(shop.deliveryTime)}</p>`;
  const shipping = m.shippingCents === 0 ? 'versandkostenfrei' : `zzgl. <a href="/versand">Versandkosten (${euroDe(m.shippingCents)})</a>`;
  const body = `
    <nav class="breadcrumb"><a href="${esc(m.categoryUrl)}">${esc(m.category.name)}</a></nav>
    <div class="product-detail" itemtype="product">
      <div class="gallery-slider"><img src="${esc(m.imageUrl)}" alt="${esc(title)}"></div>
      <div class="product-detail-buy">
        <h1 class="product-detail-name">${esc(title)}</h1>
        ${used ? '<p class="badge badge-used">Gebraucht – sehr guter Zustand, geprüfte Rückläuferware</p>' : ''}
        <div class="product-detail-price-container">
          <p class="product-detail-price">€ ${germanAmount(offer.priceCents)}*</p>
          ${offer.regularCents === null ? '' : `<span class="list-price">statt <span class="list-price-price">€ ${germanAmount(offer.regularCents)}*</span></span>`}
        </div>
        <p class="product-detail-tax">*inkl. MwSt. ${shipping}</p>
        ${delivery}
        <p class="product-detail-ordernumber">Produktnummer: ${esc(shopSku(shop, product))}</p>
        <p class="product-detail-manufacturer">Hersteller: ${esc(product.brand)} · Herstellernummer: ${esc(product.mpn)} · EAN: ${esc(product.gtin)}</p>
      </div>
      <div class="product-detail-description">${esc(product.description)}</div>
    </div>`;
  return shopPage(shop, { title, head, body });
}
