/**
 * The morning feed sync as its own small process in distributed mode, until the pricing-service
 * process hosts it (it belongs to pricing-service/src/feedSync). Several may run: a day's sync
 * of a company has a derived event id, so the second append is refused.
 */
import { createEventStoreFromEnv, loadEnv, onShutdownSignal, runMain } from '@pm/platform';
import { createFeedSyncScheduler } from '@pm/pricing-service';

const log = {
  info: (details: object, message: string) => console.log(JSON.stringify({ level: 'info', service: 'feed-sync', msg: message, ...details })),
  error: (details: object, message: string) => console.error(JSON.stringify({ level: 'error', service: 'feed-sync', msg: message, ...details }, (_key, value: unknown) => (value instanceof Error ? value.message : value))),
};

async function main(): Promise<void> {
  const env = loadEnv();
  const events = createEventStoreFromEnv(env);
  const feedSync = createFeedSyncScheduler({ events, log });
  await feedSync.start();
  onShutdownSignal(async () => {
    await feedSync.stop();
    await events.close();
  });
}

runMain(main);
