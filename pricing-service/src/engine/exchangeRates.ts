/**
 * Costs and limits in another currency than the channel's (docs/pricing.md "Markets and
 * currencies"): converted with the company's exchange rates, never taken at face value (a PLN
 * channel never prices from EUR costs as if they were PLN). The rate of a pair is the one with
 * the latest `validFrom` on or before the run's day (UTC); a pair given only the other way round
 * is used inverted, exactly. No rate: the amount cannot be converted (EXCHANGE_RATE_MISSING).
 */
import type { Currency, DecisionTrace, ExchangeRate } from '@pm/contracts';
import { ceilCents, exact, Exact, floorCents } from './money.ts';

export type Conversion = NonNullable<DecisionTrace['conversions']>[number];
export type ConvertedField = Conversion['field'];

interface UsableRate {
  rate: Exact;
  /** The rate as the trace shows it (1 `from` = rate `to`). */
  shown: number;
  validFrom: string;
}

export class ExchangeRateTable {
  readonly #rates = new Map<string, UsableRate>();

  /** `now`: the run's clock; rates valid from a later day are not used yet. */
  constructor(rates: readonly ExchangeRate[], now: string) {
    const today = now.slice(0, 10);
    const latest = new Map<string, ExchangeRate>();
    for (const rate of rates) {
      if (rate.from === rate.to || rate.validFrom > today) continue;
      const key = pairKey(rate.from, rate.to);
      const known = latest.get(key);
      if (!known || rate.validFrom > known.validFrom) latest.set(key, rate);
    }
    for (const [key, rate] of latest) this.#rates.set(key, { rate: exact(rate.rate), shown: rate.rate, validFrom: rate.validFrom });
    for (const rate of latest.values()) {
      const inverse = pairKey(rate.to, rate.from);
      if (this.#rates.has(inverse)) continue;
      const exactInverse = new Exact(1n).div(exact(rate.rate));
      this.#rates.set(inverse, { rate: exactInverse, shown: exactInverse.toNumber(), validFrom: rate.validFrom });
    }
  }

  rateOf(from: Currency, to: Currency): UsableRate | null {
    return this.#rates.get(pairKey(from, to)) ?? null;
  }
}

const pairKey = (from: Currency, to: Currency) => `${from}>${to}`;

/** Costs are kept to a hundredth of a cent (the precision the product model takes them in). */
const COST_SCALE = 10_000n;
function roundCost(amount: Exact): number {
  const scaled = amount.num * COST_SCALE;
  const twice = 2n * (scaled < 0n ? -scaled : scaled);
  const units = (twice + amount.den) / (2n * amount.den);
  return Number(scaled < 0n ? -units : units) / Number(COST_SCALE);
}

/** How a converted amount is rounded: costs half up to 1/100 ct; a lower price limit up to the cent, an upper one down (so it keeps its limit). */
const ROUNDING: Record<ConvertedField, (amount: Exact) => number> = {
  PURCHASE_PRICE: roundCost,
  PRODUCT_MIN_PRICE: ceilCents,
  PRODUCT_MAX_PRICE: floorCents,
};

export type Converted = { ok: true; amount: number; conversion: Conversion | null } | { ok: false; conversion: Pick<Conversion, 'field' | 'from' | 'to'> };

/** `amount` (in `from`, null: the channel's currency) in the channel's currency `to`. */
export function convert(table: ExchangeRateTable, field: ConvertedField, amount: number, from: Currency | null | undefined, to: Currency): Converted {
  if (from == null || from === to) return { ok: true, amount, conversion: null };
  const rate = table.rateOf(from, to);
  if (!rate) return { ok: false, conversion: { field, from, to } };
  const converted = ROUNDING[field](exact(amount).times(rate.rate));
  return { ok: true, amount: converted, conversion: { field, from, to, rate: rate.shown, validFrom: rate.validFrom, original: amount, converted } };
}
