/**
 * Follows the whole event log from position 0 and hands every batch to a service's in-memory
 * parts (the scraper's targets view and dispatcher, pricing-service's pricing view). `caughtUp` resolves once the log as it was at start has been
 * read, so the scheduler never decides on a half-built view.
 */
import type { EventStore, RecordedEvent, Subscription } from './eventStore.ts';

export interface LogFollower {
  caughtUp: Promise<void>;
  position(): bigint;
  stop(): Promise<void>;
}

export async function followLog(events: EventStore, handlers: ((batch: RecordedEvent[]) => Promise<void> | void)[], onError: (error: unknown) => void): Promise<LogFollower> {
  const head = await events.headPosition();
  let position = 0n;
  let markCaughtUp = () => {};
  const caughtUp = new Promise<void>((resolve) => (markCaughtUp = resolve));
  if (head === 0n) markCaughtUp();
  const subscription: Subscription = events.subscribeToAll({
    fromPosition: 0n,
    batchSize: 1_000,
    handler: async (batch) => {
      for (const handle of handlers) await handle(batch);
      position = batch.at(-1)?.position ?? position;
      if (position >= head) markCaughtUp();
    },
    onError,
  });
  return { caughtUp, position: () => position, stop: () => subscription.stop() };
}
