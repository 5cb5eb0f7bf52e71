/**
 * Configured selectors ("scrape exceptions") applied to a page. A rule's value is the text (or
 * the named attribute) of its first matching element that a shopper can see — matches inside
 * <script>/<template> or hidden elements are skipped for text, template placeholders are never
 * taken — optionally narrowed by the rule's regex.
 */
import { compileUserPattern } from '@pm/contracts/patterns';
import type { CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { availabilityFromText } from './availability.ts';
import { readAmount, readShipping } from './amounts.ts';
import { normaliseCondition } from './condition.ts';
import { CURRENCY_MARKS } from './currencies.ts';
import { absoluteUrl, cleanText, isElement, textOf } from './document.ts';
import { normaliseGtinText } from './identifiers.ts';
import { NOTE_TEXT_LIMIT, type ScrapeNote } from './notes.ts';
import type { PriceHints } from './parsePrice.ts';
import { isPlaceholder } from './placeholders.ts';
import { isoCurrency } from './schemaProducts.ts';
import { ruleOf, type FieldRule, type SelectorInstructions } from './selectorConfig.ts';
import { emptyOffer, emptyProduct, type ProductReading } from './types.ts';

const MAX_MATCHES = 50;
const INERT = new Set(['script', 'style', 'template']);

function isInert(el: Element): boolean {
  for (let p: Element | null = el; p; p = isElement(p.parent) ? p.parent : null) if (INERT.has(p.name)) return true;
  return false;
}

export interface RuleProblem {
  code: 'SELECTOR_INVALID' | 'SELECTOR_HIDDEN_ONLY' | 'SELECTOR_PLACEHOLDER' | 'SELECTOR_REGEX_NO_MATCH';
  selector: string;
}

export interface RuleValue {
  value: string | null;
  /** Why a rule gave nothing usable (only hidden matches, placeholders), or an invalid selector in its list. */
  problem: RuleProblem | null;
}

/** The value of one rule on the page (or inside `root`). */
export function selectValue($: CheerioAPI, rule: FieldRule, concealed: (el: Element) => boolean, root?: Element): RuleValue {
  const { selectors, attribute, regex } = ruleOf(rule);
  let problem: RuleProblem | null = null;
  let invalid: RuleProblem | null = null;
  for (const selector of selectors) {
    let matches: Element[];
    try {
      matches = (root ? $(root).find(selector) : $(selector)).toArray().filter(isElement);
    } catch {
      invalid ??= { code: 'SELECTOR_INVALID', selector };
      continue;
    }
    if (matches.length === 0) continue;
    for (const el of matches.slice(0, MAX_MATCHES)) {
      if (isInert(el) || (attribute === null && concealed(el))) {
        problem ??= { code: 'SELECTOR_HIDDEN_ONLY', selector };
        continue;
      }
      const raw = attribute === null ? textOf(el, 2_000) : el.attribs[attribute];
      if (raw === undefined || raw.trim() === '') continue;
      if (isPlaceholder(raw)) {
        problem ??= { code: 'SELECTOR_PLACEHOLDER', selector };
        continue;
      }
      if (regex === null) return { value: raw.trim(), problem: invalid };
      // RE2 (linear time): the regex is supplied by people and runs on the worker's main thread.
      const match = compileUserPattern(regex)?.firstGroup(raw) ?? null;
      if (match !== null) return { value: match.trim(), problem: invalid };
      problem ??= { code: 'SELECTOR_REGEX_NO_MATCH', selector };
    }
  }
  return { value: null, problem: invalid ?? problem };
}

export interface SelectorReading {
  product: ProductReading;
  /** Fields the rules named and produced a value for. */
  found: number;
  notes: ScrapeNote[];
}

export function readSelectors(
  $: CheerioAPI,
  instructions: SelectorInstructions,
  ctx: { baseUrl: string; hints: PriceHints; concealed: (el: Element) => boolean },
): SelectorReading {
  const product = emptyProduct();
  const offer = emptyOffer();
  const notes: ScrapeNote[] = [];
  let found = 0;
  const read = (field: string, rule: FieldRule | undefined): string | null => {
    if (rule === undefined) return null;
    const { value, problem } = selectValue($, rule, ctx.concealed);
    if (problem) notes.push({ code: problem.code, params: { field, selector: problem.selector } });
    else if (value === null) notes.push({ code: 'SELECTOR_NO_MATCH', params: { field } });
    return value;
  };
  const take = <T>(value: T | null): T | null => {
    if (value !== null) found++;
    return value;
  };
  const currencyText = read('currency', instructions.currency);
  const currency = currencyText === null ? null : currencyFromText(currencyText);
  const hints = { ...ctx.hints, currencyHint: currency ?? ctx.hints.currencyHint ?? null };
  const priceText = read('price', instructions.price);
  if (priceText !== null) {
    const parsed = readAmount(priceText, hints);
    if (parsed.amount === null) notes.push({ code: 'SELECTOR_NOT_A_PRICE', params: { text: priceText.slice(0, NOTE_TEXT_LIMIT) } });
    offer.price = take(parsed.amount);
    offer.currency = parsed.currency;
    offer.currencyText = parsed.currencyText;
    offer.regularPrice = parsed.previousAmount;
  }
  if (currency !== null) offer.currency = take(currency);
  const regularText = read('regularPrice', instructions.regularPrice);
  if (regularText !== null) offer.regularPrice = take(readAmount(regularText, hints).amount) ?? offer.regularPrice;
  const shippingText = read('shippingCost', instructions.shippingCost);
  if (shippingText !== null) offer.shippingCost = take(readShipping(shippingText, hints));
  const availabilityText = read('availability', instructions.availability);
  if (availabilityText !== null) {
    offer.availability = take(availabilityFromText(availabilityText, instructions.availabilityValues));
    if (offer.availability === null) notes.push({ code: 'SELECTOR_AVAILABILITY_UNKNOWN', params: { text: availabilityText.slice(0, NOTE_TEXT_LIMIT) } });
  }
  const conditionText = read('condition', instructions.condition);
  if (conditionText !== null) offer.condition = take(normaliseCondition(conditionText));
  offer.deliveryTime = take(cleanText(read('deliveryTime', instructions.deliveryTime), 200));
  product.name = take(cleanText(read('name', instructions.name)));
  product.brand = take(cleanText(read('brand', instructions.brand), 200));
  product.mpn = take(cleanText(read('mpn', instructions.mpn), 100));
  product.sku = take(cleanText(read('sku', instructions.sku), 100));
  const gtinText = read('gtin', instructions.gtin);
  product.gtin = take(gtinText === null ? null : normaliseGtinText(gtinText.match(/\d[\d -]{6,16}\d/)?.[0] ?? gtinText));
  product.image = take(absoluteUrl(read('image', instructions.image), ctx.baseUrl));
  if (offer.regularPrice !== null && offer.regularPrice === offer.price) offer.regularPrice = null;
  product.offers.push(offer);
  return { product, found, notes };
}

/** "EUR", "€", "CHF", "Fr." → ISO code. */
export function currencyFromText(text: string): string | null {
  const trimmed = text.trim();
  const iso = isoCurrency(trimmed);
  if (iso && CURRENCY_MARKS.some(([, code]) => code === iso)) return iso;
  for (const [mark, code] of CURRENCY_MARKS) if (trimmed === mark || trimmed.includes(mark)) return code;
  return iso;
}
