import type { PriceAlertRuleEvent } from '@pm/contracts/events';
import { toDomainEvent, type EventStore, type ServiceView } from '@pm/platform';

/** Resolves once the view has applied the log up to a position (the process's view runtime). */
export type ViewAt = (position: bigint) => Promise<void>;

/** Bump when the saved state changes shape: an older snapshot is then ignored and the log replayed. */
const SNAPSHOT_VERSION = 1;

/**
 * The command side's index of the alerts delivered to each user, a service view of the log.
 * An alert lives in its rule's stream (`PriceAlertFired`), which a read mark does not name, so
 * the inbox commands ask this index which of the ids they name were delivered to the user in the
 * company; the inbox decider refuses the others. It answers once it has applied the log up to its
 * head at the time of the request, so an alert fired before the request is always found.
 * One entry per alert ever fired (alerts are never removed: deleting a rule keeps its alerts).
 */
export function createReceivedAlerts(store: EventStore) {
  /** alertId → `${companyId} ${userId}` */
  const recipients = new Map<string, string>();
  let viewAt: ViewAt | null = null;
  const recipient = (companyId: string, userId: string) => `${companyId} ${userId}`;

  const view: ServiceView = {
    name: 'received-alerts',
    handles: new Set(['PriceAlertFired']),
    apply: (recorded) => {
      const event = toDomainEvent<PriceAlertRuleEvent>(recorded);
      if (event.type === 'PriceAlertFired') recipients.set(event.data.alertId, recipient(event.data.companyId, event.data.userId));
    },
    snapshot: {
      version: SNAPSHOT_VERSION,
      save: () => recipients,
      restore: (saved) => {
        recipients.clear();
        for (const [id, to] of saved as Map<string, string>) recipients.set(id, to);
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
    const to = recipient(companyId, userId);
    const found = () => alertIds.filter((id) => recipients.get(id) === to);
    if (found().length === alertIds.length) return alertIds.slice();
    await caughtUp();
    return found();
  }

  return { view, receivedOf, caughtUp, follow: (at: ViewAt) => void (viewAt = at) };
}

export type ReceivedAlerts = ReturnType<typeof createReceivedAlerts>;
