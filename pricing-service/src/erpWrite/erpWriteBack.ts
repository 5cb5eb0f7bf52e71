/**
 * The write-back runtime: the view of what awaits a write, the writer, and the automatic mode —
 * when a company writes automatically, a confirmation (or a retry) is written shortly after it
 * reaches the log, and on start whatever still awaits a write goes out (after a crash: reconciled
 * first). On demand, only "write now" and "retry" write.
 */
import type { ErpWriteMode } from '@pm/contracts/events';
import { erpWriteBackDecider } from '@pm/contracts/domain';
import { handleCommand, type EventStore, type ViewRuntime } from '@pm/platform';
import { streams } from '@pm/contracts/events';
import type { ErpWriteActor, ErpWritePorts } from './erpWritePorts.ts';
import { ERP_WRITER_ACTOR } from './erpWritePorts.ts';
import { createErpWriter, type ErpWriterHooks, type ErpWriteSummary } from './erpWriter.ts';
import { awaitingOf, emptyErpWriteView, erpWriteServiceView, modeOf } from './erpWriteView.ts';

export interface ErpWriteBackLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

export interface ErpWriteBackOptions extends ErpWritePorts {
  events: EventStore;
  log: ErpWriteBackLog;
  now?: () => Date;
  hooks?: ErpWriterHooks;
  /** Confirmations gathered before an automatic write (one ERP call for a "confirm all"). */
  automaticDelayMs?: number;
  /**
   * Waits before trying again when an automatic write left confirmations waiting (the ERP was
   * unreachable, or the write stopped before recording an outcome): one after another, the last
   * repeated. Default 5 s, 15 s, 1 min, then every 5 min.
   */
  automaticRetryDelaysMs?: readonly number[];
}

const RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 300_000];

export function createErpWriteBack(options: ErpWriteBackOptions) {
  const state = emptyErpWriteView();
  const writer = createErpWriter(options);
  const timers = new Map<string, { timer: NodeJS.Timeout; at: number }>();
  /** Automatic writes in a row that left confirmations waiting, per company. */
  const misses = new Map<string, number>();
  const retryDelays = options.automaticRetryDelaysMs ?? RETRY_DELAYS_MS;
  const running = new Set<Promise<unknown>>();
  let live = false;
  let stopped = false;

  function track<T>(promise: Promise<T>): Promise<T> {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => undefined);
    return promise;
  }

  /** Every adjustment of the company awaiting a write (the view's list; the writer checks each against its stream). */
  const writePending = (companyId: string, actor: ErpWriteActor, adjustmentIds?: readonly string[]): Promise<ErpWriteSummary> =>
    track(writer.write(companyId, adjustmentIds ?? awaitingOf(state, companyId), actor));

  /** An automatic write of the company's waiting confirmations in `delayMs` (a sooner one already planned stays). */
  function scheduleAutomatic(companyId: string, delayMs: number = options.automaticDelayMs ?? 1_000): void {
    if (!live || stopped || modeOf(state, companyId) !== 'AUTOMATIC') return;
    const at = Date.now() + delayMs;
    const planned = timers.get(companyId);
    if (planned && planned.at <= at) return;
    if (planned) clearTimeout(planned.timer);
    const timer = setTimeout(() => {
      timers.delete(companyId);
      // Switched to "on demand" meanwhile: only "write now" and "retry" write.
      if (stopped || modeOf(state, companyId) !== 'AUTOMATIC') return;
      writePending(companyId, { userId: ERP_WRITER_ACTOR, correlationId: `erp-write-${companyId}` }).then(
        (summary) => {
          options.log.info({ companyId, ...summary }, 'confirmed prices written to the ERP');
          again(companyId);
        },
        (error: unknown) => {
          options.log.warn({ err: error, companyId }, 'automatic write-back to the ERP failed; confirmed prices stay pending and are tried again');
          again(companyId);
        },
      );
    }, delayMs);
    timer.unref();
    timers.set(companyId, { timer, at });
  }

  /**
   * After an automatic write: confirmations still waiting are tried again later, longer each time
   * in a row, so a passing ERP outage does not leave them until the next confirmation. (Right after
   * a write the view may not have seen its outcomes yet: that retry finds them written and ends.)
   */
  function again(companyId: string): void {
    if (awaitingOf(state, companyId).length === 0) {
      misses.delete(companyId);
      return;
    }
    const missed = misses.get(companyId) ?? 0;
    misses.set(companyId, missed + 1);
    scheduleAutomatic(companyId, retryDelays[Math.min(missed, retryDelays.length - 1)]);
  }

  const serviceView = erpWriteServiceView(state, (companyId) => scheduleAutomatic(companyId));

  return {
    views: [serviceView],
    state,
    modeOf: (companyId: string): ErpWriteMode => modeOf(state, companyId),
    awaitingOf: (companyId: string) => awaitingOf(state, companyId),
    writePending,
    retry: (companyId: string, adjustmentIds: readonly string[], actor: ErpWriteActor) => track(writer.retry(companyId, adjustmentIds, actor)),
    async setMode(companyId: string, mode: ErpWriteMode, actor: ErpWriteActor) {
      return handleCommand(options.events, streams.erpWriteBack(companyId), erpWriteBackDecider, { type: 'SetErpWriteMode', companyId, mode, userId: actor.userId, at: (options.now ?? (() => new Date()))().toISOString() }, { companyId, userId: actor.userId, correlationId: actor.correlationId, causationId: null });
    },
    /** Goes live once the runtime has caught up: automatic companies write what awaits them (and reconcile open batches). */
    start(runtime: ViewRuntime): void {
      void runtime.caughtUp.then(() => {
        if (stopped) return;
        live = true;
        for (const companyId of state.awaiting.keys()) scheduleAutomatic(companyId);
      });
    },
    async stop(): Promise<void> {
      stopped = true;
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

export type ErpWriteBack = ReturnType<typeof createErpWriteBack>;
