import { expect, test as base } from '@playwright/test';
import { startSpecServer, type SpecServerSettings } from './specServer.ts';

/**
 * The `test` of every spec: Playwright's, with the spec's own server (e2e/support/specServer.ts)
 * started before the spec's first test or hook and stopped after its last. A worker runs the
 * tests of one project (= one spec file), so a worker-scoped fixture is one server per spec.
 */
export const test = base.extend<object, { specServer: void }>({
  specServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const settings = (workerInfo.project.metadata as { server?: SpecServerSettings }).server;
      if (!settings) throw new Error(`the project "${workerInfo.project.name}" names no server (playwright.config.ts)`);
      const server = await startSpecServer(settings);
      await use();
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
});

export { expect };
