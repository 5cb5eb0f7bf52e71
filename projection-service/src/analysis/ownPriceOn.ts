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
