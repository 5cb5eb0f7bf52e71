import { describe, expect, it } from 'vitest';
import type { EventStore } from '@pm/platform';
import type { ProjectionStatus } from './projectionManager.ts';
import { projectionReadiness } from './projectionHealth.ts';

const status = (name: string, position: number, state = 'running'): ProjectionStatus => ({ name, version: 1, generation: 1, position: String(position), status: state, lastError: null, rebuilding: null });

describe('projection readiness', () => {
  it('is not ready during startup catch-up, then stays ready however far the log runs ahead', async () => {
    let head = 100n;
    let statuses = [status('a', 40), status('b', 100)];
    const ready = projectionReadiness({ status: () => statuses, events: { headPosition: async () => head } as EventStore });
    expect(ready.check()).toBe('starting');
    await ready.started();
    expect(ready.check()).toBe('catching up: a (60 events behind)');
    statuses = [status('a', 100), status('b', 100)];
    expect(ready.check()).toBe(true);
    head = 5_000n;
    statuses = [status('a', 120), status('b', 100)];
    expect(ready.check()).toBe(true);
  });

  it('is not ready while a projection retries after a failure', async () => {
    const ready = projectionReadiness({ status: () => [status('a', 0, 'retrying')], events: { headPosition: async () => 0n } as EventStore });
    await ready.started();
    expect(ready.check()).toBe('a: retrying');
  });
});
