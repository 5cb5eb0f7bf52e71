/**
 * Writes a rule-engine run with its proposals as the real events (channel, run lifecycle, the
 * competitor observations the traces name, AdjustmentProposed with a realistic trace). Used by
 * the API tests, the end-to-end review spec and the review benchmark; the price engine's own
 * runs write the same events.
 */
import { streams } from '@pm/contracts/events';
import { proposalFixture } from '@pm/contracts/testing';
import { newId, toEventToAppend, type CommandContext, type EventStore, type EventToAppend } from '@pm/platform';

export interface SeedProduct {
  productId: string;
  sku: string;
  name: string;
  oldPrice: number | null;
  newPrice: number;
  /** A competitor URL whose observation the proposal used (a fresh URL id when omitted). */
  urlId?: string;
  sourceId?: string;
  sourceName?: string;
}

export interface SeedProposalsOptions {
  companyId: string;
  channelId: string;
  channelName: string;
  /** Write SalesChannelCreated for the channel first. */
  createChannel: boolean;
  products: SeedProduct[];
  /** Who started the run (a user id). */
  requestedBy: string;
  /** Appends in flight at once (the store commits them in groups). */
  concurrency?: number;
}

export interface SeededRun {
  runId: string;
  adjustmentIds: string[];
  /** Global position of the last event written. */
  position: bigint;
}

export async function seedProposals(store: EventStore, options: SeedProposalsOptions): Promise<SeededRun> {
  const { companyId, channelId, channelName } = options;
  const runId = newId();
  const service: CommandContext = { companyId, userId: 'service:pricing', correlationId: runId, causationId: null };
  const user: CommandContext = { ...service, userId: options.requestedBy };
  let position = 0n;
  const append = async (streamId: string, events: EventToAppend[]) => {
    const result = await store.append(streamId, events);
    if (result.position > position) position = result.position;
  };
  const now = Date.now();
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

  if (options.createChannel) {
    await append(streams.pricingSettings(companyId), [toEventToAppend({ type: 'SalesChannelCreated', data: { companyId, channelId, fields: { name: channelName, country: 'de', currency: 'EUR', commissionRate: 10, vatRate: 19, noShippingCost: false } } }, user)]);
  }
  const observations = options.products.map((product, i) => ({
    urlId: product.urlId ?? newId(),
    sourceId: product.sourceId ?? newId(),
    sourceName: product.sourceName ?? 'Bergsport Demo',
    price: Math.round((product.newPrice / 0.99) * 100) / 100,
    observedAt: at(-3_600_000 + i),
    eventId: newId(),
  }));
  await runInPool(options.products.length, options.concurrency ?? 64, async (i) => {
    const product = options.products[i]!;
    const o = observations[i]!;
    const event = toEventToAppend({
      type: 'OfferObserved',
      data: { urlId: o.urlId, productId: product.productId, companyId, sourceId: o.sourceId, jobId: newId(), observedAt: o.observedAt, pageStatus: 'OK', offer: { price: o.price.toFixed(2), currency: 'EUR', availability: 'InStock', shippingCost: null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null },
    }, { ...service, userId: 'service:scraper' });
    await append(streams.offer(o.urlId), [{ ...event, id: o.eventId }]);
  });
  // The run is written finished in one append, before its proposals: a pricing-service running on
  // the same log (the test product, e2e servers) then sees a completed run and never resumes it.
  const proposals = options.products.length;
  await append(streams.pricingRun(runId), [
    toEventToAppend({ type: 'PricingRunRequested', data: { runId, companyId, trigger: 'USER', requestedBy: options.requestedBy, requestedAt: at(0) } }, user),
    toEventToAppend({ type: 'PricingRunStarted', data: { runId, companyId, startedAt: at(10), productCount: options.products.length, channelCount: 1, ruleCount: 1 } }, service),
    toEventToAppend({ type: 'PricingRunCompleted', data: { runId, companyId, completedAt: at(30), durationMs: 30, counts: { EXECUTED: proposals, OVERWRITTEN: 0, ERROR: 0, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 0 }, proposals, unmatched: 0 } }, service),
  ]);
  const adjustmentIds = options.products.map(() => newId());
  await runInPool(options.products.length, options.concurrency ?? 64, async (i) => {
    const product = options.products[i]!;
    const data = proposalFixture({
      adjustmentId: adjustmentIds[i]!, runId, companyId, productId: product.productId, sku: product.sku, productName: product.name, channelId, channelName,
      oldPrice: product.oldPrice, newPrice: product.newPrice, proposedAt: at(20), offers: [observations[i]!],
    });
    await append(streams.adjustment(data.adjustmentId), [toEventToAppend({ type: 'AdjustmentProposed', data }, service)]);
  });
  return { runId, adjustmentIds, position };
}

async function runInPool(count: number, concurrency: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
