import { rangeStartTime, type AnalysedOffer, type OwnPricePoint, type PriceHistoryRange, type PriceHistorySeries } from '@pm/contracts';

export type ChartSeriesKind = 'own' | 'competitor' | 'cheapest';

/** One line of the price development chart: [time in ms, price or null for a gap]. */
export interface ChartSeries {
  id: string;
  kind: ChartSeriesKind;
  name: string;
  points: [number, number | null][];
  /** Prices observed in the range (the carry-on to now not counted). */
  observations: number;
}

/** Where a range starts (null: all time): midnight (UTC) of its first day, as the server reads the history (contracts `rangeStartTime`). */
export function rangeStart(range: PriceHistoryRange, now: number): number | null {
  const start = rangeStartTime(range, now);
  return start === null ? null : Date.parse(start);
}

const OUT_OF_STOCK = new Set(['OutOfStock', 'SoldOut', 'Discontinued']);

/** Price plus shipping (when asked for) in currency units, computed in cents. */
function total(price: string | number | null, shipping: string | number | null | undefined, withShipping: boolean): number | null {
  if (price === null) return null;
  const cents = Math.round(Number(price) * 100) + (withShipping && shipping != null ? Math.round(Number(shipping) * 100) : 0);
  return Number.isFinite(cents) ? cents / 100 : null;
}

const priced = (points: [number, number | null][]) => points.filter(([, value]) => value !== null).length;

/** Carries the last value on to `now`, so a price that has not changed since still shows as a line. */
function extendTo(points: [number, number | null][], now: number): [number, number | null][] {
  const last = points.at(-1);
  if (!last || last[1] === null || last[0] >= now) return points;
  return [...points, [now, last[1]]];
}

export interface ChartInput {
  history: PriceHistorySeries[];
  offers: AnalysedOffer[];
  ownPriceHistory: OwnPricePoint[];
  withShipping: boolean;
  range: PriceHistoryRange;
  now: number;
  names: { own: string; cheapest: string };
}

/**
 * The lines of the price development chart: the own price, each competitor's offer (flagged
 * prices left out; out of stock as a gap) and the cheapest competitor offer at every moment.
 */
export function priceChartSeries({ history, offers, ownPriceHistory, withShipping, range, now, names }: ChartInput): ChartSeries[] {
  const start = rangeStart(range, now);
  const competitorUrls = new Map(offers.filter((offer) => offer.offerType === 'COMPETITOR_OFFER').map((offer) => [offer.urlId, offer]));

  const competitors: ChartSeries[] = history
    .filter((series) => competitorUrls.has(series.urlId))
    .map((series) => {
      const offer = competitorUrls.get(series.urlId)!;
      const points = series.points
        .filter((point) => !point.flagged && (start === null || Date.parse(point.at) >= start))
        .map((point): [number, number | null] => [Date.parse(point.at), OUT_OF_STOCK.has(point.availability ?? '') ? null : total(point.price, point.shippingCost, withShipping)])
        .sort((a, b) => a[0] - b[0]);
      const name = offer.sourceName ?? offer.url;
      return { id: series.urlId, kind: 'competitor' as const, name, points: extendTo(points, now), observations: priced(points) };
    })
    .filter((series) => series.points.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name));

  // The own price: the change before the range start carries into it.
  const changes = [...ownPriceHistory].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const own: [number, number | null][] = [];
  for (const change of changes) {
    const at = Date.parse(change.at);
    const value = total(change.price, change.shippingCost, withShipping);
    if (start !== null && at < start) own[0] = [start, value];
    else own.push([at, value]);
  }

  // The cheapest offer at each moment one of the competitors changed.
  const times = [...new Set(competitors.flatMap((series) => series.points.map(([at]) => at)))].sort((a, b) => a - b);
  const cheapest: [number, number | null][] = times.map((at) => {
    let best: number | null = null;
    for (const series of competitors) {
      let value: number | null = null;
      for (const [pointAt, pointValue] of series.points) {
        if (pointAt > at) break;
        value = pointValue;
      }
      if (value !== null && (best === null || value < best)) best = value;
    }
    return [at, best];
  });

  const lines: ChartSeries[] = [];
  if (own.length > 0) lines.push({ id: 'own', kind: 'own', name: names.own, points: extendTo(own, now), observations: priced(own) });
  if (cheapest.length > 0) lines.push({ id: 'cheapest', kind: 'cheapest', name: names.cheapest, points: extendTo(cheapest, now), observations: priced(cheapest) });
  return [...lines, ...competitors];
}

export interface SeriesSummary {
  id: string;
  name: string;
  latest: number | null;
  lowest: number | null;
  highest: number | null;
  observations: number;
}

/** The text alternative of the chart: each line's latest, lowest and highest price. */
export function summarizeSeries(series: ChartSeries[]): SeriesSummary[] {
  return series.map((line) => {
    const values = line.points.map(([, value]) => value).filter((value): value is number => value !== null);
    return {
      id: line.id,
      name: line.name,
      latest: line.points.at(-1)?.[1] ?? null,
      lowest: values.length > 0 ? Math.min(...values) : null,
      highest: values.length > 0 ? Math.max(...values) : null,
      observations: line.observations,
    };
  });
}
