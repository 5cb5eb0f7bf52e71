import type { FastifyInstance } from 'fastify';
import { loadEnv, type Env } from '../config/env.ts';
import { createHttpApp } from '../http/createHttpApp.ts';
import { registerHealthRoutes, type ReadinessCheck } from '../http/healthRoutes.ts';
import { appVersion } from './appVersion.ts';
import { onShutdownSignal, runMain } from './shutdown.ts';

/** What a service process adds to the bootstrap: its readiness checks, how it starts and drains. */
export interface ServiceParts {
  readiness: ReadinessCheck[];
  /** After the HTTP port listens (readiness says "not ready" until the service has caught up). */
  start(): Promise<void>;
  /** After the server stopped taking requests and finished those in flight: stop work, close stores. */
  stop(): Promise<void>;
}

/** Set by `npm run start:distributed` on the processes it spawns with an IPC channel. */
export const REPORT_PORT_OVER_IPC = 'PM_REPORT_PORT_OVER_IPC';

/**
 * The launcher that spawned this process learns the port it listens on — the one way to use
 * PORT=0 (any free port) for a service. Only when that launcher asks: another parent's IPC channel
 * (a process manager's) is not ours to write to or close. Closed after, so it never keeps the
 * process alive.
 */
function reportListeningPort(app: FastifyInstance): void {
  const address = app.server.address();
  if (process.env[REPORT_PORT_OVER_IPC] !== '1' || !process.send || typeof address !== 'object' || address === null) return;
  process.send({ type: 'listening', port: address.port }, () => process.disconnect());
}

/**
 * The one bootstrap of every service process (`main.ts`): validated configuration, the HTTP app
 * with /healthz, /readyz and /metrics, listen at once, then start; on SIGTERM/SIGINT stop taking
 * requests, drain, stop. `setup` registers the service's routes and answers its parts.
 */
export function runService(setup: (context: { env: Env; app: FastifyInstance }) => Promise<ServiceParts>, options: { apiDocs?: boolean } = {}): void {
  runMain(async () => {
    const env = loadEnv();
    const app = await createHttpApp({ logLevel: env.LOG_LEVEL, bodyLimit: env.BODY_LIMIT_BYTES, version: appVersion(env), ...options });
    let draining = false;
    let started = false;
    const parts = await setup({ env, app });
    registerHealthRoutes(app, [...parts.readiness, { name: 'process', check: async () => started || 'starting' }], () => draining);
    await app.listen({ port: env.PORT, host: env.HOST });
    reportListeningPort(app);
    await parts.start();
    started = true;
    onShutdownSignal(async () => {
      draining = true;
      await app.close();
      await parts.stop();
    });
  });
}
