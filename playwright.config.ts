import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env['E2E_PORT'] ?? 3199);
const DATA_DIR = process.env['E2E_DATA_DIR'] ?? '.tmp/e2e-data';

/** End-to-end tests drive the Debian Chromium (no browser download) against `npm start`. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh data directory per run, so the demo seed is created anew.
    command: `rm -rf ${DATA_DIR} && node deploy/src/start.ts`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', DEMO_PASSWORD: 'demo-password' },
  },
});
