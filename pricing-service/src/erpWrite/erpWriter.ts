/**
 * The write-back of confirmed prices to the company's ERP (issue 15 item 7), exactly once per
 * adjustment across restarts and retries. The protocol (contracts/src/domain/erp/erpWriteBack.ts):
 *
 *   plan (ErpWriteBatchPlanned on the company's ledger, with its revision)
 *   → the ERP call (≤ maxWriteBatch entries; the adapter paces its requests)
 *   → each adjustment's outcome on its stream (ErpPriceWritten / ErpPriceWriteFailed, idempotent)
 *   → ErpWriteBatchRecorded closes the batch.
 *
 * Every write first reconciles the batches left open by a crash: outcomes already on an
 * adjustment's stream are taken as they are; for the rest the ERP's current sales prices are read,
 * a price it holds already counts as written (not sent again), and only the others are re-sent.
 * Writes of one company run one after another in this process; the ledger's revision keeps a
 * second process from planning the same adjustment.
 */
import { streams, type AdjustmentEvent, type ErpWriteEntry, type ErpWriteOutcome } from '@pm/contracts/events';
import { adjustmentDecider, awaitsErpWrite, erpWriteBackDecider, fold, isSubmitted, toCents, type AdjustmentCommand, type AdjustmentProposal, type AdjustmentStreamEvent, type ErpWriteBackCommand, type ErpWriteBackState } from '@pm/contracts/domain';
import { AppError, appError, handleCommand, newId, toDomainEvent, WrongExpectedRevisionError, type CommandContext, type EventStore } from '@pm/platform';
import type { SalesPriceWrite, SalesPriceWriteResult, ShopSystem } from '../shopSystem/shopSystem.ts';
import type { ChannelPriceTargets, ErpWriteActor, ErpWritePorts } from './erpWritePorts.ts';
import { readErpPrices } from './erpPriceIndex.ts';

export interface ErpWriteSummary {
  written: number;
  failed: number;
  /** Adjustments found written in the ERP after a restart (not sent again). */
  reconciled: number;
  batches: number;
}

export interface ErpWriterHooks {
  /** Called after the ERP answered a batch and before anything is recorded (tests crash here). */
  afterErpAnswer?: (batchId: string) => void | Promise<void>;
}

export interface ErpWriterDeps extends ErpWritePorts {
  events: EventStore;
  now?: () => Date;
  hooks?: ErpWriterHooks;
}

interface Candidate {
  adjustmentId: string;
  proposal: AdjustmentProposal;
}

const emptySummary = (): ErpWriteSummary => ({ written: 0, failed: 0, reconciled: 0, batches: 0 });
const CONFLICT_TRIES = 5;

function failureOf(error: unknown): { statusCode: number | null; code: string; message: string } {
  if (error instanceof AppError) {
    const statusCode = typeof error.details?.statusCode === 'number' ? error.details.statusCode : null;
    return { statusCode, code: error.code, message: error.message };
  }
  return { statusCode: null, code: 'ERP_UNAVAILABLE', message: error instanceof Error ? error.message : String(error) };
}

/** One adjustment's outcome from the ERP's per-entry answers (all its prices written, or the first refusal). */
function outcomeOf(adjustmentId: string, results: SalesPriceWriteResult[]): ErpWriteOutcome {
  for (const result of results) {
    if (result.status === 'rejected') return { adjustmentId, status: 'FAILED', statusCode: result.statusCode, code: 'ERP_REQUEST_REJECTED', message: result.message };
    if (result.status === 'unconfirmed') return { adjustmentId, status: 'FAILED', statusCode: null, code: 'ERP_MALFORMED_RESPONSE', message: 'The ERP/shop system did not confirm this price.' };
  }
  return { adjustmentId, status: 'WRITTEN', statusCode: null, code: null, message: null };
}

export function createErpWriter(deps: ErpWriterDeps) {
  const { events } = deps;
  const now = deps.now ?? (() => new Date());
  const queues = new Map<string, Promise<unknown>>();

  const contextOf = (companyId: string, actor: ErpWriteActor, causationId: string | null = null): CommandContext => ({ companyId, userId: actor.userId, correlationId: actor.correlationId, causationId });

  async function ledger(companyId: string): Promise<ErpWriteBackState> {
    const recorded = await events.readStream(streams.erpWriteBack(companyId));
    return fold(erpWriteBackDecider, recorded.map((r) => toDomainEvent(r)));
  }

  /** A command on a stream, decided again on a concurrent change (a feed pickup, another writer). */
  async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
    for (let i = 1; ; i++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || i >= CONFLICT_TRIES) throw error;
      }
    }
  }

  const onLedger = (companyId: string, command: ErpWriteBackCommand, context: CommandContext) => withRetry(() => handleCommand(events, streams.erpWriteBack(companyId), erpWriteBackDecider, command, context));
  const onAdjustment = (adjustmentId: string, command: AdjustmentCommand, context: CommandContext) => withRetry(() => handleCommand(events, streams.adjustment(adjustmentId), adjustmentDecider, command, context));

  async function readAdjustment(companyId: string, adjustmentId: string) {
    const recorded = await events.readStream(streams.adjustment(adjustmentId));
    const stream = recorded.map((r) => toDomainEvent<AdjustmentStreamEvent>(r));
    const state = fold(adjustmentDecider, stream);
    if (state.companyId !== companyId) return null;
    const proposed = stream[0] as AdjustmentEvent | undefined;
    return proposed?.type === 'AdjustmentProposed' ? { state, proposal: proposed.data } : null;
  }

  /** Records the outcomes on the adjustments, then closes the batch. */
  async function record(companyId: string, batchId: string, entries: ErpWriteEntry[], outcomes: ErpWriteOutcome[], held: ReadonlySet<string>, context: CommandContext, summary: ErpWriteSummary): Promise<void> {
    const at = now().toISOString();
    for (const outcome of outcomes) {
      const reconciled = held.has(outcome.adjustmentId);
      const command: AdjustmentCommand =
        outcome.status === 'WRITTEN'
          ? { type: 'RecordErpWrite', companyId, batchId, at, reconciled, entries: entries.filter((e) => e.adjustmentId === outcome.adjustmentId).map(({ adjustmentId: _id, ...entry }) => entry) }
          : { type: 'RecordErpWriteFailure', companyId, batchId, at, statusCode: outcome.statusCode, code: outcome.code ?? 'ERP_UNAVAILABLE', message: outcome.message ?? '' };
      const result = await onAdjustment(outcome.adjustmentId, command, context);
      if (result.events.length === 0) continue;
      if (outcome.status === 'FAILED') summary.failed++;
      else if (reconciled) summary.reconciled++;
      else summary.written++;
    }
    await onLedger(companyId, { type: 'RecordErpWriteBatch', companyId, batchId, at, reconciled: held.size > 0, outcomes }, context);
  }

  /** Sends entries and answers each adjustment's outcome; a failed call fails every adjustment with the ERP's answer. */
  async function send(shop: ShopSystem, batchId: string, entries: ErpWriteEntry[]): Promise<ErpWriteOutcome[]> {
    const ids = [...new Set(entries.map((e) => e.adjustmentId))];
    let results: SalesPriceWriteResult[];
    try {
      const writes: SalesPriceWrite[] = entries.map((e) => ({ variationId: e.variationId, salesPriceId: e.salesPriceId, priceCents: e.priceCents }));
      results = await shop.writeSalesPrices(writes);
    } catch (error) {
      const failure = failureOf(error);
      await deps.hooks?.afterErpAnswer?.(batchId);
      return ids.map((adjustmentId) => ({ adjustmentId, status: 'FAILED', ...failure }));
    }
    await deps.hooks?.afterErpAnswer?.(batchId);
    return ids.map((adjustmentId) => outcomeOf(adjustmentId, results.filter((_, i) => entries[i]?.adjustmentId === adjustmentId)));
  }

  /** Closes the batches a crash left open: what the streams or the ERP hold counts, only the rest is sent again. */
  async function reconcile(companyId: string, state: ErpWriteBackState, shopOf: () => Promise<ShopSystem>, context: CommandContext, summary: ErpWriteSummary): Promise<void> {
    for (const [batchId, batch] of state.openBatches) {
      const outcomes: ErpWriteOutcome[] = [];
      const unknown: ErpWriteEntry[] = [];
      /** Adjustments whose prices the ERP was found holding: recorded as written without sending them again. */
      const held = new Set<string>();
      for (const adjustmentId of new Set(batch.entries.map((e) => e.adjustmentId))) {
        const current = await readAdjustment(companyId, adjustmentId);
        const write = current?.state.erpWrite;
        // Recorded on the adjustment before the crash: the batch only needs closing.
        if (!current || (write && write.batchId === batchId && (write.status === 'WRITTEN' || write.status === 'FAILED')) || write?.status === 'WRITTEN') {
          outcomes.push({ adjustmentId, status: write?.status === 'FAILED' ? 'FAILED' : 'WRITTEN', statusCode: write?.failure?.statusCode ?? null, code: write?.failure?.code ?? null, message: write?.failure?.message ?? null });
          continue;
        }
        unknown.push(...batch.entries.filter((e) => e.adjustmentId === adjustmentId));
      }
      if (unknown.length > 0) {
        const shop = await shopOf();
        const { pricesOf } = await readErpPrices(shop, { variationIds: new Set(unknown.map((e) => e.variationId)) });
        const holds = (e: ErpWriteEntry) => pricesOf.get(e.variationId)?.get(e.salesPriceId) === e.priceCents;
        const missing: ErpWriteEntry[] = [];
        for (const adjustmentId of new Set(unknown.map((e) => e.adjustmentId))) {
          const entries = unknown.filter((e) => e.adjustmentId === adjustmentId);
          if (entries.every(holds)) {
            held.add(adjustmentId);
            outcomes.push({ adjustmentId, status: 'WRITTEN', statusCode: null, code: null, message: null });
          }
          // Only the prices the ERP does not hold go out again.
          else missing.push(...entries.filter((e) => !holds(e)));
        }
        if (missing.length > 0) outcomes.push(...(await send(shop, batchId, missing)));
      }
      await record(companyId, batchId, batch.entries, outcomes, held, context, summary);
    }
  }

  /** Entries of the candidates; adjustments that cannot be written are failed at once (no mapping, unknown SKU). */
  async function plan(companyId: string, shop: ShopSystem, candidates: Candidate[], context: CommandContext, summary: ErpWriteSummary): Promise<ErpWriteEntry[][]> {
    const targetsOf = await deps.outputMappingOf(companyId);
    const at = now().toISOString();
    const fail = async (adjustmentId: string, code: 'ERP_OUTPUT_MAPPING_MISSING' | 'ERP_VARIATION_NOT_FOUND', message: string) => {
      const result = await onAdjustment(adjustmentId, { type: 'RecordErpWriteFailure', companyId, batchId: null, at, statusCode: null, code, message }, context);
      if (result.events.length > 0) summary.failed++;
    };
    const mapped: { candidate: Candidate; targets: ChannelPriceTargets }[] = [];
    for (const candidate of candidates) {
      const targets = targetsOf(candidate.proposal.channelId);
      if (!targets) await fail(candidate.adjustmentId, 'ERP_OUTPUT_MAPPING_MISSING', 'The sales channel has no output data mapping.');
      else mapped.push({ candidate, targets });
    }
    if (mapped.length === 0) return [];
    const variations = await readErpPrices(shop, { skus: new Set(mapped.map((m) => m.candidate.proposal.sku)) });
    const batches: ErpWriteEntry[][] = [];
    let current: ErpWriteEntry[] = [];
    for (const { candidate, targets } of mapped) {
      const variationId = variations.variationOfSku.get(candidate.proposal.sku);
      if (variationId === undefined) {
        await fail(candidate.adjustmentId, 'ERP_VARIATION_NOT_FOUND', `The ERP/shop system has no variation with the SKU ${candidate.proposal.sku}.`);
        continue;
      }
      const p = candidate.proposal;
      const entries: ErpWriteEntry[] = [{ adjustmentId: candidate.adjustmentId, kind: 'REGULAR', variationId, salesPriceId: targets.regularSalesPriceId, priceCents: toCents(p.newPrice) }];
      // No strike price proposed: the ERP's strike price is left as it is (the feed shows none).
      if (p.strikePrice !== null) entries.push({ adjustmentId: candidate.adjustmentId, kind: 'STRIKE', variationId, salesPriceId: targets.strikeSalesPriceId, priceCents: toCents(p.strikePrice) });
      // An adjustment's prices stay in one batch: it is written or failed as a whole.
      if (current.length + entries.length > shop.maxWriteBatch) {
        batches.push(current);
        current = [];
      }
      current.push(...entries);
    }
    if (current.length > 0) batches.push(current);
    return batches;
  }

  async function writeNow(companyId: string, adjustmentIds: readonly string[], actor: ErpWriteActor): Promise<ErpWriteSummary> {
    const summary = emptySummary();
    const context = contextOf(companyId, actor);
    let shop: ShopSystem | null = null;
    const shopOf = async () => (shop ??= await deps.shopSystemOf(companyId));
    await reconcile(companyId, await ledger(companyId), shopOf, context, summary);
    if (adjustmentIds.length === 0) return summary;
    shop = await shopOf();
    if (shop.maxWriteBatch <= 0) throw appError('ERP_READ_ONLY', 'Prices cannot be written to this source: it can only be read.');

    const candidates: Candidate[] = [];
    for (const adjustmentId of new Set(adjustmentIds)) {
      const current = await readAdjustment(companyId, adjustmentId);
      if (current && isSubmitted(current.state.status) && awaitsErpWrite(current.state.erpWrite)) candidates.push({ adjustmentId, proposal: current.proposal });
    }
    // Older confirmations first: when two of a product and channel go out, the newer one is the last the ERP receives.
    candidates.sort((a, b) => (a.proposal.proposedAt < b.proposal.proposedAt ? -1 : a.proposal.proposedAt > b.proposal.proposedAt ? 1 : 0));
    for (const entries of await plan(companyId, shop, candidates, context, summary)) {
      const batchId = newId();
      const planned = await onLedger(companyId, { type: 'PlanErpWriteBatch', companyId, batchId, at: now().toISOString(), entries }, context);
      const event = planned.events[0];
      // Another writer planned these adjustments meanwhile: theirs to write.
      if (!event || event.type !== 'ErpWriteBatchPlanned') continue;
      summary.batches++;
      const outcomes = await send(shop, batchId, event.data.entries);
      await record(companyId, batchId, event.data.entries, outcomes, new Set(), context, summary);
    }
    return summary;
  }

  return {
    /**
     * Writes the given confirmed adjustments that still await a write (others are skipped), after
     * reconciling what a crash left open. Writes of one company queue behind each other.
     */
    write(companyId: string, adjustmentIds: readonly string[], actor: ErpWriteActor): Promise<ErpWriteSummary> {
      const previous = queues.get(companyId) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => writeNow(companyId, adjustmentIds, actor));
      queues.set(companyId, next);
      void next.finally(() => {
        if (queues.get(companyId) === next) queues.delete(companyId);
      }).catch(() => undefined);
      return next;
    },
    /** A user's retry of failed writes: recorded on each adjustment, then written. */
    async retry(companyId: string, adjustmentIds: readonly string[], actor: ErpWriteActor): Promise<ErpWriteSummary> {
      const context = contextOf(companyId, actor);
      for (const adjustmentId of adjustmentIds) await onAdjustment(adjustmentId, { type: 'RetryErpWrite', companyId, userId: actor.userId, at: now().toISOString() }, context);
      return this.write(companyId, adjustmentIds, actor);
    },
  };
}

export type ErpWriter = ReturnType<typeof createErpWriter>;
