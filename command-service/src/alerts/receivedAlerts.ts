import type { PriceAlertRuleEvent } from '@pm/contracts/events';
import { toDomainEvent, type EventStore, type ServiceView } from '@pm/platform';

/** Resolves once the view has applied the log up to a position (the process's view runtime). */
export type ViewAt = (position: bigint) => Promise<void>;

/** Bump when the saved state changes shape: an older snapshot is then ignored and the log replayed. */
const SNAPSHOT_VERSION = 2;

/**
 * The newest alerts kept per user and company: more than the notification centre can show (its
 * list takes at most 200), so whatever a user sees can be marked; older ones are forgotten, which
 * keeps the view's memory bounded by the users rather than growing with every alert ever fired.
 */
export const RECEIVED_ALERTS_KEPT = 1_000;

/**
 * The command side's index of the alerts delivered to each user, a service view of the log.
 * An alert lives in its rule's stream (`PriceAlertFired`), which a read mark does not name, so
 * the inbox commands ask this index which of the ids they name were delivered to the user in the
 * company; the inbox decider refuses the others. It answers once it has applied the log up to its
 * head at the time of the request, so an alert fired before the request is always found.
 * Per user and company the newest `RECEIVED_ALERTS_KEPT` alerts (deleting a rule keeps its alerts).
 */
export function createReceivedAlerts(store: EventStore) {
  /** `${companyId} ${userId}` → the ids of the alerts delivered there, oldest first. */
  const received = new Map<string, Set<string>>();
  let viewAt: ViewAt | null = null;
  const recipient = (companyId: string, userId: string) => `${companyId} ${userId}`;

  const view: ServiceView = {
    name: 'received-alerts',
    handles: new Set(['PriceAlertFired']),
    apply: (recorded) => {
      const event = toDomainEvent<PriceAlertRuleEvent>(recorded);
      if (event.type !== 'PriceAlertFired') return;
      const to = recipient(event.data.companyId, event.data.userId);
      const ids = received.get(to) ?? received.set(to, new Set()).get(to)!;
      ids.add(event.data.alertId);
      if (ids.size > RECEIVED_ALERTS_KEPT) ids.delete(ids.values().next().value!);
    },
    snapshot: {
      version: SNAPSHOT_VERSION,
      save: () => received,
      restore: (saved) => {
        received.clear();
        for (const [to, ids] of saved as Map<string, Set<string>>) received.set(to, ids);
      },
    },
  };

  /** Resolves once every view of the runtime (this one, the notifier's) has read the log up to its head now. */
  async function caughtUp(): Promise<void> {
    if (!viewAt) throw new Error('The received alerts view is not running: start the process views first.');
    await viewAt(await store.headPosition());
  }

  /**
   * The ids among `alertIds` that were delivered to the user in the company. Only when one is not
   * (yet) known does it wait for the view to reach the log's head: a delivered alert stays
   * delivered, so marking what the user sees never waits behind a busy log.
   */
  async function receivedOf(companyId: string, userId: string, alertIds: readonly string[]): Promise<string[]> {
    const found = () => {
      const ids = received.get(recipient(companyId, userId));
      return ids ? alertIds.filter((id) => ids.has(id)) : [];
    };
    if (found().length === alertIds.length) return alertIds.slice();
    await caughtUp();
    return found();
  }

  return { view, receivedOf, caughtUp, follow: (at: ViewAt) => void (viewAt = at) };
}

export type ReceivedAlerts = ReturnType<typeof createReceivedAlerts>;
