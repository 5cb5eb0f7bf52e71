/**
 * Day-by-day prices of the demo web: deterministic for (seller, product, day) and moving over
 * time, so scraped history is real and reproducible. A seller's price follows the product's
 * recommended price × the seller's level × a slow weekly wave × a little daily noise, rounded
 * to shop-like endings; now and then there is a sale (with a struck-through price) or a
 * stock-out. Pure: the day comes from the caller's clock.
 */
import type { DemoProduct } from './catalogue.ts';
import { hashUnit } from './hash.ts';
import { specialPageOf } from './listings.ts';
import type { ShippingRule } from './sites.ts';

/** A calendar day as `YYYY-MM-DD` (UTC). */
export type DayKey = string;

export function dayKey(date: Date): DayKey {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

function dayNumber(day: DayKey): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(time)) throw new Error(`Not a day: ${day}`);
  return Math.floor(time / DAY_MS);
}

export interface PricedSeller {
  key: string;
  priceLevel: number;
}

export type OfferAvailability = 'InStock' | 'LimitedAvailability' | 'OutOfStock';

export interface OfferState {
  priceCents: number;
  /** The former price shown crossed out while on sale, else null. */
  regularCents: number | null;
  availability: OfferAvailability;
  condition: 'NewCondition' | 'UsedCondition';
}

const WEEKLY_SWING = 0.08;
const DAILY_NOISE = 0.012;
const SALE_DAYS = 5;
const SALE_CHANCE = 0.1;
const STOCK_DAYS = 3;
const STOCK_OUT_CHANCE = 0.05;
const STOCK_LOW_CHANCE = 0.08;
const USED_FACTOR = 0.72;

/** Shop-like price endings: 12.49 / 12.99 → 44.45 / 44.95 → 249.99 → 1299.00. */
export function withPriceEnding(cents: number): number {
  if (cents < 2_000) return Math.max(99, Math.round(cents / 50) * 50 - 1);
  if (cents < 10_000) return Math.round(cents / 50) * 50 - 5;
  if (cents < 100_000) return Math.round(cents / 100) * 100 - 1;
  return Math.round(cents / 1_000) * 1_000;
}

export function offerOn(seller: PricedSeller, product: DemoProduct, day: DayKey): OfferState {
  const d = dayNumber(day);
  const h = (...parts: (string | number)[]) => hashUnit(seller.key, product.sku, ...parts);
  const special = specialPageOf(seller.key, product.sku);
  // The seller's usual price for this product: stable over time.
  const listCents = product.salesCents * seller.priceLevel * (0.93 + 0.13 * h('level'));
  const week = Math.floor(d / 7);
  const within = (d - week * 7) / 7;
  const wave = (w: number) => (h('week', w) - 0.5) * WEEKLY_SWING;
  const drift = wave(week) * (1 - within) + wave(week + 1) * within + (h('day', d) - 0.5) * DAILY_NOISE;
  const dailyCents = withPriceEnding(listCents * (1 + drift));

  if (special === 'USED') {
    return { priceCents: withPriceEnding(dailyCents * USED_FACTOR), regularCents: null, availability: 'InStock', condition: 'UsedCondition' };
  }

  const saleBlock = Math.floor(d / SALE_DAYS);
  const onSale = h('sale', saleBlock) < SALE_CHANCE;
  const stock = h('stock', Math.floor(d / STOCK_DAYS));
  const availability: OfferAvailability =
    special === 'OUT_OF_STOCK' || stock < STOCK_OUT_CHANCE ? 'OutOfStock' : stock < STOCK_OUT_CHANCE + STOCK_LOW_CHANCE ? 'LimitedAvailability' : 'InStock';
  if (onSale) {
    const regularCents = withPriceEnding(listCents);
    const discount = 0.1 + 0.15 * h('discount', saleBlock);
    return { priceCents: withPriceEnding(regularCents * (1 - discount)), regularCents, availability, condition: 'NewCondition' };
  }
  return { priceCents: dailyCents, regularCents: null, availability, condition: 'NewCondition' };
}

/** Shipping cost (cents) of one item at this price under the seller's rule. */
export function shippingCentsFor(rule: ShippingRule, priceCents: number): number {
  if (rule.model === 'ALWAYS_FREE') return 0;
  if (rule.freeFromCents !== null && priceCents >= rule.freeFromCents) return 0;
  return rule.costCents;
}
