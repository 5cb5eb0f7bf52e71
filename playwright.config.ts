import { defineConfig, devices } from '@playwright/test';
import { E2E_SPECS, type E2eSpec } from './deploy/src/e2eSpecs.ts';
import { ensureWebBuild, WEB_DIST } from './deploy/src/webBuild.ts';
import { DEMO_PLENTY_PORT_OFFSET } from './e2e/support/demoPlenty.ts';
import { DEMO_WEB_PORT_OFFSET } from './e2e/support/demoWeb.ts';

/**
 * End-to-end tests drive the Debian Chromium (no browser download) against `npm start`.
 * Each spec file changes demo data (users, company details), so each gets its own product:
 * a project per spec with its own server, port and fresh data directory.
 */
const BASE_PORT = Number(process.env['E2E_PORT'] ?? 3199);
const DATA_ROOT = process.env['E2E_DATA_DIR'] ?? '.tmp/e2e-data';
/** `E2E_SPECS=a,b` limits the run (and the servers started) to those specs; ports stay per spec. */
const chosen = process.env['E2E_SPECS']?.split(',').filter(Boolean);
const SPECS = E2E_SPECS.filter((spec) => !chosen || chosen.includes(spec));
const portOf = (spec: E2eSpec) => BASE_PORT + E2E_SPECS.indexOf(spec);
/** Settings a spec's server needs beside the `npm start` defaults. */
const SPEC_ENV: Partial<Record<E2eSpec, Record<string, string>>> = {
  // New URLs wait for the next morning, so only "scrape now" brings their prices; without the demo's
  // 90 days of history a re-added URL has no price at all until then.
  scrapeNow: { SCRAPE_NEW_URLS_IMMEDIATELY: 'false' },
  // The spec switches the demo web's 403 block (e2e/support/demoWeb.ts finds it from the spec's port).
  adminHealth: { DEMO_WEB_PORT: String(BASE_PORT + E2E_SPECS.indexOf('adminHealth') + DEMO_WEB_PORT_OFFSET) },
  // Breaks a demo shop (the demo web's 403 switch, e2e/support/demoWeb.ts); no automatic retries, so the jobs wait for the admin's reset or replay.
  adminScrapeJobs: { DEMO_WEB_PORT: String(BASE_PORT + E2E_SPECS.indexOf('adminScrapeJobs') + DEMO_WEB_PORT_OFFSET), SCRAPE_RETRY_DELAY_MS: '600000' },
};
/**
 * The demo's 90 days of history (about 11,000 observations projected at start) only for the specs
 * that show it: the others test today's screens, and their servers stay quick to answer at start.
 */
const WITH_DEMO_HISTORY: ReadonlySet<E2eSpec> = new Set(['dashboard', 'insights']);

// Build once here (when stale), so the parallel servers below never build at the same time.
ensureWebBuild((line) => console.log(line));

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two specs of a group at a time (each has its own server): the specs mostly wait on their
  // servers and the browser. E2E_WORKERS=1 runs them one after another.
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ?? '.tmp/e2e-report.json' }]],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: SPECS.map((spec) => ({
    name: spec,
    testMatch: `${spec}.spec.ts`,
    use: { ...chromium, baseURL: `http://127.0.0.1:${portOf(spec)}` },
  })),
  webServer: SPECS.map((spec) => ({
    // A fresh data directory per run, so the demo seed is created anew.
    command: `rm -rf ${DATA_ROOT}/${spec} && node deploy/src/start.ts`,
    url: `http://127.0.0.1:${portOf(spec)}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(portOf(spec)), DATA_DIR: `${DATA_ROOT}/${spec}`, WEB_DIST_DIR: process.env['WEB_DIST_DIR'] ?? WEB_DIST, LOG_LEVEL: 'warn', DEMO_PASSWORD: 'demo-password', DEMO_PLENTY_PORT: String(portOf(spec) + DEMO_PLENTY_PORT_OFFSET), SEED_DEMO_HISTORY: String(WITH_DEMO_HISTORY.has(spec)), ...SPEC_ENV[spec] },
  })),
});
