import { streams } from '@pm/contracts/events';
import { ALERT_EVENT_TYPES, alertBrandKey, applyToAlertWorld, createAlertWorld, priceAlertRuleDecider, type AlertFire, type AlertWorld } from '@pm/contracts/domain';
import { handleCommand, newId, toDomainEvent, type EventStore, type RecordedEvent, type ServiceView } from '@pm/platform';

export interface NotifierLog {
  warn(obj: unknown, msg?: string): void;
}

const RETRY_MS = { initial: 250, max: 30_000 };

/** What the notifier keeps at a checkpoint: the evaluation's world, the last alert written per key, the alerts not written yet. */
interface NotifierState {
  world: AlertWorld;
  /** Hysteresis key → source position of the last alert written for it. */
  fired: Map<string, bigint>;
  queue: AlertFire[];
}

/** Bump when NotifierState (or the world's shape) changes: an older snapshot is then ignored and the log replayed. */
const SNAPSHOT_VERSION = 1;

/**
 * Fires price alerts: a service view folds the log with the domain's alert evaluation
 * (alertEvaluation.ts, hysteresis included) and hands every alert it answers to the rule's
 * decider, which appends it once. The view's state (the world, the last alert per key and the
 * alerts found but not written yet) is checkpointed by the view runtime's snapshots, so a start
 * resumes from the checkpoint instead of replaying the log. After a stop between an append and
 * the next checkpoint the events after the checkpoint are evaluated again and find the same
 * alerts: the decider writes an alert only when its source position is after the last one
 * written for its key, so nothing is written twice and nothing queued is lost.
 */
export function createAlertNotifier(store: EventStore, log: NotifierLog) {
  const state: NotifierState = { world: createAlertWorld(), fired: new Map(), queue: [] };
  const { world, fired, queue } = state;
  let draining = false;
  let stopped = false;
  let idle: Promise<void> = Promise.resolve();

  const written = (next: AlertFire) => (fired.get(next.key) ?? -1n) >= BigInt(next.sourcePosition);
  const markWritten = (key: string, position: string) => {
    if ((fired.get(key) ?? -1n) < BigInt(position)) fired.set(key, BigInt(position));
  };

  async function fire(next: AlertFire): Promise<void> {
    const context = { companyId: next.companyId, userId: 'service:price-alerts', correlationId: next.evidence.eventId, causationId: next.evidence.eventId };
    const command = { type: 'FirePriceAlert' as const, ruleId: next.ruleId, alertId: newId(), key: next.key, sourcePosition: next.sourcePosition, evidence: next.evidence };
    await handleCommand(store, streams.priceAlertRule(next.ruleId), priceAlertRuleDecider, command, context);
  }

  async function drain(): Promise<void> {
    let delay = RETRY_MS.initial;
    while (queue.length > 0 && !stopped) {
      const next = queue[0]!;
      if (written(next)) {
        queue.shift();
        continue;
      }
      try {
        await fire(next);
        markWritten(next.key, next.sourcePosition);
        queue.shift();
        delay = RETRY_MS.initial;
      } catch (error) {
        // A conflict (the rule changed meanwhile) or a store failure: try again; the decider dedupes.
        log.warn({ err: error, ruleId: next.ruleId }, 'price alert not written yet; retrying');
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, RETRY_MS.max);
      }
    }
  }

  function schedule(): void {
    if (draining || stopped) return;
    draining = true;
    idle = drain().finally(() => {
      draining = false;
      if (queue.length > 0 && !stopped) schedule();
    });
  }

  function apply(recorded: RecordedEvent): void {
    if (recorded.type === 'PriceAlertFired') {
      const data = recorded.data as { key: string; sourcePosition: string };
      markWritten(data.key, data.sourcePosition);
      return;
    }
    const event = toDomainEvent(recorded);
    const fires = applyToAlertWorld(world, { id: recorded.id, type: event.type, data: event.data, position: recorded.position, companyId: recorded.metadata.companyId ?? null, occurredAt: recorded.metadata.occurredAt });
    if (fires.length === 0) return;
    queue.push(...fires);
    schedule();
  }

  /** Replaces the state in place (the maps are shared with the closures above). */
  function restore(saved: unknown): void {
    const from = saved as NotifierState;
    for (const key of ['products', 'rules', 'keys'] as const) {
      world[key].clear();
      for (const [k, v] of from.world[key] as Map<string, never>) world[key].set(k, v);
    }
    fired.clear();
    for (const [k, v] of from.fired) fired.set(k, v);
    queue.splice(0, queue.length, ...from.queue);
    if (queue.length > 0) schedule();
  }

  const view: ServiceView = {
    name: 'price-alerts',
    handles: new Set([...ALERT_EVENT_TYPES, 'PriceAlertFired']),
    apply,
    // Saved between two batches of the runtime, so the state is exactly that of the checkpoint's position.
    snapshot: { version: SNAPSHOT_VERSION, save: () => state, restore },
  };

  /**
   * The brands of a company's products as the evaluation matches them (`alertBrandKey`), for a
   * rule's scope check. Archived products count: a rule may name their brand (it matches again
   * once a product is restored, and an alert on nothing harms no one).
   */
  function brandsOf(companyId: string): Set<string> {
    const brands = new Set<string>();
    for (const product of world.products.values()) if (product.companyId === companyId && alertBrandKey(product.brand) !== '') brands.add(alertBrandKey(product.brand));
    return brands;
  }

  return {
    view,
    brandsOf,
    /** Resolves when every alert found so far is written (tests). */
    settled: async () => {
      while (draining || queue.length > 0) await idle;
    },
    stop: () => void (stopped = true),
  };
}

export type AlertNotifier = ReturnType<typeof createAlertNotifier>;
