/** The command side's index of delivered alerts: what a user may mark read, kept within a bound. */
import { describe, expect, it } from 'vitest';
import { sampleAlertEvidence } from '@pm/contracts/testing';
import type { EventStore } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';
import { createReceivedAlerts, RECEIVED_ALERTS_KEPT } from './receivedAlerts.ts';

const fired = (alertId: string, userId: string, companyId = 'c1') =>
  recordedEvent('PriceAlertFired', { ruleId: 'r1', alertId, companyId, userId, ruleName: 'Undercut', kind: 'UNDERCUT', thresholdPercent: 5, key: `r1|p1|${alertId}`, sourcePosition: '1', evidence: sampleAlertEvidence }, { companyId });

function index() {
  let waits = 0;
  const received = createReceivedAlerts({ headPosition: async () => 0n } as unknown as EventStore);
  received.follow(async () => void waits++);
  return { received, waits: () => waits };
}

describe('received alerts', () => {
  it('answers the ids delivered to the user in the company; waits for the log only when one is not known', async () => {
    const { received, waits } = index();
    received.view.apply(fired('a1', 'u1'));
    received.view.apply(fired('a2', 'u2'));
    received.view.apply(fired('a3', 'u1', 'c2'));
    expect(await received.receivedOf('c1', 'u1', ['a1'])).toEqual(['a1']);
    expect(waits()).toBe(0);
    // A colleague's alert, the user's alert of another company, an id never fired.
    expect(await received.receivedOf('c1', 'u1', ['a1', 'a2', 'a3', 'nope'])).toEqual(['a1']);
    expect(waits()).toBe(1);
  });

  it('keeps the newest alerts per user and company, more than the notification centre shows', async () => {
    const { received } = index();
    const ids = Array.from({ length: RECEIVED_ALERTS_KEPT + 1 }, (_, i) => `a${String(i).padStart(5, '0')}`);
    for (const id of ids) received.view.apply(fired(id, 'u1'));
    expect(await received.receivedOf('c1', 'u1', [ids[0]!])).toEqual([]);
    expect(await received.receivedOf('c1', 'u1', [ids[1]!, ids.at(-1)!])).toEqual([ids[1], ids.at(-1)]);
    expect(RECEIVED_ALERTS_KEPT).toBeGreaterThan(200); // the notification list's largest page
  });
});
