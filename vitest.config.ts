import { defineConfig } from 'vitest/config';

// One runner for unit, contract and API suites across the node workspaces.
// Web tests are plain .ts logic (no DOM, no JSX) and run in the same node env.
export default defineConfig({
  test: {
    include: [
      '{contracts,platform,command-service,projection-service,scraper-service,pricing-service,deploy}/src/**/*.test.ts',
      'web/src/**/*.test.ts',
      'deploy/demo-web/src/**/*.test.ts',
      'deploy/demo-plenty/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
