/**
 * The wizard's input as the API takes it: the sample URLs, the field rules (per field a CSS
 * selector with an optional attribute and pattern, blank: no rule), the suggested source fields. Pure.
 */
import { hostnameOfUrl, wizardUrlSchema, type CrawlerKind, type ProbeAnswer, type ProbeField, type ProbeResult, type ScrapeInstructions } from '@pm/contracts';

/** The fields the admin may give a selector for, in the order the wizard shows them. */
export const RULE_FIELDS: readonly ProbeField[] = ['price', 'currency', 'availability', 'shippingCost', 'name'];

/**
 * One field's rule as typed: a CSS selector, and optionally the attribute to read instead of the
 * element's text ("content", "data-price") and a regular expression whose first group is kept —
 * the long form of a scrape exception's field rule.
 */
export interface RuleInput {
  selector: string;
  attribute: string;
  regex: string;
}
export type RuleInputs = Record<ProbeField, RuleInput>;
const NO_RULE: RuleInput = { selector: '', attribute: '', regex: '' };
export const EMPTY_RULES: RuleInputs = { price: NO_RULE, currency: NO_RULE, availability: NO_RULE, shippingCost: NO_RULE, name: NO_RULE };

/** A field rule of the instructions: the plain selector, or the long form when an attribute or pattern is given; null without a selector. */
function ruleOf(input: RuleInput): ScrapeInstructions['price'] | null {
  const selector = input.selector.trim();
  if (selector === '') return null;
  const attribute = input.attribute.trim();
  // A pattern is kept as typed (spaces may be part of it); only a blank one is none.
  const regex = input.regex.trim() === '' ? '' : input.regex;
  if (attribute === '' && regex === '') return selector;
  return { selector, ...(attribute ? { attribute } : {}), ...(regex ? { regex } : {}) };
}

/** The URL trimmed when it is an http(s) URL the API takes, else null. */
export function validUrl(text: string): string | null {
  const parsed = wizardUrlSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** The rules given, as a scrape exception's instructions; null when no field has a selector. */
export function instructionsOf(rules: RuleInputs): ScrapeInstructions | null {
  const entries = RULE_FIELDS.flatMap((field) => {
    const rule = ruleOf(rules[field]);
    return rule === null ? [] : [[field, rule] as const];
  });
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

/** The further URLs must be on the sample's domain (the source is one domain). */
export function sameHost(url: string, sampleUrl: string): boolean {
  return hostnameOfUrl(url) !== null && hostnameOfUrl(url) === hostnameOfUrl(sampleUrl);
}

/** A page the extraction read a price from with confidence (or from selectors). */
export function readsPrice(result: ProbeResult | undefined): boolean {
  const price = result?.fields.find((f) => f.field === 'price');
  return result?.outcome === 'FETCHED' && result.pageStatus === 'OK' && price?.value != null && (price.method === 'selectors' || (price.confidence ?? 1) >= 0.5);
}

/**
 * The crawler kind to suggest after the first probe: the lightest kind that read a sure price,
 * else the lightest that fetched the page, else the Cheerio crawler.
 */
export function suggestedCrawler(answer: ProbeAnswer | null): CrawlerKind {
  const results = answer?.results ?? [];
  const sure = results.find((r) => readsPrice(r));
  if (sure) return sure.crawler;
  return results.find((r) => r.outcome === 'FETCHED' && r.httpStatus !== null && r.httpStatus < 400)?.crawler ?? 'crawlee-cheerio-crawler';
}

/** A scrape exception code from the domain: "werkbank-restposten.demo.test" → "werkbank-restposten-demo-test". */
export function exceptionCodeFor(hostname: string): string {
  const slug = hostname.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 70).replace(/-+$/, '');
  return slug.length >= 3 ? slug : `${slug}-source`;
}
