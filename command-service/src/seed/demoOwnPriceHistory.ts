/**
 * The own side of "a demo with a past" (issue 14 items 5 and 8): the demo company's own sales
 * prices of the past 90 days as `OwnPriceRecorded` events with their past times, marked
 * `demoHistory: true`, so the strike-price export finds real reference prices (the lowest own
 * price of the 30 days before a start). A product's price moves every one to three weeks by a few
 * percent around today's price; the product's current price stays the one it has.
 */
import { toCents } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';
import { newId, type EventStore, type EventToAppend } from '@pm/platform';
import { DEMO_HISTORY_DAYS, forEachCompanyEvent, type StreamEvent } from './demoHistory.ts';

const DAY_MS = 86_400_000;
/** Price factors in per mille of today's price: mostly a little dearer, sometimes a sale. */
const FACTORS = [920, 950, 970, 1000, 1000, 1030, 1050, 1080];

export interface OwnPrices {
  productId: string;
  /** Country → today's gross sales price. */
  prices: Record<string, number>;
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/** The company's products and their current sales prices per country, read from the log. */
export async function companyOwnPrices(store: EventStore, companyId: string): Promise<OwnPrices[]> {
  const products = new Map<string, OwnPrices>();
  const take = (productId: string, pricing: Record<string, { salesPrice?: number | null } | undefined> | undefined) => {
    if (!pricing) return;
    const prices: Record<string, number> = {};
    for (const [country, entry] of Object.entries(pricing)) if (entry?.salesPrice) prices[country] = entry.salesPrice;
    products.set(productId, { productId, prices });
  };
  await forEachCompanyEvent(store, companyId, (event) => {
    if (event.type === 'ProductCreated') {
      const data = event.data as { productId: string; fields: { pricing?: Record<string, { salesPrice?: number | null }> } };
      take(data.productId, data.fields.pricing);
    } else if (event.type === 'ProductUpdated') {
      const data = event.data as { productId: string; changes: { pricing?: Record<string, { salesPrice?: number | null }> } };
      if (data.changes.pricing) take(data.productId, data.changes.pricing);
    }
  });
  return [...products.values()];
}

/** One product's past own prices, oldest first: a point where each price period starts (deterministic per day). */
export function ownPriceHistoryOf(product: OwnPrices, options: { companyId: string; days?: number; now?: Date }): EventToAppend[] {
  const days = options.days ?? DEMO_HISTORY_DAYS;
  const now = options.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const correlationId = newId();
  const events: EventToAppend[] = [];
  for (const [country, price] of Object.entries(product.prices)) {
    const todayCents = toCents(price);
    let back = days;
    while (back >= 1) {
      const seed = hash(`${product.productId}|${country}|${back}`);
      const cents = Math.round((todayCents * FACTORS[seed % FACTORS.length]!) / 1000);
      // Prices change in the early morning, as a shop's nightly import would.
      const recordedAt = new Date(today - back * DAY_MS + (120 + (seed % 120)) * 60_000).toISOString();
      events.push({
        id: newId(),
        type: 'OwnPriceRecorded',
        data: { productId: product.productId, companyId: options.companyId, country, salesPrice: cents / 100, recordedAt },
        metadata: { companyId: options.companyId, userId: 'service:seed', correlationId, causationId: null, occurredAt: recordedAt, version: 1, demoHistory: true },
      });
      back -= 7 + (seed % 15);
    }
  }
  return events;
}

/** The own price history of every product of the company that has sales prices, with their streams. */
export async function demoOwnPriceEvents(store: EventStore, options: { companyId: string; days?: number; now?: Date }): Promise<{ products: number; events: StreamEvent[] }> {
  const events: StreamEvent[] = [];
  let products = 0;
  for (const product of await companyOwnPrices(store, options.companyId)) {
    const history = ownPriceHistoryOf(product, options);
    if (history.length === 0) continue;
    products++;
    for (const event of history) events.push({ streamId: streams.ownPrice(product.productId), event });
  }
  return { products, events };
}
