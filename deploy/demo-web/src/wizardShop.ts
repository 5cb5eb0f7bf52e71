/**
 * Werkbank Restposten: the demo shop only the store wizard sets up correctly (issue 18 item 1).
 * It is no part of the demo assortment (no company compares with it until an admin adds it).
 * Its product pages carry no structured data (no JSON-LD, microdata, RDFa or price meta), no
 * `<h1>` and no buy button, and show several bare amounts of the same size side by side — the
 * article's price (`<span class="wb-betrag">`, its currency in a separate cell), the price of a
 * spare part and a deposit — so the visible-page fallback cannot tell which one is the price. A
 * selector (`.wb-artikel .wb-betrag`) reads it. Pure: request and day in, response out.
 */
import { DEMO_PRODUCTS, type DemoProduct } from './catalogue.ts';
import { germanAmount } from './money.ts';
import { esc } from './pages/html.ts';
import { type DayKey, offerOn } from './prices.ts';
import { type DemoRequest, type DemoResponse, ROBOTS_TXT, htmlResponse, textResponse } from './response.ts';

export const WIZARD_SHOP = { key: 'werkbank-restposten', name: 'Werkbank Restposten', hostname: 'werkbank-restposten.demo.test', priceLevel: 0.95 } as const;

/** The products the shop sells: the first twelve of the catalogue. */
export const WIZARD_SHOP_PRODUCTS: readonly DemoProduct[] = DEMO_PRODUCTS.slice(0, 12);

export const wizardShopPath = (product: DemoProduct): string => `/posten/${product.id}`;
export const wizardShopUrl = (product: DemoProduct): string => `http://${WIZARD_SHOP.hostname}${wizardShopPath(product)}`;

/** Today's price of a product at the shop (cents). */
export const wizardShopPriceCents = (product: DemoProduct, day: DayKey): number => offerOn(WIZARD_SHOP, product, day).priceCents;

const frame = (title: string, body: string) => `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${esc(title)} | ${WIZARD_SHOP.name}</title>
<style>body{font-family:sans-serif;margin:2rem}.wb-zeile{display:flex;gap:2rem}.wb-feld{font-size:1.2rem}</style></head>
<body><div class="wb-kopf">${WIZARD_SHOP.name} · Posten aus Geschäftsauflösungen</div>${body}</body></html>`;

function productPage(product: DemoProduct, day: DayKey): string {
  const price = wizardShopPriceCents(product, day);
  const sparePart = Math.round(price * 0.18);
  const deposit = Math.round(price * 0.1);
  return frame(product.name, `
<div class="wb-artikel">
  <div class="wb-name">${esc(product.name)}</div>
  <div class="wb-zeile">
    <div class="wb-feld"><span class="wb-betrag">${germanAmount(price)}</span> <span class="wb-einheit">EUR</span></div>
    <div class="wb-feld">Ersatzteilset <span class="wb-zahl">${germanAmount(sparePart)}</span> EUR</div>
    <div class="wb-feld">Pfand <span class="wb-zahl">${germanAmount(deposit)}</span> EUR</div>
  </div>
  <div class="wb-lager">Posten vorhanden</div>
  <div class="wb-hinweis">Abholung oder Versand nach Absprache. Anfragen per Telefon.</div>
</div>`);
}

export function wizardShopResponse(request: DemoRequest, day: DayKey): DemoResponse {
  if (request.path === '/robots.txt') return textResponse(200, ROBOTS_TXT);
  if (request.path === '/') {
    const items = WIZARD_SHOP_PRODUCTS.map((p) => `<li><a href="${wizardShopPath(p)}">${esc(p.name)}</a></li>`).join('');
    return htmlResponse(200, frame('Posten', `<ul>${items}</ul>`));
  }
  const product = WIZARD_SHOP_PRODUCTS.find((p) => wizardShopPath(p) === request.path);
  if (!product) return htmlResponse(404, frame('Nicht gefunden', '<p>Diesen Posten gibt es nicht.</p>'));
  return htmlResponse(200, productPage(product, day));
}
