import { defineConfig } from 'vitest/config';

// One runner for unit, contract and API suites across the node workspaces.
// Web tests are plain .ts logic (no DOM, no JSX) and run in the same node env.
//
// Speed (CI has 2 cores; the suites mostly wait on I/O and child processes): three workers, and
// the files of a project share their worker's module cache (`isolate: false`) — importing the
// services again for every file cost far more than the tests (service packages on a loaded
// machine: import 746 s → 34 s, wall 686 s → 149 s; the deploy suites: import 241 s → 33 s, wall
// 190 s → 105 s). Those files keep no global state between them: no module mocks or env changes,
// stubbed globals and fake timers are restored after each test, every in-process product is
// stopped in its file's afterAll, and a figure of the process-wide metrics registry is read as
// the difference a file made. Isolated: the one web file that mocks a module.
const MOCKS_A_MODULE = 'web/src/lib/utils/scrapeLogText.test.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['{contracts,platform,command-service,projection-service,scraper-service,pricing-service}/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: [MOCKS_A_MODULE],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'deploy', include: ['deploy/src/**/*.test.ts', 'deploy/demo-web/src/**/*.test.ts', 'deploy/demo-plenty/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'isolated', include: [MOCKS_A_MODULE] } },
    ],
  },
});
