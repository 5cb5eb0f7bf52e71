import type { AdjustmentEvent } from '@pm/contracts';
import { nextAdjustmentStatus } from '@pm/contracts/domain';
import { toDomainEvent, type EventStore } from '@pm/platform';

const ADJUSTMENT_EVENTS = new Set(['AdjustmentProposed', 'AdjustmentConfirmed', 'AdjustmentDiscarded', 'AdjustmentPickedUp']);
const PAGE = 5_000;

/**
 * The command side's own list of pending adjustments per company, folded from the event log.
 * "Confirm all" / "discard all" take their ids from it after catching up to the log's head, so
 * every proposal committed before the request is included. The list only chooses the targets:
 * each decision still reads its stream and appends at the revision it read, so a proposal
 * confirmed, discarded or superseded meanwhile is refused with its reason, never decided twice.
 */
export function createPendingAdjustmentIndex(store: EventStore) {
  const pendingByCompany = new Map<string, Map<string, string>>();
  const companyOf = new Map<string, string>();
  let checkpoint = 0n;
  let running: Promise<void> = Promise.resolve();

  function apply(event: AdjustmentEvent): void {
    if (event.type === 'AdjustmentProposed') {
      const { companyId, adjustmentId, channelId } = event.data;
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

  async function readToHead(): Promise<void> {
    for (;;) {
      const batch = await store.readAll({ fromPosition: checkpoint, maxCount: PAGE });
      for (const recorded of batch) {
        if (ADJUSTMENT_EVENTS.has(recorded.type)) apply(toDomainEvent<AdjustmentEvent>(recorded));
        checkpoint = recorded.position;
      }
      if (batch.length < PAGE) return;
    }
  }

  /** One catch-up at a time; callers queue behind it. */
  function catchUp(): Promise<void> {
    running = running.then(readToHead, readToHead);
    return running;
  }

  /** Ids pending in the company now (optionally of one channel), in proposal order. */
  async function pendingIds(companyId: string, channelId?: string): Promise<string[]> {
    await catchUp();
    const pending = pendingByCompany.get(companyId);
    if (!pending) return [];
    return [...pending].filter(([, channel]) => channelId === undefined || channel === channelId).map(([id]) => id);
  }

  return { catchUp, pendingIds };
}

export type PendingAdjustmentIndex = ReturnType<typeof createPendingAdjustmentIndex>;
