import type { AdjustmentEvent } from '@pm/contracts/events';
import { nextAdjustmentStatus } from '@pm/contracts/domain';
import { toDomainEvent, type EventStore, type ServiceView } from '@pm/platform';

const ADJUSTMENT_EVENTS = new Set(['AdjustmentProposed', 'AdjustmentConfirmed', 'AdjustmentDiscarded', 'AdjustmentPickedUp']);

/** Resolves once the view has applied the log up to a position (the process's view runtime). */
export type ViewAt = (position: bigint) => Promise<void>;

/**
 * The command side's list of pending adjustments per company, a service view of the log.
 * "Confirm all" / "discard all" take their ids from it once it has applied the log up to its head
 * at the time of the request, so every proposal committed before the request is included. The
 * list only chooses the targets: each decision still reads its stream and appends at the
 * revision it read, so a proposal confirmed, discarded or superseded meanwhile is refused with
 * its reason, never decided twice.
 */
export function createPendingAdjustmentIndex(store: EventStore) {
  const pendingByCompany = new Map<string, Map<string, string>>();
  const companyOf = new Map<string, string>();
  let viewAt: ViewAt | null = null;

  function apply(event: AdjustmentEvent): void {
    if (event.type === 'AdjustmentProposed') {
      const { companyId, adjustmentId, channelId } = event.data;
      if (companyOf.has(adjustmentId)) return;
      let pending = pendingByCompany.get(companyId);
      if (!pending) pendingByCompany.set(companyId, (pending = new Map()));
      pending.set(adjustmentId, channelId);
      companyOf.set(adjustmentId, companyId);
      return;
    }
    const companyId = companyOf.get(event.data.adjustmentId);
    // Only events the domain life cycle lets follow PENDING take it off the list.
    if (companyId === undefined || nextAdjustmentStatus('PENDING', event) === 'PENDING') return;
    pendingByCompany.get(companyId)?.delete(event.data.adjustmentId);
    companyOf.delete(event.data.adjustmentId);
  }

  const view: ServiceView = {
    name: 'pending-adjustments',
    handles: ADJUSTMENT_EVENTS,
    apply: (recorded) => apply(toDomainEvent<AdjustmentEvent>(recorded)),
    snapshot: {
      version: 1,
      save: () => ({ pendingByCompany, companyOf }),
      restore: (saved) => {
        const s = saved as { pendingByCompany: typeof pendingByCompany; companyOf: typeof companyOf };
        for (const [id, pending] of s.pendingByCompany) pendingByCompany.set(id, pending);
        for (const [id, company] of s.companyOf) companyOf.set(id, company);
      },
    },
  };

  /** Ids pending in the company now (optionally of one channel), in proposal order. */
  async function pendingIds(companyId: string, channelId?: string): Promise<string[]> {
    if (!viewAt) throw new Error('The pending adjustments view is not running: start the process views first.');
    await viewAt(await store.headPosition());
    const pending = pendingByCompany.get(companyId);
    if (!pending) return [];
    return [...pending].filter(([, channel]) => channelId === undefined || channel === channelId).map(([id]) => id);
  }

  return {
    view,
    pendingIds,
    /** Connects the index to the runtime that applies its view. */
    follow: (at: ViewAt) => void (viewAt = at),
  };
}

export type PendingAdjustmentIndex = ReturnType<typeof createPendingAdjustmentIndex>;
