/**
 * "A demo with a past" (issue 14 item 8) in one log: the competitor observations of the past days
 * (demoHistory.ts) and the own prices of the same days (demoOwnPriceHistory.ts), appended together
 * in time order — a day's own price change comes before that day's later scrapes, as in a company
 * that has used the product for 90 days.
 */
import type { EventStore } from '@pm/platform';
import { appendInTimeOrder, demoHistoryEvents, type DemoHistoryOptions } from './demoHistory.ts';
import { demoOwnPriceEvents } from './demoOwnPriceHistory.ts';

export async function seedDemoPast(store: EventStore, options: DemoHistoryOptions): Promise<{ urls: number; observations: number; products: number; ownPrices: number }> {
  const observed = await demoHistoryEvents(store, options);
  const own = await demoOwnPriceEvents(store, options);
  await appendInTimeOrder(store, [...observed.events, ...own.events]);
  return { urls: observed.urls, observations: observed.events.length, products: own.products, ownPrices: own.events.length };
}
