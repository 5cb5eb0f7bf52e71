import { streams } from '@pm/contracts/events';
import { ALERT_EVENT_TYPES, applyToAlertWorld, createAlertWorld, priceAlertRuleDecider, type AlertFire } from '@pm/contracts/domain';
import { handleCommand, newId, toDomainEvent, type EventStore, type RecordedEvent, type ServiceView } from '@pm/platform';

export interface NotifierLog {
  warn(obj: unknown, msg?: string): void;
}

const RETRY_MS = { initial: 250, max: 30_000 };

/**
 * Fires price alerts: a service view folds the log with the domain's alert evaluation
 * (alertEvaluation.ts, hysteresis included) and hands every alert it answers to the rule's
 * decider, which appends it once. The view keeps no snapshot: each start evaluates the log from
 * the beginning, so an alert whose append a stop interrupted is appended after the restart, and
 * the alerts appended before are recognised (by key and source position) and not written again.
 */
export function createAlertNotifier(store: EventStore, log: NotifierLog) {
  const world = createAlertWorld();
  const fired = new Set<string>();
  const queue: AlertFire[] = [];
  let draining = false;
  let stopped = false;
  let idle: Promise<void> = Promise.resolve();

  const firedKey = (key: string, position: string) => `${key}@${position}`;

  async function fire(next: AlertFire): Promise<void> {
    const context = { companyId: next.companyId, userId: 'service:price-alerts', correlationId: next.evidence.eventId, causationId: next.evidence.eventId };
    const command = { type: 'FirePriceAlert' as const, ruleId: next.ruleId, alertId: newId(), key: next.key, sourcePosition: next.sourcePosition, evidence: next.evidence };
    await handleCommand(store, streams.priceAlertRule(next.ruleId), priceAlertRuleDecider, command, context);
  }

  async function drain(): Promise<void> {
    let delay = RETRY_MS.initial;
    while (queue.length > 0 && !stopped) {
      const next = queue[0]!;
      if (fired.has(firedKey(next.key, next.sourcePosition))) {
        queue.shift();
        continue;
      }
      try {
        await fire(next);
        fired.add(firedKey(next.key, next.sourcePosition));
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
      fired.add(firedKey(data.key, data.sourcePosition));
      return;
    }
    const event = toDomainEvent(recorded);
    const fires = applyToAlertWorld(world, { id: recorded.id, type: event.type, data: event.data, position: recorded.position, companyId: recorded.metadata.companyId ?? null, occurredAt: recorded.metadata.occurredAt });
    if (fires.length === 0) return;
    queue.push(...fires);
    schedule();
  }

  const view: ServiceView = { name: 'price-alerts', handles: new Set([...ALERT_EVENT_TYPES, 'PriceAlertFired']), apply };

  return {
    view,
    /** Resolves when every alert found so far is written (tests). */
    settled: async () => {
      while (draining || queue.length > 0) await idle;
    },
    stop: () => void (stopped = true),
  };
}

export type AlertNotifier = ReturnType<typeof createAlertNotifier>;
