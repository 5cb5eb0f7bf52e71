/**
 * The own price of a past day (issue 14: the price development's own index, the demo's 90 days).
 * A product's own gross sales price comes from two kinds of points: the product's current price,
 * set by its product events at a time (`pricedAt`), and prices recorded from outside the product
 * for past days (`OwnPriceRecorded`: an ERP's price history, the demo history), which never change
 * the current price. The price at the end of a day is the latest point up to that day.
 */

/** Per country, per day (UTC) the latest own gross sales price recorded for it: [recorded at (ISO), the price as recorded]. */
export type RecordedOwnPrices = Record<string, Record<string, [string, number]>>;

/** Adds a recorded own price (the latest of its day wins; the same object when nothing changed). */
export function withRecordedOwnPrice(recorded: RecordedOwnPrices | undefined, country: string, at: string, salesPrice: number): RecordedOwnPrices {
  const day = at.slice(0, 10);
  const kept = recorded?.[country]?.[day];
  if (recorded && kept && (kept[0] > at || (kept[0] === at && kept[1] === salesPrice))) return recorded;
  return { ...recorded, [country]: { ...recorded?.[country], [day]: [at, salesPrice] } };
}

/**
 * The own gross sales price at the end of `day` (in the unit it is given in): of the current price (from `pricedAt` on) and the
 * prices recorded for days up to `day`, the latest; the current price when none is that old (a day
 * before the product had prices, as the demo's history before its first recorded price).
 */
export function ownPriceOn(current: number | null, pricedAt: string | null, recorded: Record<string, [string, number]> | undefined, day: string): number | null {
  let best: [string, number | null] | null = pricedAt !== null && pricedAt.slice(0, 10) <= day ? [pricedAt, current] : null;
  for (const [recordedDay, point] of Object.entries(recorded ?? {})) if (recordedDay <= day && (best === null || point[0] > best[0])) best = point;
  return best === null ? current : best[1];
}

/** What a fold keeps to know the own price of a past day: when the current prices were set and the prices recorded for past days. */
export interface OwnPricePoints {
  pricedAt?: string | null;
  recordedOwn?: RecordedOwnPrices;
}

/**
 * Folds the events that set own prices into the points — a product event carrying prices (the
 * current price from its time), `OwnPriceRecorded` (a past day's price) — for every fold that
 * needs the own price of a day (the daily market, the insights). Answers the points unchanged
 * (the same object, which may be the fold's whole state) for any other event, else just the two fields.
 */
export function evolveOwnPricePoints(points: OwnPricePoints, recorded: { type: string; data: unknown; metadata: { occurredAt: string } }): OwnPricePoints {
  if (recorded.type === 'OwnPriceRecorded') {
    const data = recorded.data as { country: string; salesPrice: number; recordedAt: string };
    const recordedOwn = withRecordedOwnPrice(points.recordedOwn, data.country, data.recordedAt, data.salesPrice);
    return recordedOwn === points.recordedOwn ? points : { pricedAt: points.pricedAt ?? null, recordedOwn };
  }
  if (recorded.type !== 'ProductCreated' && recorded.type !== 'ProductUpdated') return points;
  const data = recorded.data as { fields?: { pricing?: unknown }; changes?: { pricing?: unknown } };
  const carries = recorded.type === 'ProductCreated' ? data.fields?.pricing !== undefined : data.changes !== undefined && 'pricing' in data.changes;
  return carries && points.pricedAt !== recorded.metadata.occurredAt ? { pricedAt: recorded.metadata.occurredAt, ...(points.recordedOwn ? { recordedOwn: points.recordedOwn } : {}) } : points;
}

/** A product's pricing with each country's sales price as of the end of `day` (the same object when none differs). */
export function pricingOn<P extends { salesPrice?: number | null } | undefined>(pricing: Partial<Record<string, P>>, points: OwnPricePoints, day: string): Partial<Record<string, P>> {
  if (!points.recordedOwn) return pricing;
  let priced = pricing;
  for (const [country, entry] of Object.entries(pricing)) {
    if (!entry) continue;
    const price = ownPriceOn(entry.salesPrice ?? null, points.pricedAt ?? null, points.recordedOwn[country], day);
    if (price !== (entry.salesPrice ?? null)) priced = { ...priced, [country]: { ...entry, salesPrice: price } };
  }
  return priced;
}
