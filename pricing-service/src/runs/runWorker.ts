/**
 * Runs one requested rule-engine run (a message of the `pricing-runs` work queue): PricingRunStarted,
 * the engine over the company's products in chunks (progress to the browsers between chunks), an
 * AdjustmentProposed per EXECUTED result (superseding the product+channel's older pending one),
 * the outcomes in chunks, then PricingRunCompleted — or PricingRunFailed with the reason.
 *
 * Redelivery-safe: every write to the run stream names the revision it expects, so a second worker
 * on the same run loses its first write and stops; a run that started before a crash resumes
 * after the last recorded chunk (products are taken in SKU order), with the clock of its start;
 * adjustment ids are derived from run, product and channel and written with `no_stream`.
 */
import { PRICING_RUN_PROGRESS_TOPIC, type DecisionTrace, type PricingRunInput, type PricingRunProgress, type RuleOutcome } from '@pm/contracts';
import { AdjustmentProposed, streams, subjects } from '@pm/contracts/events';
import { adjustmentDecider, pricingRunDecider, type AdjustmentCommand, type AdjustmentProposal, type PricingRunCommand } from '@pm/contracts/domain';
import { correlatedLog, createStreamWriter, derivedId, handleCommand, pricingRunDuration, WrongExpectedRevisionError, type Bus, type CommandContext, type CorrelatableLog, type EventStore, type Job } from '@pm/platform';
import type { EngineResult, ProductChannelResult } from '../engine/runEngine.ts';
import { pendingKey, type PricingView } from '../view/pricingView.ts';
import { activeProducts, pricingProduct, runSettings } from '../view/runInputBuilder.ts';
import type { PricingRunMessage } from './runDispatcher.ts';

export const PRICING_SERVICE_ACTOR = 'pricing-service';
/** At most this many outcomes per PricingRunOutcomesRecorded. */
export const OUTCOMES_PER_EVENT = 1_000;
/** Outcome reason when the engine's proposal is not a valid price (never proposed). */
export const INVALID_PROPOSAL = 'INVALID_PROPOSAL';

export interface RunWorkerDeps {
  events: EventStore;
  bus: Bus;
  view: PricingView;
  runEngine: (input: PricingRunInput) => EngineResult;
  /** Products per engine call; the event loop gets a turn between chunks. */
  chunkSize: number;
  /** Resolves once the view has folded the log up to this position (the run's request). */
  viewAt: (position: bigint) => Promise<void>;
  /** The service's logger: the run's outcome is logged with its correlation id. */
  log?: CorrelatableLog;
  now?: () => Date;
}

type Outcome = { productId: string; sku: string; channelId: string; outcome: RuleOutcome; ruleId: string | null; reason: string | null; adjustmentId: string | null; held?: { productName: string; trace: DecisionTrace } };

/** A result a guardrail held keeps its trace (the held price and the guardrail), as a proposal would: reviewers see what was held and why. */
const isHeld = (r: ProductChannelResult): boolean => r.outcome === 'CONSTRAINTS_NOT_MET' && typeof r.reason === 'string' && r.reason.startsWith('GUARDRAIL_') && !!r.trace;

export const adjustmentIdOf = (runId: string, productId: string, channelId: string) => derivedId(runId, productId, channelId);

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Another worker wrote the run stream first: it is running this run. */
class RunTakenOver extends Error {}

export function createRunWorker(deps: RunWorkerDeps) {
  const { events, bus, view } = deps;
  const now = deps.now ?? (() => new Date());

  return async function handle(job: Job<PricingRunMessage>): Promise<void> {
    const { runId, companyId } = job.data;
    const streamId = streams.pricingRun(runId);
    const recorded = await events.readStream(streamId);
    const requested = recorded[0];
    if (!requested || requested.type !== 'PricingRunRequested') return;
    const context: CommandContext = { companyId, userId: PRICING_SERVICE_ACTOR, correlationId: runId, causationId: requested.id };
    // The run's lines carry the run's correlation id (its events' too) and the id of the request that asked for it.
    const runLog = deps.log ? correlatedLog(deps.log, { correlationId: runId, runId, companyId, requestCorrelationId: requested.metadata.correlationId }) : null;
    // Every event of the run goes through its decider, at the revision this delivery read.
    const run = createStreamWriter(events, streamId, pricingRunDecider, recorded, context);
    if (run.state.status !== 'REQUESTED' && run.state.status !== 'RUNNING') return;
    const decide = async (command: PricingRunCommand) => {
      try {
        await run.decide(command);
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError) throw new RunTakenOver();
        throw error;
      }
    };

    try {
      await deps.viewAt(requested.position);
      const company = view.companies.get(companyId);
      const startedAt = run.state.startedAt ?? now().toISOString();
      const clock = new Date(startedAt);
      const settings = company ? runSettings(company, clock) : null;
      const products = company ? activeProducts(company) : [];
      await decide({
        type: 'StartPricingRun',
        start: {
          runId,
          companyId,
          startedAt,
          productCount: products.length,
          channelCount: settings?.channels.length ?? 0,
          ruleCount: settings?.rules.length ?? 0,
          channels: settings?.channels.map((c) => ({ channelId: c.channelId, name: c.name })) ?? [],
          rules: settings?.rules.map((r) => ({ ruleId: r.ruleId, name: r.name, position: r.position })) ?? [],
        },
      });
      if (!company || !settings || settings.channels.length === 0) {
        await decide({ type: 'FailPricingRun', failure: { runId, companyId, failedAt: now().toISOString(), reason: 'NO_SALES_CHANNELS', detail: null } });
        runLog?.warn({ reason: 'NO_SALES_CHANNELS' }, 'pricing run failed');
        return;
      }

      // What an earlier delivery recorded already (the run's fold).
      const counts = { ...run.state.counts };
      let unmatched = run.state.unmatched;
      const throughSku = run.state.throughSku;
      const todo = throughSku === null ? products : products.filter((p) => (p.fields.sku ?? '') > (throughSku ?? ''));
      const total = products.length;
      let done = total - todo.length;
      await progress(companyId, runId, done, total);

      let pendingOutcomes: Outcome[] = [];
      let pendingUnmatched = 0;
      let pendingThrough: string | null = null;
      const flush = async () => {
        if (pendingOutcomes.length === 0 && pendingUnmatched === 0) return;
        await decide({ type: 'RecordRunOutcomes', outcomes: { runId, companyId, outcomes: pendingOutcomes, throughSku: pendingThrough ?? '', unmatched: pendingUnmatched } });
        pendingOutcomes = [];
        pendingUnmatched = 0;
      };

      for (let from = 0; from < todo.length; from += deps.chunkSize) {
        const chunk = todo.slice(from, from + deps.chunkSize);
        let result: EngineResult;
        try {
          result = deps.runEngine({ ...settings, products: chunk.map((p) => pricingProduct(view, company, p, clock)) });
        } catch (error) {
          await decide({ type: 'FailPricingRun', failure: { runId, companyId, failedAt: now().toISOString(), reason: 'ENGINE_ERROR', detail: (error instanceof Error ? error.message : String(error)).slice(0, 2_000) } });
          pricingRunDuration.observe({ outcome: 'failed' }, Math.max(0, now().getTime() - clock.getTime()) / 1000);
          runLog?.error({ err: error, reason: 'ENGINE_ERROR' }, 'pricing run failed');
          return;
        }
        const byProduct = new Map<string, ProductChannelResult[]>();
        for (const r of result.results) {
          const list = byProduct.get(r.productId);
          if (list) list.push(r);
          else byProduct.set(r.productId, [r]);
        }
        for (const product of chunk) {
          const outcomes: Outcome[] = [];
          for (const r of byProduct.get(product.productId) ?? []) {
            const outcome: Outcome = { productId: r.productId, sku: r.sku, channelId: r.channelId, outcome: r.outcome, ruleId: r.ruleId, reason: r.reason, adjustmentId: null };
            if (isHeld(r) && r.trace) outcome.held = { productName: r.productName, trace: r.trace };
            if (r.outcome === 'EXECUTED') {
              const proposed = await propose(r, runId, companyId, context);
              // Never a proposal the contract refuses (e.g. a zero price): an error outcome says so.
              if (proposed) outcome.adjustmentId = proposed;
              else Object.assign(outcome, { outcome: 'ERROR', reason: INVALID_PROPOSAL });
            }
            outcomes.push(outcome);
            counts[outcome.outcome]++;
          }
          if (pendingOutcomes.length + outcomes.length > OUTCOMES_PER_EVENT) await flush();
          pendingOutcomes.push(...outcomes);
          pendingThrough = product.fields.sku ?? '';
        }
        // Unmatched pairs are counted per engine call: they go with the chunk's last outcome event.
        pendingUnmatched += result.unmatched;
        unmatched += result.unmatched;
        await flush();
        done += chunk.length;
        await job.inProgress();
        await progress(companyId, runId, done, total);
        await yieldToEventLoop();
      }

      const completedAt = now();
      const durationMs = Math.max(0, completedAt.getTime() - clock.getTime());
      await decide({ type: 'CompletePricingRun', completion: { runId, companyId, completedAt: completedAt.toISOString(), durationMs, counts, proposals: counts.EXECUTED, unmatched } });
      pricingRunDuration.observe({ outcome: 'completed' }, durationMs / 1000);
      runLog?.info({ durationMs, products: total, proposals: counts.EXECUTED }, 'pricing run completed');
    } catch (error) {
      if (error instanceof RunTakenOver) return;
      throw error;
    }
  };

  /**
   * Supersedes the product+channel's older pending proposals, then proposes the new price, each
   * through the adjustment decider (a confirmed proposal is never superseded; a redelivered
   * proposal is not proposed twice). Null when the proposal is not a valid event (e.g. a zero price).
   */
  async function propose(result: ProductChannelResult, runId: string, companyId: string, context: CommandContext): Promise<string | null> {
    const proposal = result.proposal;
    const adjustmentId = adjustmentIdOf(runId, result.productId, result.channelId);
    if (!proposal) return null;
    const proposed: AdjustmentProposal = {
      adjustmentId,
      runId,
      companyId,
      productId: result.productId,
      sku: result.sku,
      productName: result.productName,
      channelId: result.channelId,
      currency: proposal.currency,
      oldPrice: proposal.oldPrice,
      oldStrikePrice: proposal.oldStrikePrice,
      newPrice: proposal.newPrice,
      strikePrice: proposal.strikePrice,
      strikePriceFrom: proposal.strikePriceFrom,
      strikePriceUntil: proposal.strikePriceUntil,
      proposedAt: now().toISOString(),
      trace: proposal.trace,
    };
    if (!AdjustmentProposed.schema.safeParse(proposed).success) return null;
    const older = [...(view.companies.get(companyId)?.pending.get(pendingKey(result.productId, result.channelId)) ?? [])].filter((id) => id !== adjustmentId);
    for (const oldId of older) {
      await decideWithRetry(oldId, { type: 'SupersedeAdjustment', companyId, by: PRICING_SERVICE_ACTOR, at: now().toISOString() }, context);
    }
    await decideWithRetry(adjustmentId, { type: 'ProposeAdjustment', proposal: proposed }, context);
    return adjustmentId;
  }

  /** A user deciding at the same moment wins the race; deciding again on the new state then changes nothing. */
  async function decideWithRetry(adjustmentId: string, command: AdjustmentCommand, context: CommandContext): Promise<void> {
    const streamId = streams.adjustment(adjustmentId);
    try {
      await handleCommand(events, streamId, adjustmentDecider, command, context);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      await handleCommand(events, streamId, adjustmentDecider, command, context);
    }
  }

  async function progress(companyId: string, runId: string, done: number, total: number): Promise<void> {
    const data: PricingRunProgress = { runId, done, total };
    // Best effort: progress is a display; the run's outcome is in the log whatever happens to a notice.
    await bus.publish(subjects.live(companyId), { type: 'progress', topic: PRICING_RUN_PROGRESS_TOPIC, data }).catch((error: unknown) => {
      deps.log?.warn({ companyId, runId, error: error instanceof Error ? error.message : String(error) }, 'run progress notice not sent');
    });
  }
}
