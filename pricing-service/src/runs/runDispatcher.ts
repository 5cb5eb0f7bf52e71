/**
 * Outbox from the event log to the bus work queue `pricing-runs`: every requested run that has not
 * completed or failed becomes one message, id derived from the run (a restart or a second
 * instance enqueues the same message, which the queue stores once within its dedupe window; the
 * worker skips a run that has finished and resumes one that started, so a late duplicate is harmless).
 * It folds the log as a service view (checkpointed by the process's view runtime) and, once caught
 * up, enqueues the runs still open.
 */
import { derivedId, type RecordedEvent, type ServiceView } from '@pm/platform';

export const PRICING_RUN_QUEUE = 'pricing-runs';

export interface PricingRunMessage {
  runId: string;
  companyId: string;
}

export const runMessageId = (runId: string) => derivedId('pricing-run', runId);

export function createRunDispatcher(enqueue: (message: PricingRunMessage, msgId: string) => Promise<void>, onError: (error: unknown, runId: string) => void) {
  const open = new Map<string, PricingRunMessage>();
  const known = new Set<string>();
  let live = false;

  const send = (message: PricingRunMessage) => enqueue(message, runMessageId(message.runId)).catch((error: unknown) => onError(error, message.runId));

  function apply(event: RecordedEvent): void {
    const data = event.data as { runId?: string; companyId?: string };
    if (typeof data.runId !== 'string') return;
    if (event.type === 'PricingRunRequested') {
      if (known.has(data.runId)) return;
      known.add(data.runId);
      const message = { runId: data.runId, companyId: String(data.companyId) };
      open.set(data.runId, message);
      if (live) void send(message);
    } else if (event.type === 'PricingRunCompleted' || event.type === 'PricingRunFailed') {
      open.delete(data.runId);
    }
  }

  const state = { open, known };
  return {
    /** The dispatcher's fold of the log, for the process's view runtime (snapshotted with it). */
    view: (): ServiceView => ({
      name: 'pricing-run-dispatcher',
      handles: new Set(['PricingRunRequested', 'PricingRunCompleted', 'PricingRunFailed']),
      apply,
      snapshot: {
        version: 1,
        save: () => state,
        restore: (saved) => {
          const s = saved as typeof state;
          for (const [id, message] of s.open) open.set(id, message);
          for (const id of s.known) known.add(id);
        },
      },
    }),
    /** Once the log has been read up to its head at start: enqueue the runs still open. */
    goLive(): number {
      if (live) return 0;
      live = true;
      for (const message of open.values()) void send(message);
      return open.size;
    },
    /** Whether the run was requested (scheduled runs are requested once). */
    knows: (runId: string) => known.has(runId),
    openRuns: () => [...open.keys()],
  };
}

export type RunDispatcher = ReturnType<typeof createRunDispatcher>;
