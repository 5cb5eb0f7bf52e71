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
}

export function createErpWriteBack(options: ErpWriteBackOptions) {
  const state = emptyErpWriteView();
  const writer = createErpWriter(options);
  const timers = new Map<string, NodeJS.Timeout>();
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

  function scheduleAutomatic(companyId: string): void {
    if (!live || stopped || modeOf(state, companyId) !== 'AUTOMATIC' || timers.has(companyId)) return;
    const timer = setTimeout(() => {
      timers.delete(companyId);
      writePending(companyId, { userId: ERP_WRITER_ACTOR, correlationId: `erp-write-${companyId}` }).then(
        (summary) => options.log.info({ companyId, ...summary }, 'confirmed prices written to the ERP'),
        (error: unknown) => options.log.warn({ err: error, companyId }, 'automatic write-back to the ERP failed; confirmed prices stay pending'),
      );
    }, options.automaticDelayMs ?? 1_000);
    timer.unref();
    timers.set(companyId, timer);
  }

  const serviceView = erpWriteServiceView(state, scheduleAutomatic);

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
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

export type ErpWriteBack = ReturnType<typeof createErpWriteBack>;
