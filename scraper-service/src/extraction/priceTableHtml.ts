/**
 * Finding the offers table of a price comparison page in plain HTML: a <table> whose header names
 * shop and price columns, else repeated rows that each hold a shop (an element classed shop,
 * merchant, seller, dealer, händler, vendor, anbieter or carrying data-shop) and a price.
 * Configured row selectors go through the same row reader.
 */
import type { CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { availabilityFromText, normaliseAvailability } from './availability.ts';
import { addAmounts, readAmount, readShipping } from './amounts.ts';
import { normaliseCondition } from './condition.ts';
import { absoluteUrl, cleanText, isElement, textOf } from './document.ts';
import type { PriceHints } from './parsePrice.ts';
import type { ScrapeNote } from './notes.ts';
import { isPlaceholder } from './placeholders.ts';
import type { PriceTableRules } from './selectorConfig.ts';
import { selectValue } from './selectors.ts';
import type { Availability, ItemCondition } from '@pm/contracts';

export interface RawTableOffer {
  shopName: string;
  shopUrl: string | null;
  price: string;
  currency: string | null;
  shippingCost: string | null;
  totalPrice: string | null;
  availability: Availability | null;
  condition: ItemCondition | null;
  /** The price was written as a "from" price ("ab 9,99 €") — the mark of a search overview. */
  fromPrice: boolean;
}

interface Context {
  $: CheerioAPI;
  baseUrl: string;
  hints: PriceHints;
  concealed: (el: Element) => boolean;
  /** The scrape exception's own availability texts. */
  availabilityValues?: Readonly<Record<string, Availability>> | undefined;
}

const FROM_PRICE = /^\s*(?:ab|from|à partir de|a partir de|desde|da|od|vanaf)\b/i;
const SHOP_WORD = /shop|händler|haendler|anbieter|merchant|seller|store|vendor|dealer|boutique|negozio|tienda|sklep|winkel|verkäufer/i;
const PRICE_WORD = /preis|price|prix|prezzo|precio|cena|prijs/i;
const SHIPPING_WORD = /versand|shipping|porto|lieferkosten|delivery[- ]?cost|livraison|spedizione|envío|envio|dostawa|verzend/i;
const TOTAL_WORD = /gesamt|total|summe|endpreis|inkl\.? versand|incl\.? shipping/i;
const AVAILABILITY_WORD = /verfügbar|lieferbar|lieferzeit|availability|stock|lager|delivery|disponib|beschikbaar/i;
const CONDITION_WORD = /zustand|condition|état|condizione|estado/i;
const USED_TEXT = /gebraucht|\bused\b|refurbished|generalüberholt|b-ware|second[- ]hand|pre-?owned|usato|usado|occasion/i;

type Role = 'shop' | 'price' | 'shipping' | 'total' | 'availability' | 'condition';

function roleOf(header: string): Role | null {
  if (TOTAL_WORD.test(header)) return 'total';
  if (SHIPPING_WORD.test(header)) return 'shipping';
  if (PRICE_WORD.test(header)) return 'price';
  if (SHOP_WORD.test(header)) return 'shop';
  if (CONDITION_WORD.test(header)) return 'condition';
  if (AVAILABILITY_WORD.test(header)) return 'availability';
  return null;
}

const childElements = (el: Element, names: ReadonlySet<string>): Element[] => el.children.filter((c): c is Element => isElement(c) && names.has(c.name));
const CELLS = new Set(['td', 'th']);

/** Offers from <table>s with a header naming a shop and a price (or total) column. */
export function readHeaderTables(ctx: Context): RawTableOffer[] {
  const { $ } = ctx;
  let best: RawTableOffer[] = [];
  $('table').each((_, table) => {
    if (ctx.concealed(table)) return;
    const rows = $(table).find('tr').toArray().filter((r) => $(r).closest('table').get(0) === table);
    const headerRow = rows.find((r) => childElements(r, new Set(['th'])).length >= 2);
    if (!headerRow) return;
    const roles = childElements(headerRow, CELLS).map((c) => roleOf(textOf(c, 200)));
    if (!roles.includes('shop') || !(roles.includes('price') || roles.includes('total'))) return;
    const offers: RawTableOffer[] = [];
    for (const row of rows) {
      if (row === headerRow || ctx.concealed(row)) continue;
      const cells = childElements(row, CELLS);
      const cellOf = (role: Role) => {
        const index = roles.indexOf(role);
        return index === -1 ? null : (cells[index] ?? null);
      };
      const offer = offerFromCells(ctx, row, {
        shop: cellOf('shop'),
        price: cellOf('price'),
        shipping: cellOf('shipping'),
        total: cellOf('total'),
        availability: cellOf('availability'),
        condition: cellOf('condition'),
      });
      if (offer) offers.push(offer);
    }
    if (offers.length > best.length) best = offers;
  });
  return best;
}

const SHOP_SELECTOR = ['shop', 'merchant', 'seller', 'dealer', 'haendler', 'händler', 'vendor', 'anbieter', 'store-name', 'retailer']
  .map((w) => `[class*="${w}" i]`)
  .concat(['[data-shop]', '[data-merchant]', '[data-shop-name]', '[data-seller]'])
  .join(', ');
const PRICE_SELECTOR = ['price', 'preis', 'prix', 'prezzo', 'precio', 'amount'].map((w) => `[class*="${w}" i]`).concat(['[itemprop="price"]', '[data-price]']).join(', ');
const OUTSIDE = new Set(['header', 'nav', 'footer', 'script', 'style', 'template', 'head']);

/** Offers from repeated rows that each hold a shop and a price (lists, div grids, tables without header). */
export function readRepeatedRows(ctx: Context): RawTableOffer[] {
  const { $ } = ctx;
  const rows = new Set<Element>();
  for (const shopEl of $(SHOP_SELECTOR).toArray()) {
    if (!isElement(shopEl) || ctx.concealed(shopEl) || insideOutside(shopEl)) continue;
    let candidate: Element | null = shopEl.parent && isElement(shopEl.parent) ? shopEl.parent : null;
    for (let level = 0; candidate && level < 6; level++) {
      if (candidate.name === 'body' || candidate.name === 'main' || candidate.name === 'table' || candidate.name === 'tbody') break;
      if ($(candidate).find(PRICE_SELECTOR).length > 0) {
        rows.add(candidate);
        break;
      }
      candidate = isElement(candidate.parent) ? candidate.parent : null;
    }
  }
  // Rows of the same list share a parent; the biggest group is the offers table.
  const groups = new Map<Element | null, Element[]>();
  // Keep the innermost rows: a row holding another row is a container.
  const containers = new Set<Element>();
  for (const row of rows) {
    for (let p = row.parent; isElement(p); p = p.parent) if (rows.has(p)) containers.add(p);
  }
  for (const row of rows) {
    if (containers.has(row)) continue;
    const parent = isElement(row.parent) ? row.parent : null;
    groups.set(parent, [...(groups.get(parent) ?? []), row]);
  }
  let best: RawTableOffer[] = [];
  for (const group of groups.values()) {
    const marked = group.some((r) => /offer|angebot/i.test(r.attribs.class ?? '') || r.attribs['data-offer'] !== undefined || r.attribs['data-offer-id'] !== undefined);
    if (group.length < 2 && !marked) continue;
    const offers = group
      .map((row) =>
        offerFromCells(ctx, row, {
          shop: $(row).find(SHOP_SELECTOR).get(0) ?? null,
          price: pickPriceElement(ctx, row),
          shipping: findByClass(ctx, row, SHIPPING_WORD),
          total: findByClass(ctx, row, TOTAL_WORD),
          availability: findByClass(ctx, row, AVAILABILITY_WORD),
          condition: findByClass(ctx, row, CONDITION_WORD),
        }),
      )
      .filter((o): o is RawTableOffer => o !== null);
    if (offers.length > best.length) best = offers;
  }
  return best;
}

/** Offers from configured selectors: `row` selects the offers, the other rules are read inside each. */
export function readConfiguredRows(ctx: Context, rules: PriceTableRules): { offers: RawTableOffer[]; problem: ScrapeNote | null } {
  const { $ } = ctx;
  let rows: Element[];
  try {
    rows = $(rules.row).toArray().filter(isElement);
  } catch {
    return { offers: [], problem: { code: 'PRICE_TABLE_ROW_SELECTOR_INVALID', params: { selector: rules.row } } };
  }
  const offers: RawTableOffer[] = [];
  for (const row of rows) {
    if (ctx.concealed(row)) continue;
    const value = (rule: PriceTableRules['shop']) => (rule === undefined ? null : selectValue($, rule, ctx.concealed, row).value);
    const shopName = value(rules.shop) ?? shopNameOf($(row).find(SHOP_SELECTOR).get(0) ?? null);
    const priceText = value(rules.price);
    const offer = offerFromValues(ctx, row, {
      shopName,
      shopUrl: rules.shopUrl ? absoluteUrl(value(rules.shopUrl), ctx.baseUrl) : shopLink(ctx, row, null),
      priceText,
      shippingText: value(rules.shipping),
      totalText: value(rules.total),
      availabilityText: value(rules.availability),
      conditionText: value(rules.condition),
    });
    if (offer) offers.push(offer);
  }
  return { offers, problem: rows.length === 0 ? { code: 'PRICE_TABLE_NO_ROWS', params: { selector: rules.row } } : null };
}

function insideOutside(el: Element): boolean {
  for (let p: Element | null = el; p; p = isElement(p.parent) ? p.parent : null) if (OUTSIDE.has(p.name)) return true;
  return false;
}

function findByClass(ctx: Context, row: Element, word: RegExp): Element | null {
  const found = ctx
    .$(row)
    .find('[class]')
    .toArray()
    .find((el) => isElement(el) && word.test(el.attribs.class ?? '') && !ctx.concealed(el));
  return found && isElement(found) ? found : null;
}

function pickPriceElement(ctx: Context, row: Element): Element | null {
  for (const el of ctx.$(row).find(PRICE_SELECTOR).toArray()) {
    if (!isElement(el) || ctx.concealed(el)) continue;
    const cls = el.attribs.class ?? '';
    if (SHIPPING_WORD.test(cls) || TOTAL_WORD.test(cls) || /base|grund|unit/i.test(cls)) continue;
    return el;
  }
  return null;
}

interface Cells {
  shop: Element | null;
  price: Element | null;
  shipping: Element | null;
  total: Element | null;
  availability: Element | null;
  condition: Element | null;
}

function offerFromCells(ctx: Context, row: Element, cells: Cells): RawTableOffer | null {
  const text = (el: Element | null) => (el ? textOf(el, 500, ctx.concealed) : null);
  return offerFromValues(ctx, row, {
    shopName: shopNameOf(cells.shop, ctx.concealed),
    shopUrl: shopLink(ctx, row, cells.shop),
    priceText: text(cells.price),
    shippingText: text(cells.shipping),
    totalText: text(cells.total),
    availabilityText: text(cells.availability),
    conditionText: text(cells.condition),
  });
}

interface RowValues {
  shopName: string | null;
  shopUrl: string | null;
  priceText: string | null;
  shippingText: string | null;
  totalText: string | null;
  availabilityText: string | null;
  conditionText: string | null;
}

function offerFromValues(ctx: Context, row: Element, values: RowValues): RawTableOffer | null {
  const { shopName } = values;
  if (!shopName || isPlaceholder(shopName)) return null;
  const priceText = values.priceText ?? values.totalText;
  if (!priceText || isPlaceholder(priceText)) return null;
  const parsed = readAmount(priceText, ctx.hints);
  if (parsed.amount === null) return null;
  const hints = { ...ctx.hints, currencyHint: parsed.currency ?? ctx.hints.currencyHint ?? null };
  const rowText = textOf(row, 1_000, ctx.concealed);
  let shippingCost = values.shippingText !== null ? readShipping(values.shippingText, hints) : null;
  if (values.shippingText === null) {
    const inline = rowText.match(/(?:zzgl\.?|\+|plus)\s*([^\s]{0,4}\s*\d[\d.,'’ ]*\s*[^\s\d]{0,4})\s*(?:versand|shipping|porto|vk)/i);
    if (inline?.[1]) shippingCost = readShipping(inline[1], hints);
    else if (/versandkostenfrei|kostenloser versand|free shipping|versand(?:kosten)?:? (?:kostenlos|gratis|frei)/i.test(rowText)) shippingCost = '0.00';
  }
  const total = values.totalText !== null ? readAmount(values.totalText, hints).amount : null;
  return {
    shopName,
    shopUrl: values.shopUrl,
    price: parsed.amount,
    currency: parsed.currency,
    shippingCost,
    totalPrice: total ?? (shippingCost !== null ? addAmounts(parsed.amount, shippingCost) : null),
    availability: availabilityFromText(values.availabilityText, ctx.availabilityValues) ?? normaliseAvailability(rowText),
    condition: values.conditionText !== null ? normaliseCondition(values.conditionText) : USED_TEXT.test(rowText) ? normaliseCondition(rowText.match(USED_TEXT)?.[0]) : null,
    fromPrice: FROM_PRICE.test(priceText),
  };
}

function shopNameOf(el: Element | null, concealed?: (el: Element) => boolean): string | null {
  if (!el) return null;
  const attr = el.attribs['data-shop'] ?? el.attribs['data-shop-name'] ?? el.attribs['data-merchant'] ?? el.attribs['data-seller'];
  if (attr && attr.trim()) return cleanText(attr, 120);
  const link = el.name === 'a' ? el : firstDescendant(el, 'a');
  const clean = (text: string) => cleanText(text.replace(/\b(?:zum shop|to (?:the )?shop|go to shop|visit store|jetzt kaufen)\b/gi, ''), 120);
  const linkText = link ? clean(textOf(link, 300, concealed)) : null;
  if (linkText) return linkText;
  const img = el.name === 'img' ? el : firstDescendant(el, 'img');
  const alt = cleanText(img?.attribs.alt ?? img?.attribs.title ?? el.attribs.title, 120);
  return alt ?? clean(textOf(el, 300, concealed));
}

function firstDescendant(el: Element, name: string): Element | null {
  const stack = [...el.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isElement(node)) continue;
    if (node.name === name) return node;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as Element);
  }
  return null;
}

function shopLink(ctx: Context, row: Element, shopCell: Element | null): string | null {
  const links = ctx.$(shopCell ?? row).find('a[href]').toArray();
  if (shopCell?.name === 'a' && shopCell.attribs.href) links.unshift(shopCell);
  if (links.length === 0 && shopCell) links.push(...ctx.$(row).find('a[href]').toArray());
  for (const link of links) {
    if (!isElement(link)) continue;
    const href = absoluteUrl(link.attribs.href, ctx.baseUrl);
    if (href) return href;
  }
  return null;
}
