import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DiscoveryRequestView } from '@pm/contracts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';

type Candidate = DiscoveryRequestView['candidates'][number];

/** Texts are capped like the server caps what it sends its own model (AI_LIMITS.fieldChars). */
const cap = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

const TEXTS = {
  name: msg`- Name: {value}`,
  brand: msg`- Brand: {value}`,
  gtin: msg`- GTIN/EAN: {value}`,
  mpn: msg`- Manufacturer part number: {value}`,
  price: msg`- Price: {value}`,
  page: msg`- Page: {value}`,
  mine: msg`My product:`,
  offerAt: msg`Offer at {source}:`,
  find: msg`I am looking for the following product at {source}. Suggest up to five short search terms I can type into the site's own search box to find exactly this product (same model and variant: size, capacity, colour, pack size).`,
  compare: msg`Compare my product with an offer at {source}. Is the offer the same product (same model and the same variant: size, capacity, colour, pack size), a similar product (same product line or a comparable alternative, but another variant), or a different product? Different GTINs or model numbers mean different variants. Answer with "same", "similar" or "different" and one sentence explaining why.`,
};

/** A message with its values (built apart from the call: Lingui's extractor reads an object literal given to i18n._ as a message). */
function say(i18n: I18n, text: MessageDescriptor, values: Record<string, string> = {}): string {
  const filled: MessageDescriptor = { ...text, values };
  return i18n._(filled);
}

function lines(i18n: I18n, facts: { name: string; brand: string | null; gtin: string | null; mpn: string | null; price: string | null; currency: string | null; url?: string }): string {
  const out = [say(i18n, TEXTS.name, { value: cap(facts.name) })];
  if (facts.brand) out.push(say(i18n, TEXTS.brand, { value: cap(facts.brand) }));
  if (facts.gtin) out.push(say(i18n, TEXTS.gtin, { value: cap(facts.gtin) }));
  if (facts.mpn) out.push(say(i18n, TEXTS.mpn, { value: cap(facts.mpn) }));
  const price = formatMoney(facts.price, facts.currency, i18n.locale);
  if (price) out.push(say(i18n, TEXTS.price, { value: price }));
  if (facts.url) out.push(say(i18n, TEXTS.page, { value: facts.url }));
  return out.join('\n');
}

/**
 * "Generate an AI prompt" (spec §7): a prompt in the user's language to paste into an AI of their
 * own — with a candidate, to compare it with the product; without one, to find the product at the
 * request's source. Built here from the request's own data; no AI service is needed.
 */
export function aiPromptText(request: DiscoveryRequestView, candidate: Candidate | null, i18n: I18n): string {
  const product = lines(i18n, { name: request.productName, brand: request.productBrand, gtin: request.productGtin, mpn: request.productMpn, price: request.productPrice, currency: request.productCurrency });
  const source = { source: request.sourceName };
  if (candidate === null) return [say(i18n, TEXTS.find, source), '', say(i18n, TEXTS.mine), product].join('\n');
  const offer = lines(i18n, { name: candidate.title, brand: candidate.brand, gtin: candidate.gtin, mpn: candidate.mpn, price: candidate.price, currency: candidate.currency, url: candidate.url });
  return [say(i18n, TEXTS.compare, source), '', say(i18n, TEXTS.mine), product, '', say(i18n, TEXTS.offerAt, source), offer].join('\n');
}
