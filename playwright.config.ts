import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SPECS, type E2eSpec } from './deploy/src/e2eSpecs.ts';
import { ensureWebBuild, WEB_DIST } from './deploy/src/webBuild.ts';
import { DEMO_PLENTY_PORT_OFFSET } from './e2e/support/demoPlenty.ts';
import { DEMO_WEB_PORT_OFFSET } from './e2e/support/demoWeb.ts';
import type { SpecServerSettings } from './e2e/support/specServer.ts';

/**
 * End-to-end tests drive the Debian Chromium (no browser download) against `npm start`.
 * Each spec file changes demo data (users, company details), so each gets its own product:
 * a project per spec, whose worker starts the spec's server on its own port and fresh data
 * directory and stops it at the end (e2e/support/e2eTest.ts, e2e/support/specServer.ts).
 */
const BASE_PORT = Number(process.env['E2E_PORT'] ?? 3199);
const DATA_ROOT = process.env['E2E_DATA_DIR'] ?? '.tmp/e2e-data';
/** `E2E_SPECS=a,b` limits the run to those specs; ports stay per spec. */
const chosen = process.env['E2E_SPECS']?.split(',').filter(Boolean);
const SPECS = E2E_SPECS.filter((spec) => !chosen || chosen.includes(spec));
const portOf = (spec: E2eSpec) => BASE_PORT + E2E_SPECS.indexOf(spec);
/** Settings a spec's server needs beside the `npm start` defaults. */
const SPEC_ENV: Partial<Record<E2eSpec, Record<string, string>>> = {
  // New URLs wait for the next morning, so only "scrape now" brings their prices; without the demo's
  // 90 days of history a re-added URL has no price at all until then.
  scrapeNow: { SCRAPE_NEW_URLS_IMMEDIATELY: 'false' },
  // The spec switches the demo web's 403 block (e2e/support/demoWeb.ts finds it from the spec's port).
  adminHealth: { DEMO_WEB_PORT: String(portOf('adminHealth') + DEMO_WEB_PORT_OFFSET) },
  // Breaks a demo shop (the demo web's 403 switch, e2e/support/demoWeb.ts); no automatic retries, so the jobs wait for the admin's reset or replay.
  // The morning sync would refresh the ERP inputs and output channels at a moment that depends on load, mid-test (it re-renders the refresh panels).
  erpConnection: { MORNING_SYNC_ENABLED: 'false' },
  erpWriteBack: { MORNING_SYNC_ENABLED: 'false' },
  adminScrapeJobs: { DEMO_WEB_PORT: String(portOf('adminScrapeJobs') + DEMO_WEB_PORT_OFFSET), SCRAPE_RETRY_DELAY_MS: '600000' },
};
/**
 * The demo's 90 days of history (about 11,000 observations projected at start) only for the specs
 * that show it: the others test today's screens, and their servers stay quick to answer at start.
 */
const WITH_DEMO_HISTORY: ReadonlySet<E2eSpec> = new Set(['dashboard', 'insights']);
const serverOf = (spec: E2eSpec): SpecServerSettings => ({
  spec,
  port: portOf(spec),
  dataRoot: DATA_ROOT,
  env: { WEB_DIST_DIR: process.env['WEB_DIST_DIR'] ?? WEB_DIST, LOG_LEVEL: 'warn', DEMO_PASSWORD: 'demo-password', DEMO_PLENTY_PORT: String(portOf(spec) + DEMO_PLENTY_PORT_OFFSET), SEED_DEMO_HISTORY: String(WITH_DEMO_HISTORY.has(spec)), ...SPEC_ENV[spec] },
});
// One id per run, inherited by the workers: a spec's data directory is fresh once per run.
process.env['E2E_RUN_ID'] ??= `${process.pid}-${Date.now()}`;

// Build once here (when stale), so the servers the workers start never build at the same time;
// WEB_DIST_DIR names a build made by the caller instead.
if (!process.env['WEB_DIST_DIR']) ensureWebBuild((line) => console.log(line));

/**
 * Debian's headless Chromium (package chromium-headless-shell) when installed: the same engine
 * without the browser's own interface, about a third less CPU per new page than the full
 * browser in headless mode on a 2-core machine; otherwise the full Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // An expectation waits for what the user waits for, up to 20 s: on the 2-core CI machine two
  // specs, their servers and browsers share the cores (load average 12 measured during a
  // two-spec run), and a sign-in page took 3 s to become editable. Speed is measured by
  // `npm run bench`, not here.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two specs at a time, each with its server: the specs mostly wait on their server and the
  // browser. E2E_WORKERS=1 runs them one after another.
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ?? '.tmp/e2e-report.json' }]],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: SPECS.map((spec) => ({
    name: spec,
    testMatch: `${spec}.spec.ts`,
    metadata: { server: serverOf(spec) },
    use: { ...chromium, baseURL: `http://127.0.0.1:${portOf(spec)}` },
  })),
});
