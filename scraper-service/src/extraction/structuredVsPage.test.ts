import { describe, expect, it } from 'vitest';
import { availabilityFromPhrase } from './stockPhrases.ts';
import { extractProductPage } from './extractProductPage.ts';
import { parsePrice } from './parsePrice.ts';

const jsonLd = (offer: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Kaffeemühle K7', offers: { '@type': 'Offer', priceCurrency: 'EUR', ...offer } })}</script>`;

describe('structured data checked against the page', () => {
  it('takes the shown price when the JSON-LD one is only the struck-through price before a sale', () => {
    const html = `<html lang="de"><head>${jsonLd({ price: '99.00', availability: 'https://schema.org/InStock' })}</head><body>
      <h1>Kaffeemühle K7</h1><div class="price-box"><del class="price-old">99,00 €</del> <span class="price price--sale">79,00 €</span></div>
      <button class="add-to-cart">In den Warenkorb</button></body></html>`;
    const e = extractProductPage(html, { url: 'https://shop.example/p/k7' });
    expect(e).toMatchObject({ price: '79.00', regularPrice: '99.00', currency: 'EUR', sources: { price: 'visible', regularPrice: 'json-ld' } });
    expect(e.confidence.price).toBeGreaterThanOrEqual(0.5);
  });

  it('keeps the JSON-LD price when the page shows it', () => {
    const html = `<html lang="de"><head>${jsonLd({ price: '99.00', availability: 'https://schema.org/InStock' })}</head><body>
      <h1>Kaffeemühle K7</h1><div class="price-box"><span class="price">99,00 €</span></div><p class="finanzierung">oder 4 x 24,75 €</p>
      <button class="add-to-cart">In den Warenkorb</button></body></html>`;
    expect(extractProductPage(html, { url: 'https://shop.example/p/k7' })).toMatchObject({ price: '99.00', sources: { price: 'json-ld' } });
  });

  it('believes an out-of-stock statement of the product block over a JSON-LD InStock, not the other way round', () => {
    const page = (schema: string, block: string) => `<html lang="it"><head>${jsonLd({ price: '279.00', availability: `https://schema.org/${schema}` })}</head><body>
      <h1>Smeg ECF02</h1><div class="product"><span class="price">279,00 €</span>${block}</div></body></html>`;
    const out = extractProductPage(page('InStock', '<p class="stock-label">Attualmente non disponibile</p><button class="add-to-cart" disabled>Aggiungi al carrello</button>'), { url: 'https://s.example/p/1' });
    expect(out).toMatchObject({ availability: 'OutOfStock', sources: { availability: 'visible' } });
    const kept = extractProductPage(page('OutOfStock', '<p class="stock-label">Disponibile</p><button class="add-to-cart">Aggiungi al carrello</button>'), { url: 'https://s.example/p/1' });
    expect(kept).toMatchObject({ availability: 'OutOfStock', sources: { availability: 'json-ld' } });
  });

  it('gives a price without any currency mark the currency of the shop’s country (domain, og:locale)', () => {
    const page = (head: string) => `<html><head>${head}</head><body><h1>Rower Kross Hexagon 5.0</h1><div class="product__price"><span class="price-value">2 899,00</span></div><button class="add-to-cart">Dodaj do koszyka</button></body></html>`;
    expect(extractProductPage(page(''), { url: 'https://sklep-rowerowy.pl/kross' })).toMatchObject({ price: '2899.00', currency: 'PLN' });
    expect(extractProductPage(page('<meta property="og:locale" content="pl_PL">'), { url: 'https://rowery.example.com/kross' })).toMatchObject({ currency: 'PLN' });
    expect(extractProductPage(page(''), { url: 'https://rowery.example.com/kross' }).currency).toBeNull();
  });

  it('reads a bare "$" by og:locale when the page has no lang attribute', () => {
    const html = `<html><head><meta property="og:locale" content="en_CA"></head><body><h1>Nano Puff Jacket</h1><span class="product-price">$219.99</span><button name="add" class="btn">Add to cart</button></body></html>`;
    expect(extractProductPage(html, { url: 'https://outfitters.example.com/p/1' })).toMatchObject({ price: '219.99', currency: 'CAD' });
  });
});

describe('visible fallback: pages without <h1>, converted prices, discount badges', () => {
  it('finds the title by the page title when there is no <h1> (marketplace markup)', () => {
    const html = `<html lang="ko"><head><title>삼성전자 갤럭시 버즈3 프로 - 이어폰 | 쿠팡</title></head><body><div class="prod-buy"><h2 class="prod-buy-header__title">삼성전자 갤럭시 버즈3 프로 SM-R630N</h2>
      <div class="prod-sale-price"><strong>298,000원</strong></div><button class="prod-cart-btn">장바구니 담기</button></div></body></html>`;
    expect(extractProductPage(html, { url: 'https://www.coupang.example/vp/1' })).toMatchObject({ price: '298000', currency: 'KRW', availability: 'InStock', productFound: true });
  });

  it('passes over a converted "ca. US $" price beside the real one', () => {
    const html = `<html lang="de"><body><h1>Thermoskanne 0,75 l</h1><div class="x-price-primary"><span>EUR 39,99</span></div><div class="x-price-approx"><span class="ux-textspans--secondary">ca. US $43,18</span></div>
      <p class="x-quantity">Derzeit nicht verfügbar</p></body></html>`;
    expect(extractProductPage(html, { url: 'https://ebay.example/itm/1' })).toMatchObject({ price: '39.99', currency: 'EUR', availability: 'OutOfStock', productFound: true });
  });

  it('reads the lower of two prices side by side with a discount badge as the price (the old one struck through by CSS alone)', () => {
    const html = `<html lang="en"><body><h1>Bialetti Venus 6 cups</h1><div class="flex"><div class="Y3DvsN">RM209.99</div><div class="G27FPf">RM167.99</div><div class="o_z7q9">20% off</div></div><button class="btn">Add to Cart</button></body></html>`;
    expect(extractProductPage(html, { url: 'https://shopee.example.com.my/p/1' })).toMatchObject({ price: '167.99', currency: 'MYR' });
  });

  it('leaves a comparison page with a price range and several alike offers without a price of its own', () => {
    const html = `<html lang="de"><body><h1>Apple AirPods Pro 2</h1><div class="stage-priceRange">199,00 € – 279,00 €</div><ul>
      <li><div class="offer-price">199,00 €</div><a class="button" href="/go/1">Zum Shop</a></li><li><div class="offer-price">204,90 €</div><a class="button" href="/go/2">Zum Shop</a></li>
      <li><div class="offer-price">209,00 €</div><a class="button" href="/go/3">Zum Shop</a></li></ul></body></html>`;
    expect(extractProductPage(html, { url: 'https://preisvergleich.example/p/1' }).productFound).toBe(false);
  });
});

describe('visible fallback: the rendered layout (browser fetcher geometry)', () => {
  it('takes the largest price above the fold, passes over a line-through and a hidden one', () => {
    const plain = `<html lang="de"><body><h1>Zelt Fjord 2</h1><div><span>129,00 €</span> <span>99,00 €</span> <span>149,00 €</span><span>9,99 €</span></div><div><span>19,00 €</span></div><button class="add-to-cart">In den Warenkorb</button></body></html>`;
    // As renderedGeometry.ts annotates the page before it is serialised.
    const rendered = plain
      .replace('<span>129,00 €', '<span data-pm-font="13" data-pm-fold="1">129,00 €')
      .replace('<span>99,00 €', '<span data-pm-font="30" data-pm-fold="1">99,00 €')
      .replace('<span>149,00 €', '<span data-pm-font="16" data-pm-fold="1" data-pm-strike="1">149,00 €')
      .replace('<span>9,99 €', '<span data-pm-font="16" data-pm-fold="1" data-pm-hidden="1">9,99 €')
      .replace('<span>19,00 €', '<span data-pm-font="30" data-pm-fold="0">19,00 €');
    expect(extractProductPage(plain, { url: 'https://s.example/p/1' }).price).toBe('129.00');
    expect(extractProductPage(rendered, { url: 'https://s.example/p/1' })).toMatchObject({ price: '99.00', regularPrice: '149.00', currency: 'EUR' });
  });
});

describe('stock phrases and prices of more languages', () => {
  it.each([
    ['在庫切れ', 'OutOfStock'],
    ['現在在庫切れです。', 'OutOfStock'],
    ['품절', 'OutOfStock'],
    ['สินค้าหมด', 'OutOfStock'],
    ['Hết hàng', 'OutOfStock'],
    ['Stok Habis', 'OutOfStock'],
    ['stoc epuizat', 'OutOfStock'],
    ['Изчерпан', 'OutOfStock'],
    ['Нет в наличии', 'OutOfStock'],
    ['În stoc', 'InStock'],
    ['在庫あり', 'InStock'],
    ['In stock', 'InStock'],
    ['no longer available', 'Discontinued'],
  ])('%s → %s', (text, expected) => expect(availabilityFromPhrase(text)).toBe(expected));

  it('reads "49€90" (the sign in the place of the decimal separator)', () => {
    expect(parsePrice('49€90')).toMatchObject({ amount: '49.90', currency: 'EUR' });
    expect(parsePrice('1 299€00')).toMatchObject({ amount: '1299.00', currency: 'EUR' });
    expect(parsePrice('49 €')).toMatchObject({ amount: '49.00', currency: 'EUR' });
  });
});
