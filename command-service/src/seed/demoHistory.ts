/**
 * "A demo with a past" (issue 14 item 8): the demo company's competitor URLs get the
 * observations of the past days as real `OfferObserved` events with their past `observedAt`,
 * marked `demoHistory: true` in their metadata. The prices come from the caller (the demo
 * competitor web's deterministic day-by-day prices), so the history ends where today's scrape
 * starts. Written before the scraper starts: the latest observation of every URL stays today's.
 */
import { streams } from '@pm/contracts/events';
import type { ScrapedOffer } from '@pm/contracts';
import { newId, type EventStore, type EventToAppend, type RecordedEvent } from '@pm/platform';

export const DEMO_HISTORY_DAYS = 90;

export interface DemoHistoryUrl {
  urlId: string;
  productId: string;
  sourceId: string;
  url: string;
}

export interface DemoHistoryOptions {
  companyId: string;
  /** The offer a URL showed on a past day (`YYYY-MM-DD`), or null when it has no history. */
  offerOn: (url: DemoHistoryUrl, day: string) => ScrapedOffer | null;
  days?: number;
  now?: Date;
}

const DAY_MS = 86_400_000;

/** A stable minute of the day (04:00–07:59 UTC) per URL and day, so times look like scrapes. */
function minuteOf(urlId: string, day: string): number {
  let hash = 2166136261;
  for (const char of `${urlId}|${day}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return 240 + ((hash >>> 0) % 240);
}

/** Every event of the company in log order, read in pages (the seeds look up what the demo has). */
export async function forEachCompanyEvent(store: EventStore, companyId: string, visit: (event: RecordedEvent) => void): Promise<void> {
  let fromPosition = 0n;
  for (;;) {
    const batch: RecordedEvent[] = await store.readAll({ fromPosition, maxCount: 1000 });
    if (batch.length === 0) break;
    for (const event of batch) {
      fromPosition = event.position;
      if (event.metadata.companyId === companyId) visit(event);
    }
  }
}

/** The company's competitor URLs (added and not removed), read from the log. */
export async function companyUrls(store: EventStore, companyId: string): Promise<DemoHistoryUrl[]> {
  const urls = new Map<string, DemoHistoryUrl>();
  await forEachCompanyEvent(store, companyId, (event) => {
    if (event.type === 'CompetitorUrlAdded') {
      const data = event.data as { productId: string; urlId: string; sourceId: string; url: string };
      urls.set(data.urlId, { urlId: data.urlId, productId: data.productId, sourceId: data.sourceId, url: data.url });
    } else if (event.type === 'CompetitorUrlRemoved') {
      urls.delete((event.data as { urlId: string }).urlId);
    }
  });
  return [...urls.values()];
}

/** The past days' observations of one URL, oldest first (empty when it has no history). */
export function historyOfUrl(url: DemoHistoryUrl, options: DemoHistoryOptions & { companyId: string }): EventToAppend[] {
  const days = options.days ?? DEMO_HISTORY_DAYS;
  const now = options.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const events: EventToAppend[] = [];
  const correlationId = newId();
  let comparedWith: string | null = null;
  for (let back = days; back >= 1; back--) {
    const day = new Date(today - back * DAY_MS).toISOString().slice(0, 10);
    const offer = options.offerOn(url, day);
    if (!offer) continue;
    const observedAt = new Date(today - back * DAY_MS + minuteOf(url.urlId, day) * 60_000).toISOString();
    events.push({
      id: newId(),
      type: 'OfferObserved',
      data: {
        urlId: url.urlId,
        productId: url.productId,
        companyId: options.companyId,
        sourceId: url.sourceId,
        jobId: newId(),
        observedAt,
        pageStatus: 'OK',
        offer,
        plausibility: 'ACCEPTED',
        flagReason: null,
        comparedWith,
      },
      metadata: { companyId: options.companyId, userId: 'service:seed', correlationId, causationId: null, occurredAt: observedAt, version: 1, demoHistory: true },
    });
    if (offer.price !== null) comparedWith = offer.price;
  }
  return events;
}

/** An event and the stream it belongs to. */
export interface StreamEvent {
  streamId: string;
  event: EventToAppend;
}

/**
 * Appends events of many streams in the order of their times (`occurredAt`, oldest first; the
 * given order among equal times), a day at a time. The log then reads like the days it stands
 * for, as a scraper's and a shop's would: a fold that keeps each product's latest day (the
 * insights' brand days) sees every URL's price of a day before the next day begins — appended
 * stream by stream, all but a product's first URL arrived after its later days and were left out.
 * A day's appends are issued together: the embedded store commits them as one group in the order
 * issued (one transaction instead of one per event: 90 days of ~11,000 events in seconds, where an
 * await per event took 90 s in a running server); a distributed store keeps the days' order.
 */
export async function appendInTimeOrder(store: EventStore, items: readonly StreamEvent[]): Promise<void> {
  const at = (item: StreamEvent) => item.event.metadata.occurredAt;
  const ordered = items.map((item, index) => ({ item, index })).sort((a, b) => (at(a.item) < at(b.item) ? -1 : at(a.item) > at(b.item) ? 1 : a.index - b.index));
  for (let from = 0; from < ordered.length; ) {
    const day = at(ordered[from]!.item).slice(0, 10);
    let to = from;
    while (to < ordered.length && at(ordered[to]!.item).slice(0, 10) === day) to++;
    await Promise.all(ordered.slice(from, to).map(({ item }) => store.append(item.streamId, [item.event])));
    from = to;
  }
}

/** The history's observations of every company URL that has one, with their streams. */
export async function demoHistoryEvents(store: EventStore, options: DemoHistoryOptions): Promise<{ urls: number; events: StreamEvent[] }> {
  const events: StreamEvent[] = [];
  let urls = 0;
  for (const url of await companyUrls(store, options.companyId)) {
    const history = historyOfUrl(url, options);
    if (history.length === 0) continue;
    urls++;
    for (const event of history) events.push({ streamId: streams.offer(url.urlId), event });
  }
  return { urls, events };
}
