/**
 * `npm run start:distributed`: every service as its own process, connected by a real NATS
 * server (started here when NATS_URL is unset) and sharing the embedded event store file.
 * The gateway on PORT serves the web app and routes the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { loadEnv, onShutdownSignal, REPORT_PORT_OVER_IPC, runMain, resolveJwtSecret, startNatsServer } from '@pm/platform';
import { DEMO_ACCOUNTS } from '@pm/command-service';
import { startDemoWeb, type DemoWeb } from '@pm/demo-web';
import { httpWriter, seedDemoAssortment } from './demoAssortmentSeed.ts';
import { ensureWebBuild, WEB_DIST } from './webBuild.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

async function waitReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The demo assortment through the API, once: when the demo company has no sources yet. */
async function seedAssortmentOverHttp(baseUrl: string, password: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  // The command service seeds the demo accounts in the background; wait until sign-in works.
  async function signIn(email: string | undefined): Promise<string> {
    for (;;) {
      const response = await fetch(`${baseUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
      if (response.ok) return ((await response.json()) as { accessToken: string }).accessToken;
      if (Date.now() > deadline) throw new Error(`the demo account ${email ?? ''} cannot sign in (${response.status})`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const token = await signIn(DEMO_ACCOUNTS.find((a) => a.role === 'COMPANY_ADMIN' && !a.isAdmin)?.email);
  const platformToken = await signIn(DEMO_ACCOUNTS.find((a) => a.isAdmin)?.email);
  const get = async (path: string): Promise<unknown> => (await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
  let companyId = '';
  while (!companyId) {
    companyId = ((await get('/api/profile')) as { company?: { id?: string } }).company?.id ?? '';
    if (!companyId) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const sources = (await get(`/api/company/${companyId}/sources`)) as unknown[];
  if (sources.length > 0) return;
  const seeded = await seedDemoAssortment(httpWriter(baseUrl, { companyAdmin: token, platformAdmin: platformToken }, companyId));
  console.log(`  Demo assortment created: ${seeded.products} products, ${seeded.urls} competitor URLs`);
}

async function main(): Promise<void> {
  const base = loadEnv({ SEED_DEMO: 'true', SEED_DEMO_ASSORTMENT: 'true', DEMO_WEB: 'true', SCRAPE_NEW_URLS_IMMEDIATELY: 'true', SCRAPE_ALLOW_PRIVATE_HOSTS: 'true', WEB_DIST_DIR: WEB_DIST, ...process.env });
  // Build the web app only when serving our own build (a caller naming WEB_DIST_DIR manages it).
  if (base.WEB_DIST_DIR === WEB_DIST) ensureWebBuild((line) => console.log(line));
  const nats = base.NATS_URL ? null : await startNatsServer({ storeDir: join(base.DATA_DIR, 'nats') });
  const natsUrl = base.NATS_URL ?? nats?.url ?? '';
  // PORT+1 to PORT+4 for the services; PORT=0 lets the system choose every port, gateway's too
  // (each service reports the port it bound: no gap between choosing a port and binding it).
  const servicePort = (offset: number) => (base.PORT === 0 ? 0 : base.PORT + offset);
  const shared = { ...process.env, BUS: 'nats', NATS_URL: natsUrl, DATA_DIR: base.DATA_DIR, LOG_LEVEL: base.LOG_LEVEL };
  // One token secret for all: a token issued by the command service is checked by the others.
  const jwtSecret = resolveJwtSecret(base);
  const children: ChildProcess[] = [];
  let stopping = false;
  /** Start a service; resolves with the port it listens on (reported over IPC by runService). */
  const run = (name: string, script: string, env: Record<string, string | undefined>): Promise<number> => {
    const child = spawn(process.execPath, [join(ROOT, script)], { env: { ...shared, JWT_SECRET: jwtSecret, [REPORT_PORT_OVER_IPC]: '1', ...env }, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
    children.push(child);
    return new Promise<number>((resolve, reject) => {
      child.on('message', (message: { type?: string; port?: number }) => {
        if (message.type === 'listening' && typeof message.port === 'number') resolve(message.port);
      });
      child.on('exit', (code, signal) => {
        // Stopping: the shutdown handler exits once every child is gone.
        if (stopping) return;
        console.error(`${name} exited (${signal ?? code})`);
        reject(new Error(`${name} exited before it listened (${signal ?? code})`));
      });
    });
  };
  let demoWeb: DemoWeb | null = null;
  // Installed before anything starts, so a stop during start-up (or seeding) still stops every child.
  onShutdownSignal(async () => {
    stopping = true;
    await Promise.all(children.map((child) => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    })));
    await nats?.stop();
    await demoWeb?.stop();
  });

  // The demo competitor web runs in the launcher (deploy/demo-web), never inside the scraper.
  demoWeb = base.DEMO_WEB ? await startDemoWeb({ port: base.DEMO_WEB_PORT, host: '127.0.0.1' }) : null;
  // Every service is started without an await between them: a service that exits before it
  // listens rejects its promise, which the Promise.all below is already waiting on.
  // The command service seeds the demo company through its commands (SEED_DEMO).
  const commandPort = run('command-service', 'command-service/src/main.ts', { PORT: String(servicePort(1)), SEED_DEMO: String(base.SEED_DEMO), DEMO_PASSWORD: base.DEMO_PASSWORD });
  const projectionPort = run('projection-service', 'projection-service/src/main.ts', { PORT: String(servicePort(2)) });
  const scraping = {
    SCRAPE_ENABLED: String(base.SCRAPE_ENABLED),
    ...(demoWeb ? { SCRAPE_DEMO_PROXY_URL: demoWeb.proxyUrl } : {}),
    SCRAPE_NEW_URLS_IMMEDIATELY: String(base.SCRAPE_NEW_URLS_IMMEDIATELY),
    SCRAPE_ALLOW_PRIVATE_HOSTS: String(base.SCRAPE_ALLOW_PRIVATE_HOSTS),
  };
  const scraperPort = run('scraper-service', 'scraper-service/src/main.ts', { PORT: String(servicePort(3)), ...scraping });
  const pricingPort = run('pricing-service', 'pricing-service/src/main.ts', { PORT: String(servicePort(4)) });
  const ports = await Promise.all([commandPort, projectionPort, scraperPort, pricingPort]);
  const [commandUrl, projectionUrl, scraperUrl, pricingUrl] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string, string, string];
  await Promise.all([waitReady(commandUrl), waitReady(projectionUrl), waitReady(scraperUrl), waitReady(pricingUrl)]);
  const gatewayPort = await run('gateway', 'deploy/src/gateway.ts', { PORT: String(base.PORT), COMMAND_SERVICE_URL: commandUrl, PROJECTION_SERVICE_URL: projectionUrl, PRICING_SERVICE_URL: pricingUrl, SCRAPER_SERVICE_URL: scraperUrl, WEB_DIST_DIR: base.WEB_DIST_DIR });
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  console.log(`  Gateway listening at ${gatewayUrl}`);
  await waitReady(gatewayUrl);
  if (base.SEED_DEMO && base.SEED_DEMO_ASSORTMENT) {
    try {
      await seedAssortmentOverHttp(gatewayUrl, base.DEMO_PASSWORD);
    } catch (error) {
      // Stopped while seeding: the services are gone, which is what was asked for.
      if (stopping) return;
      throw error;
    }
  }

  console.log(`\n  Price monitor (distributed) at http://localhost:${gatewayPort}`);
  console.log(`  command-service :${ports[0]}, projection-service :${ports[1]}, scraper-service :${ports[2]}, pricing-service :${ports[3]}, NATS ${natsUrl}`);
  console.log(`  Demo sign-in: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} / ${base.DEMO_PASSWORD}\n`);

}

runMain(main);
