import { ERP_PRICE_EVENT_TYPES, type AdjustmentErpWriteEvent, type AdjustmentEvent, type PriceRuleEvent, type PricingRunEvent, type PricingSettingsEvent } from '@pm/contracts/events';
import { evolveAdjustmentRecord, evolveErpWriteState, exact, initialErpWriteState, isErpWriteEvent, roundCents, roundPercent, salesChannelChange, type AdjustmentRecord } from '@pm/contracts/domain';
import { toDomainEvent, type IndexSpec, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { AdjustmentDoc, AdjustmentErpWriteDoc } from '../adjustments/adjustmentDocs.ts';
import type { Projector } from '../runtime/projector.ts';

/** One document per price adjustment (review list, submitted list, one adjustment with its trace). */
export const ADJUSTMENTS = 'adjustments';
/** Channel names by id, for the lists (a renamed channel shows its new name). */
export const ADJUSTMENT_CHANNELS = 'adjustmentChannels';
/** Runs in brief, for the overview's "last run". */
export const ENGINE_RUNS = 'engineRuns';
/** Rules in brief (active or not), for the overview's counts. */
export const ENGINE_RULES = 'engineRules';

/** The review list sorts by these fields; each gets an index so a page is read off it in order. */
export const ADJUSTMENT_SORT_FIELDS = { sku: 'skuKey', delta: 'delta', absDelta: 'absDelta', absDeltaPercent: 'absDeltaPercent', newPrice: 'newPrice', channel: 'channelName' } as const;

/**
 * Few indexes on purpose: the embedded store keeps each index as a sorted array per company, so
 * every index costs an insertion into it per proposal. A channel filter reads the sort's index
 * and tests the channel; the one channel index answers its counts (and the default sort).
 */
const reviewIndexes: IndexSpec[] = [
  ...Object.values(ADJUSTMENT_SORT_FIELDS).map((field): IndexSpec => ({ keys: field === 'channelName' ? { companyId: 1, status: 1, channelName: 1, skuKey: 1 } : { companyId: 1, status: 1, [field]: 1 } })),
  { keys: { companyId: 1, status: 1, channelId: 1, skuKey: 1 } },
  // "Part of the SKU or name": the company's documents holding the search text, not a scan of all.
  { keys: { companyId: 1 }, substring: 'searchKey' },
];

/**
 * The change of a proposal, computed exactly (issue 12: no binary floating point decides a cent or
 * a hundredth of a percent): delta in cents, and delta / old price as a percentage, both with
 * the one rounding family of exact money (half up to two decimals). 22.49 − 24.99 is −2.50, not
 * −2.4999999999999982 rounded.
 */
const HUNDRED = exact(100);
function changeOf(oldPrice: number | null, newPrice: number): { delta: number | null; deltaPercent: number | null } {
  if (oldPrice === null) return { delta: null, deltaPercent: null };
  const change = exact(newPrice).minus(exact(oldPrice));
  return { delta: roundCents(change), deltaPercent: oldPrice === 0 ? null : roundPercent(change.times(HUNDRED).div(exact(oldPrice))) };
}

type Handled = AdjustmentEvent | PricingSettingsEvent | PricingRunEvent | PriceRuleEvent;

/** The review document of a new proposal. */
function proposalDoc(event: Extract<AdjustmentEvent, { type: 'AdjustmentProposed' }>, recorded: RecordedEvent): AdjustmentDoc {
  const d = event.data;
  const { delta, deltaPercent } = changeOf(d.oldPrice, d.newPrice);
  const doc: AdjustmentDoc = {
    _id: d.adjustmentId,
    companyId: d.companyId,
    runId: d.runId,
    productId: d.productId,
    sku: d.sku,
    skuKey: d.sku.toLowerCase(),
    productName: d.productName,
    // One lowercase text for the list's search: a single plain regex per document.
    searchKey: `${d.sku.toLowerCase()}\u0001${d.productName.toLowerCase()}`,
    channelId: d.channelId,
    // The channel's name when proposed: the list sorts by it; queries show the current name.
    channelName: d.trace.channel.name,
    currency: d.currency,
    oldPrice: d.oldPrice,
    oldStrikePrice: d.oldStrikePrice,
    newPrice: d.newPrice,
    strikePrice: d.strikePrice,
    strikePriceFrom: d.strikePriceFrom,
    strikePriceUntil: d.strikePriceUntil,
    delta,
    absDelta: delta === null ? null : Math.abs(delta),
    deltaPercent,
    // Size of the change in percent (review plausibility: sort and "changes above N %").
    absDeltaPercent: deltaPercent === null ? null : Math.abs(deltaPercent),
    metricsBefore: d.trace.metricsBefore,
    metricsAfter: d.trace.metricsAfter,
    shippingCost: d.trace.costs.shippingCost,
    shippingCharge: d.trace.costs.ownShippingCharge ?? null,
    // Kept as text: the trace is only ever read whole, never filtered on.
    traceJson: JSON.stringify(d.trace),
    offerEventIds: d.trace.offers.map((o) => ({ urlId: o.urlId, eventId: o.eventId })),
    status: 'PENDING',
    proposedAt: d.proposedAt,
    confirmedAt: null,
    confirmedBy: null,
    pickedUpAt: null,
    pullId: null,
    discardedAt: null,
    discardedBy: null,
    discardReason: null,
    decisionAt: recorded.metadata.occurredAt,
  };
  return doc;
}

const recordOf = (doc: AdjustmentDoc): AdjustmentRecord => ({
  ...doc,
  adjustmentId: doc._id,
  status: doc.status === 'DISCARDED' && doc.discardReason === 'SUPERSEDED' ? 'SUPERSEDED' : doc.status,
  pullId: doc.pullId ?? null,
});

/**
 * One adjustment's review document, folded with the domain core's life cycle
 * (`evolveAdjustmentRecord`): an event that cannot follow the document's status changes nothing.
 */
export function evolveAdjustmentDoc(doc: AdjustmentDoc | null, recorded: RecordedEvent): AdjustmentDoc | null {
  if (isErpWriteEvent(recorded)) return doc ? { ...doc, erpWrite: evolveErpWriteDoc(doc.erpWrite ?? null, toDomainEvent<AdjustmentErpWriteEvent>(recorded)) } : doc;
  const event = toDomainEvent<AdjustmentEvent>(recorded);
  if (event.type === 'AdjustmentProposed') return doc ?? proposalDoc(event, recorded);
  if (!doc) return doc;
  const before = recordOf(doc);
  const after = evolveAdjustmentRecord(before, event);
  if (!after || after === before) return doc;
  const superseded = after.status === 'SUPERSEDED';
  const decisionAt = after.pickedUpAt ?? after.confirmedAt ?? after.discardedAt ?? doc.decisionAt;
  return {
    ...doc,
    status: superseded ? 'DISCARDED' : (after.status as AdjustmentDoc['status']),
    confirmedAt: after.confirmedAt,
    confirmedBy: after.confirmedBy,
    pickedUpAt: after.pickedUpAt,
    pullId: after.pullId,
    discardedAt: after.discardedAt,
    discardedBy: after.discardedBy,
    discardReason: after.status === 'DISCARDED' ? 'USER' : superseded ? 'SUPERSEDED' : null,
    decisionAt,
    // Confirmed: awaiting its write to the ERP (issue 15) until the write-back records an outcome.
    erpWrite: after.confirmedAt !== null && after.status !== 'DISCARDED' && !superseded ? (doc.erpWrite ?? { ...initialErpWriteState(), retriedAt: null }) : null,
  };
}

/** The adjustment's write state, folded by the domain core's `evolveErpWriteState` (plus when a user last retried). */
function evolveErpWriteDoc(state: AdjustmentErpWriteDoc | null, event: AdjustmentErpWriteEvent): AdjustmentErpWriteDoc {
  const before = state ?? { ...initialErpWriteState(), retriedAt: null };
  const after = evolveErpWriteState(before, event);
  if (after === before) return before;
  return { ...before, ...after, retriedAt: event.type === 'ErpPriceWriteRetried' ? event.data.retriedAt : before.retriedAt };
}

const adjustmentIdOf = (recorded: RecordedEvent): string | null => {
  if (!recorded.type.startsWith('Adjustment') && !isErpWriteEvent(recorded)) return null;
  const id = (recorded.data as { adjustmentId?: unknown } | null)?.adjustmentId;
  return typeof id === 'string' ? id : null;
};

function runWrites(event: PricingRunEvent): WriteOp[] {
  const d = event.data;
  switch (event.type) {
    case 'PricingRunRequested':
      return [{ op: 'put', collection: ENGINE_RUNS, doc: { _id: d.runId, companyId: d.companyId, status: 'REQUESTED', trigger: event.data.trigger, requestedBy: event.data.requestedBy, requestedAt: event.data.requestedAt, completedAt: null, durationMs: null, counts: null, proposals: null, failureReason: null } }];
    case 'PricingRunStarted':
      return [{ op: 'update', collection: ENGINE_RUNS, id: d.runId, update: { $set: { status: 'RUNNING' } } }];
    case 'PricingRunCompleted':
      return [{ op: 'update', collection: ENGINE_RUNS, id: d.runId, update: { $set: { status: 'COMPLETED', completedAt: event.data.completedAt, durationMs: event.data.durationMs, counts: event.data.counts, proposals: event.data.proposals } } }];
    case 'PricingRunFailed':
      return [{ op: 'update', collection: ENGINE_RUNS, id: d.runId, update: { $set: { status: 'FAILED', completedAt: event.data.failedAt, failureReason: event.data.reason } } }];
    case 'PricingRunOutcomesRecorded':
      return [];
  }
}

function settingsWrites(event: PricingSettingsEvent): WriteOp[] {
  const change = salesChannelChange(event);
  if (!change) return [];
  return [change.fields ? { op: 'put', collection: ADJUSTMENT_CHANNELS, doc: { _id: change.channelId, companyId: event.data.companyId, name: change.fields.name } } : { op: 'delete', collection: ADJUSTMENT_CHANNELS, id: change.channelId }];
}

function ruleWrites(event: PriceRuleEvent): WriteOp[] {
  switch (event.type) {
    case 'PriceRuleCreated':
    case 'PriceRuleUpdated':
      return [{ op: 'put', collection: ENGINE_RULES, doc: { _id: event.data.ruleId, companyId: event.data.companyId, active: event.data.fields.active } }];
    case 'PriceRuleDeleted':
      return [{ op: 'delete', collection: ENGINE_RULES, id: event.data.ruleId }];
    case 'PriceRulesReordered':
      return [];
  }
}

/**
 * Price adjustments and what the price-engine overview counts. Proposals come from runs
 * (pricing-service), decisions from users, pickups from the feed (ERP pulls).
 */
export const adjustmentsProjector: Projector = {
  name: 'adjustments',
  // 4: absDeltaPercent (sorted and filtered on) and the customer's shipping charge. 5: the ERP write state (issue 15).
  version: 5,
  collections: {
    [ADJUSTMENTS]: [...reviewIndexes, { keys: { companyId: 1, status: 1, decisionAt: -1 } }],
    [ADJUSTMENT_CHANNELS]: [{ keys: { companyId: 1 } }],
    [ENGINE_RUNS]: [{ keys: { companyId: 1, requestedAt: -1 } }],
    [ENGINE_RULES]: [{ keys: { companyId: 1 } }],
  },
  handles: [
    'AdjustmentProposed', 'AdjustmentConfirmed', 'AdjustmentDiscarded', 'AdjustmentPickedUp',
    ...ERP_PRICE_EVENT_TYPES,
    'PricingRunRequested', 'PricingRunStarted', 'PricingRunCompleted', 'PricingRunFailed',
    'SalesChannelCreated', 'SalesChannelUpdated', 'SalesChannelDeleted',
    'PriceRuleCreated', 'PriceRuleUpdated', 'PriceRuleDeleted',
  ],
  state: {
    collection: ADJUSTMENTS,
    idOf: adjustmentIdOf,
    evolve: (doc, event) => evolveAdjustmentDoc(doc as AdjustmentDoc | null, event),
    derive: () => [],
  },
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<Handled>(recorded);
    if (event.type.startsWith('Adjustment') || isErpWriteEvent(event)) return [];
    if (event.type.startsWith('PricingRun')) return runWrites(event as PricingRunEvent);
    if (event.type.startsWith('SalesChannel')) return settingsWrites(event as PricingSettingsEvent);
    return ruleWrites(event as PriceRuleEvent);
  },
  notices: (recorded) => {
    const companyId = (recorded.data as { companyId?: string }).companyId ?? recorded.metadata.companyId;
    if (!companyId) return [];
    return [{ companyId, queryKeys: recorded.type.startsWith('Adjustment') || isErpWriteEvent(recorded) ? [['adjustments'], ['price-engine']] : [['price-engine']] }];
  },
};
