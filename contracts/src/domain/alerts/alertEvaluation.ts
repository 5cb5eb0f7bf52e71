/**
 * When price alerts fire: a deterministic fold of the log (products, their competitor offers,
 * the alert rules) that answers, per event, the alerts the event fires. The notifier runs it over
 * the log and hands each answer to the rule's decider, which writes it once.
 *
 * HYSTERESIS (no alert storm when a price flips around a threshold). Every rule watches keys —
 * (rule, product, URL, country) for price alerts, (rule, product, URL) for stock alerts and
 * (rule, product, country) for the position — and each key is either MET (fired, or already true
 * when first seen) or ARMED. An alert fires only when an ARMED key's condition becomes true; the
 * key then stays MET until its condition is false by a margin:
 * - UNDERCUT / PRICE_ABOVE: fires when the competitor's price is more than t % below / above the
 *   own price, re-arms only when the gap is back to t/2 % or less (a price flipping between
 *   4.9 % and 5.1 % under a 5 % rule fires once);
 * - OUT_OF_STOCK / BACK_IN_STOCK: fire on the change of availability, re-arm on the opposite
 *   change (a flagged observation never counts: only the offer the domain fold accepts does);
 * - POSITION_LOST: fires when a competitor becomes cheaper than the own price that was the
 *   cheapest, re-arms when the own price is the cheapest (or equal) again.
 * A key seen for the first time only learns its state (a URL's first price, or a rule just
 * created or changed: what is true then is known, not news). Nothing is read but the log.
 */
import { COUNTRY_CURRENCY } from '../../http/priceAnalysis.ts';
import type { AlertEvidence, AlertRuleFields } from '../../http/alerts.ts';
import type { Country } from '../../enums.ts';
import type { OfferEvent, PriceAlertRuleEvent, ProductEvent } from '../../events/index.ts';
import { isOutOfStock } from '../offers/availability.ts';
import { inStockPriceCents } from '../offers/inStockPrice.ts';
import { evolveOfferOfUrl, initialOfferOfUrl, type OfferOfUrl } from '../offers/offerOfUrl.ts';
import { toCents } from '../money/exactAmount.ts';

/** An event of the log as the evaluation needs it. */
export interface LoggedEvent {
  id: string;
  type: string;
  data: unknown;
  position: bigint;
  companyId: string | null;
  occurredAt: string;
}

interface AlertUrl {
  url: string;
  sourceId: string;
  competitor: boolean;
  offer: OfferOfUrl;
}

interface AlertProduct {
  companyId: string;
  name: string;
  brand: string | null;
  categoryId: string | null;
  archived: boolean;
  /** Gross sales price per country, in cents. */
  own: Partial<Record<Country, number>>;
  urls: Record<string, AlertUrl>;
}

interface AlertRule {
  ruleId: string;
  companyId: string;
  userId: string;
  fields: AlertRuleFields;
}

export interface AlertWorld {
  products: Map<string, AlertProduct>;
  rules: Map<string, AlertRule>;
  /** Hysteresis key → true: MET, false: ARMED; missing: not seen yet. */
  keys: Map<string, boolean>;
}

export interface AlertFire {
  ruleId: string;
  companyId: string;
  userId: string;
  key: string;
  sourcePosition: string;
  evidence: AlertEvidence;
}

export const createAlertWorld = (): AlertWorld => ({ products: new Map(), rules: new Map(), keys: new Map() });

/** MET: fires from ARMED; CLEAR: re-arms; HOLD: keeps the key as it is (inside the margin, or nothing known). */
type Status = 'MET' | 'CLEAR' | 'HOLD';
interface Check {
  key: string;
  status: Status;
  evidence: AlertEvidence;
}

const centsOf = (amount: number | null | undefined): number | null => (amount === null || amount === undefined ? null : toCents(amount));
const centsString = (cents: number): string => `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;

/** The URL's competitor price that counts: current, on a clean page, in stock; else null. */
function inStockCents(url: AlertUrl): number | null {
  return inStockPriceCents(url.offer);
}

const sameCurrency = (url: AlertUrl, country: Country) => {
  const currency = url.offer.current?.currency ?? null;
  return currency === null || currency === COUNTRY_CURRENCY[country];
};

/** How a rule's brand matches a product's: trimmed, case ignored (the scope check accepts what could match). */
export const alertBrandKey = (brand: string | null | undefined): string => (brand ?? '').trim().toLowerCase();

function inScope(rule: AlertRuleFields, productId: string, product: AlertProduct): boolean {
  const { productIds, brands, categoryIds } = rule.scope;
  if (productIds.length > 0 && !productIds.includes(productId)) return false;
  if (brands.length > 0 && !brands.some((b) => alertBrandKey(b) === alertBrandKey(product.brand))) return false;
  if (categoryIds.length > 0 && (product.categoryId === null || !categoryIds.includes(product.categoryId))) return false;
  return true;
}

const shopInScope = (rule: AlertRuleFields, url: AlertUrl) => url.competitor && (rule.scope.sourceIds.length === 0 || rule.scope.sourceIds.includes(url.sourceId));

function evidenceOf(productId: string, product: AlertProduct, urlId: string | null, country: Country | null, at: LoggedEvent): AlertEvidence {
  const url = urlId ? product.urls[urlId] : undefined;
  const current = url?.offer.current ?? null;
  const own = country ? product.own[country] : undefined;
  return {
    productId,
    productName: product.name,
    urlId,
    url: url?.url ?? null,
    sourceId: url?.sourceId ?? null,
    country,
    price: current?.price ?? null,
    ownPrice: own === undefined ? null : centsString(own),
    currency: current?.currency ?? (country ? COUNTRY_CURRENCY[country] : null),
    availability: current?.availability ?? null,
    // The observation behind the alert; an own price change fires on the offer as last observed.
    observedAt: current?.observedAt ?? at.occurredAt,
    eventId: current?.eventId || at.id,
  };
}

/** A gap of more than t % fires; t/2 % or less re-arms (basis points keep it in integers). */
function gapStatus(gapCents: number, ownCents: number, thresholdPercent: number): Status {
  const bp = Math.round(thresholdPercent * 100);
  if (gapCents * 10_000 > bp * ownCents) return 'MET';
  return gapCents * 20_000 <= bp * ownCents ? 'CLEAR' : 'HOLD';
}

function checksOf(rule: AlertRule, productId: string, product: AlertProduct, onlyUrl: string | null, at: LoggedEvent): Check[] {
  const { fields } = rule;
  const checks: Check[] = [];
  const urls = Object.entries(product.urls).filter(([urlId, url]) => shopInScope(fields, url) && (onlyUrl === null || urlId === onlyUrl || fields.kind === 'POSITION_LOST'));
  const countries = Object.keys(product.own) as Country[];
  switch (fields.kind) {
    case 'UNDERCUT':
    case 'PRICE_ABOVE':
      for (const [urlId, url] of urls) {
        const price = inStockCents(url);
        for (const country of countries) {
          const own = product.own[country];
          if (own === undefined || own <= 0 || !sameCurrency(url, country)) continue;
          const gap = price === null ? null : fields.kind === 'UNDERCUT' ? own - price : price - own;
          const status = gap === null ? 'HOLD' : gapStatus(gap, own, fields.thresholdPercent ?? 100);
          checks.push({ key: `${rule.ruleId}|${productId}|${urlId}|${country}`, status, evidence: evidenceOf(productId, product, urlId, country, at) });
        }
      }
      return checks;
    case 'OUT_OF_STOCK':
    case 'BACK_IN_STOCK':
      for (const [urlId, url] of urls) {
        const { current, last } = url.offer;
        const known = current !== null && (!last || last.pageStatus === 'OK');
        const out = known && isOutOfStock(current.availability);
        const met = fields.kind === 'OUT_OF_STOCK' ? out : !out;
        checks.push({ key: `${rule.ruleId}|${productId}|${urlId}`, status: known ? (met ? 'MET' : 'CLEAR') : 'HOLD', evidence: evidenceOf(productId, product, urlId, null, at) });
      }
      return checks;
    case 'POSITION_LOST':
      for (const country of countries) {
        const own = product.own[country];
        if (own === undefined) continue;
        let cheapest: [string, number] | null = null;
        for (const [urlId, url] of urls) {
          const price = sameCurrency(url, country) ? inStockCents(url) : null;
          if (price !== null && (cheapest === null || price < cheapest[1])) cheapest = [urlId, price];
        }
        const status: Status = cheapest !== null && cheapest[1] < own ? 'MET' : 'CLEAR';
        checks.push({ key: `${rule.ruleId}|${productId}|${country}`, status, evidence: evidenceOf(productId, product, cheapest?.[0] ?? null, country, at) });
      }
      return checks;
  }
}

/** Applies the checks to the keys; answers the alerts that fire (none while only learning). */
function settle(world: AlertWorld, rule: AlertRule, checks: Check[], at: LoggedEvent, learnOnly: boolean): AlertFire[] {
  const fires: AlertFire[] = [];
  for (const { key, status, evidence } of checks) {
    const before = world.keys.get(key);
    if (status === 'HOLD') continue;
    world.keys.set(key, status === 'MET');
    if (status === 'MET' && before === false && !learnOnly) {
      fires.push({ ruleId: rule.ruleId, companyId: rule.companyId, userId: rule.userId, key, sourcePosition: at.position.toString(), evidence });
    }
  }
  return fires;
}

function evaluateProduct(world: AlertWorld, productId: string, onlyUrl: string | null, at: LoggedEvent): AlertFire[] {
  const product = world.products.get(productId);
  if (!product || product.archived) return [];
  const fires: AlertFire[] = [];
  for (const rule of world.rules.values()) {
    if (rule.companyId !== product.companyId || !rule.fields.active || !inScope(rule.fields, productId, product)) continue;
    fires.push(...settle(world, rule, checksOf(rule, productId, product, onlyUrl, at), at, false));
  }
  return fires;
}

/** A new or changed rule learns what is true now; nothing fires for it. */
function learnRule(world: AlertWorld, rule: AlertRule, at: LoggedEvent): void {
  for (const key of [...world.keys.keys()]) if (key.startsWith(`${rule.ruleId}|`)) world.keys.delete(key);
  if (!rule.fields.active) return;
  for (const [productId, product] of world.products) {
    if (product.companyId !== rule.companyId || product.archived || !inScope(rule.fields, productId, product)) continue;
    settle(world, rule, checksOf(rule, productId, product, null, at), at, true);
  }
}

function ownPrices(pricing: Partial<Record<Country, { salesPrice?: number | null } | undefined>> | undefined): Partial<Record<Country, number>> {
  const own: Partial<Record<Country, number>> = {};
  for (const [country, p] of Object.entries(pricing ?? {})) {
    const cents = centsOf(p?.salesPrice);
    if (cents !== null) own[country as Country] = cents;
  }
  return own;
}

export const ALERT_EVENT_TYPES: ReadonlySet<string> = new Set([
  'ProductCreated',
  'ProductUpdated',
  'ProductArchived',
  'ProductRestored',
  'CompetitorUrlAdded',
  'CompetitorUrlRemoved',
  'OfferObserved',
  'PriceAlertRuleCreated',
  'PriceAlertRuleUpdated',
  'PriceAlertRuleDeleted',
]);

type Handled = ProductEvent | OfferEvent | PriceAlertRuleEvent;

/** Folds one event of the log into the world (in place) and answers the alerts it fires. */
export function applyToAlertWorld(world: AlertWorld, at: LoggedEvent): AlertFire[] {
  if (!ALERT_EVENT_TYPES.has(at.type)) return [];
  const event = { type: at.type, data: at.data } as Handled;
  switch (event.type) {
    case 'ProductCreated': {
      const { productId, companyId, fields } = event.data;
      if (world.products.has(productId)) return [];
      world.products.set(productId, { companyId, name: fields.name, brand: fields.brand ?? null, categoryId: fields.categoryId ?? null, archived: false, own: ownPrices(fields.pricing), urls: {} });
      return [];
    }
    case 'ProductUpdated': {
      const product = world.products.get(event.data.productId);
      if (!product) return [];
      const { changes } = event.data;
      if (changes.name !== undefined) product.name = changes.name;
      if (changes.brand !== undefined) product.brand = changes.brand ?? null;
      if (changes.categoryId !== undefined) product.categoryId = changes.categoryId ?? null;
      if (changes.pricing === undefined) return [];
      product.own = ownPrices(changes.pricing);
      return evaluateProduct(world, event.data.productId, null, at);
    }
    case 'ProductArchived':
    case 'ProductRestored': {
      const product = world.products.get(event.data.productId);
      if (product) product.archived = event.type === 'ProductArchived';
      return [];
    }
    case 'CompetitorUrlAdded': {
      const product = world.products.get(event.data.productId);
      if (product && !product.urls[event.data.urlId]) {
        product.urls[event.data.urlId] = { url: event.data.url, sourceId: event.data.sourceId, competitor: event.data.offerType === 'COMPETITOR_OFFER', offer: initialOfferOfUrl() };
      }
      return [];
    }
    case 'CompetitorUrlRemoved': {
      const product = world.products.get(event.data.productId);
      if (product) delete product.urls[event.data.urlId];
      return [];
    }
    case 'OfferObserved': {
      const url = world.products.get(event.data.productId)?.urls[event.data.urlId];
      if (!url) return [];
      const before = url.offer;
      url.offer = evolveOfferOfUrl(before, event.data, at.id);
      // A flagged observation changes no current offer: nothing to evaluate.
      if (url.offer.current === before.current && url.offer.last?.pageStatus === before.last?.pageStatus) return [];
      return evaluateProduct(world, event.data.productId, event.data.urlId, at);
    }
    case 'PriceAlertRuleCreated': {
      const { ruleId, companyId, userId, fields } = event.data;
      const rule = { ruleId, companyId, userId, fields };
      world.rules.set(ruleId, rule);
      learnRule(world, rule, at);
      return [];
    }
    case 'PriceAlertRuleUpdated': {
      const rule = world.rules.get(event.data.ruleId);
      if (!rule) return [];
      rule.fields = event.data.fields;
      learnRule(world, rule, at);
      return [];
    }
    case 'PriceAlertRuleDeleted': {
      world.rules.delete(event.data.ruleId);
      for (const key of [...world.keys.keys()]) if (key.startsWith(`${event.data.ruleId}|`)) world.keys.delete(key);
      return [];
    }
    default:
      return [];
  }
}
