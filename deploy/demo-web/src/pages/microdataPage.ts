/**
 * WooCommerce-like product page: schema.org microdata (Product, Offer, OfferShippingDetails),
 * a `<del>`/`<ins>` sale price and the shipping cost stated under the price.
 */
import { decimal, germanAmount } from '../money.ts';
import { esc } from './html.ts';
import { type ProductPageModel, schemaUrl, shopSku } from './model.ts';
import { shopPage } from './shopFrame.ts';

function amount(cents: number): string {
  return `<span class="woocommerce-Price-amount amount"><bdi>${germanAmount(cents)}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`;
}

export function microdataProductPage(m: ProductPageModel): string {
  const { shop, product, offer } = m;
  const price = offer.regularCents === null
    ? amount(offer.priceCents)
    : `<del aria-hidden="true">${amount(offer.regularCents)}</del> <ins>${amount(offer.priceCents)}</ins>`;
  const stock = offer.availability === 'OutOfStock'
    ? '<p class="stock out-of-stock">Nicht vorrätig</p>'
    : offer.availability === 'LimitedAvailability'
      ? '<p class="stock in-stock">Nur noch 2 vorrätig</p>'
      : `<p class="stock in-stock">Vorrätig – Lieferzeit ${esc(shop.deliveryTime)}</p>`;
  const body = `
    <nav class="woocommerce-breadcrumb"><a href="/">Startseite</a>&nbsp;/&nbsp;<a href="${esc(m.categoryUrl)}">${esc(m.category.name)}</a>&nbsp;/&nbsp;${esc(product.name)}</nav>
    <div id="product-${product.id}" class="product type-product status-publish ${offer.availability === 'OutOfStock' ? 'outofstock' : 'instock'}${offer.regularCents === null ? '' : ' sale'}" itemscope itemtype="https://schema.org/Product">
      <div class="woocommerce-product-gallery"><img itemprop="image" src="${esc(m.imageUrl)}" alt="${esc(product.name)}"></div>
      <div class="summary entry-summary">
        <h1 class="product_title entry-title" itemprop="name">${esc(product.name)}</h1>
        <p class="price">${price}</p>
        <p class="wc-gzd-additional-info tax-info">inkl. 19 % MwSt.</p>
        <p class="wc-gzd-additional-info shipping-costs-info">zzgl. <a href="/versand/">${germanAmount(m.shippingCents)}&nbsp;&euro; Versand</a></p>
        <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
          <meta itemprop="price" content="${decimal(offer.priceCents)}">
          <meta itemprop="priceCurrency" content="EUR">
          <link itemprop="availability" href="${schemaUrl(offer.availability)}">
          <link itemprop="itemCondition" href="${schemaUrl(offer.condition)}">
          <link itemprop="url" href="${esc(m.url)}">
          <div itemprop="shippingDetails" itemscope itemtype="https://schema.org/OfferShippingDetails">
            <div itemprop="shippingRate" itemscope itemtype="https://schema.org/MonetaryAmount">
              <meta itemprop="value" content="${decimal(m.shippingCents)}">
              <meta itemprop="currency" content="EUR">
            </div>
          </div>
        </div>
        ${stock}
        <form class="cart"><button type="submit" class="single_add_to_cart_button button"${offer.availability === 'OutOfStock' ? ' disabled' : ''}>In den Warenkorb</button></form>
        <div class="product_meta">
          <span class="sku_wrapper">Artikelnummer: <span class="sku" itemprop="sku">${esc(shopSku(shop, product))}</span></span>
          <span class="gtin_wrapper">EAN: <span itemprop="gtin13">${esc(product.gtin)}</span></span>
          <span class="brand_wrapper">Marke: <span itemprop="brand" itemscope itemtype="https://schema.org/Brand"><span itemprop="name">${esc(product.brand)}</span></span></span>
          <meta itemprop="mpn" content="${esc(product.mpn)}">
          <span class="posted_in">Kategorie: <a href="${esc(m.categoryUrl)}" rel="tag">${esc(m.category.name)}</a></span>
        </div>
      </div>
      <div class="woocommerce-Tabs-panel" itemprop="description"><p>${esc(product.description)}</p></div>
    </div>
    <section class="related products"><h2>Ähnliche Produkte</h2>
      <ul class="products">
        ${m.related.map((r) => `<li class="product"><a href="${esc(r.url)}">${esc(r.name)}</a> <span class="price">${amount(r.priceCents)}</span></li>`).join('\n        ')}
      </ul>
    </section>`;
  return shopPage(shop, { title: product.name, head: `<link rel="canonical" href="${esc(m.url)}">`, body });
}
