import { ConfigError } from '../config/env.ts';
/** Run `drain` once on SIGINT/SIGTERM, then exit; a second signal exits at once. */
export function onShutdownSignal(drain: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting without draining`);
      process.exit(1);
    }
    stopping = true;
    drain().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** Run a process entry point: a configuration error prints its message alone; any failure exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
