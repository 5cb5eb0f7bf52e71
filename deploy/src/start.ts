/**
 * `npm start`: the whole product in one process on one port, embedded stores in DATA_DIR,
 * the web app from the same origin, demo company and accounts on first start.
 */
import { createHash } from 'node:crypto';
import { loadEnv, onShutdownSignal, runMain } from '@pm/platform';
import { createAllInOne } from './allInOne.ts';
import { DEMO_ACCOUNTS } from '@pm/command-service';
import { ensureWebBuild, WEB_DIST } from './webBuild.ts';

/** The demo's ERP_SECRET_KEY: 32 bytes derived from a fixed text, public — fine for demo data only. */
const DEMO_ERP_SECRET_KEY = createHash('sha256').update('price-monitor demo ERP secret key').digest('base64');


async function main(): Promise<void> {
  // A fixed demo key when none is set, so the demo's ERP password can be saved (said in the banner; set your own in production).
  const env = loadEnv({ ERP_SECRET_KEY: DEMO_ERP_SECRET_KEY, SEED_DEMO: 'true', SEED_DEMO_ASSORTMENT: 'true', SEED_DEMO_HISTORY: 'true', DEMO_WEB: 'true', DEMO_PLENTY: 'true', SCRAPE_NEW_URLS_IMMEDIATELY: 'true', SCRAPE_ALLOW_PRIVATE_HOSTS: 'true', WEB_DIST_DIR: WEB_DIST, ...process.env });
  // Build the web app only when serving our own build (a caller naming WEB_DIST_DIR manages it).
  if (env.WEB_DIST_DIR === WEB_DIST) ensureWebBuild((line) => console.log(line));
  const product = await createAllInOne(env);
  // The port it listens on: PORT, or the one the system chose for PORT=0 (the tests start it so).
  const listening = new URL(await product.start());
  const url = env.PUBLIC_URL ?? `http://localhost:${listening.port}`;
  const lines = [
    '',
    `  Price monitor ${product.version} is running at ${url}`,
    `  Data directory: ${env.DATA_DIR}`,
  ];
  const demoWeb = product.demoWeb();
  if (demoWeb) lines.push(`  Demo competitor web: ${demoWeb.url} (HTTP proxy for *.demo.test)`);
  const demoPlenty = product.demoPlenty();
  if (demoPlenty) lines.push(`  Demo Plenty (ERP): ${demoPlenty.url} (REST user ${demoPlenty.username}, password ${demoPlenty.password}; prices written: ${demoPlenty.url}/demo/writes)`);
  if (env.ERP_SECRET_KEY === DEMO_ERP_SECRET_KEY) lines.push('  ERP passwords are encrypted with the fixed demo key (set ERP_SECRET_KEY to your own outside the demo).');
  if (env.SEED_DEMO) {
    lines.push('  Demo sign-in (password for all: ' + env.DEMO_PASSWORD + '):');
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(26)} ${account.role}${account.isAdmin ? ' + platform admin' : ''}`);
  }
  lines.push('  Stop with Ctrl+C.', '');
  console.log(lines.join('\n'));
  onShutdownSignal(async () => {
    console.log('Shutting down: finishing requests and projections…');
    await product.stop();
  });
}

runMain(main);
