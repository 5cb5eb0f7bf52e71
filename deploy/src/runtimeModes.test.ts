import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createSqliteEventStore, findNatsServer, newId, toEventToAppend } from '@pm/platform';
import { announcedUrl, launch, openLive, signIn, waitReady } from './testSupport/launch.ts';

const PASSWORD = 'demo-password-modes';
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pm-modes-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Sign in, watch the live socket, create a user, read it back: the whole path through a running product. */
async function exercise(baseUrl: string, email: string) {
  const token = await signIn(baseUrl, 'admin@demo.example', PASSWORD);
  const auth = { authorization: `Bearer ${token}` };
  const profile = (await (await fetch(`${baseUrl}/api/profile`, { headers: auth })).json()) as { company: { id: string } };
  const live = await openLive(baseUrl, token);
  const created = await fetch(`${baseUrl}/api/user/${profile.company.id}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Pat', lastName: 'Process', email, role: 'COMPANY_VIEWER', password: 'long-enough' }),
  });
  expect(created.status).toBe(201);
  const { position } = (await created.json()) as { position: string };
  const users = (await (await fetch(`${baseUrl}/api/company/${profile.company.id}/users?minPosition=${position}`, { headers: auth })).json()) as { email: string }[];
  expect(users.map((u) => u.email)).toContain(email);
  await expect.poll(() => live.messages.some((m) => m.type === 'invalidate' && BigInt(m.position) >= BigInt(position)), { timeout: 10_000 }).toBe(true);
  live.close();
}

describe('npm start (all in one)', () => {
  it('serves the product, drains on SIGTERM, and keeps every event across a restart', async () => {
    const dataDir = tempDir();
    // PORT=0: the system chooses the port as it binds it; the banner says which.
    const env = { PORT: '0', DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD, WEB_DIST_DIR: join(dataDir, 'no-web'), LOG_LEVEL: 'warn' };
    const first = launch('deploy/src/start.ts', env);
    let baseUrl = await announcedUrl(first);
    await waitReady(baseUrl);
    expect(first.output()).toContain('admin@demo.example');
    await exercise(baseUrl, 'pat@demo.example');
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = launch('deploy/src/start.ts', env);
    baseUrl = await announcedUrl(second);
    await waitReady(baseUrl);
    const token = await signIn(baseUrl, 'pat@demo.example', 'long-enough');
    expect(token).toBeTruthy();
    const users = await fetch(`${baseUrl}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await users.json()) as { lastName: string }).lastName).toBe('Process');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 150_000); // npm start seeds and scrapes the demo web (Chromium included) while this runs: two starts and drains
});

const CHANNEL_ID = newId();

/** A sales channel and a price rule, written to the shared event store as their commands would. */
async function writeChannelAndRule(path: string, companyId: string): Promise<void> {
  const events = createSqliteEventStore({ path });
  const write = (streamId: string, type: string, data: unknown) => events.append(streamId, [toEventToAppend({ type, data }, { companyId, userId: 'service:test', correlationId: newId(), causationId: null })]);
  await write(streams.pricingSettings(companyId), 'SalesChannelCreated', { companyId, channelId: CHANNEL_ID, fields: { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: true } });
  const rule = { name: 'Cheapest −1 %', salesChannelId: CHANNEL_ID, conditions: [], target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: false }, constraints: { ...NO_CONSTRAINTS, minProfitMargin: 15 }, active: true };
  await write(streams.priceRules(companyId), 'PriceRuleCreated', { companyId, ruleId: newId(), position: 1, fields: rule });
  await events.close();
}

const nats = findNatsServer();
if (!nats) console.warn('Skipping the distributed-mode test: nats-server is not installed (apt-get install nats-server).');

describe.skipIf(!nats)('npm run start:distributed (services as processes over NATS)', () => {
  it('runs the same path through the gateway, with live notices crossing processes over NATS', async () => {
    const dataDir = tempDir();
    // PORT=0: every process binds a port the system chooses (a port chosen here and bound later
    // may be taken meanwhile, e.g. by an outgoing connection); the launcher prints the gateway's.
    const launched = launch('deploy/src/startDistributed.ts', { PORT: '0', DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD, WEB_DIST_DIR: join(dataDir, 'no-web'), LOG_LEVEL: 'warn' });
    let passed = false;
    try {
      await expect.poll(() => launched.output(), { timeout: 90_000, interval: 200 }).toMatch(/Gateway listening at http:\/\/127\.0\.0\.1:\d+/);
      const baseUrl = /Gateway listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(launched.output())?.[1] ?? '';
      await waitReady(baseUrl, 30_000);
      // The demo seed is written by the command service; wait until sign-in works.
      await expect.poll(async () => (await fetch(`${baseUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.example', password: PASSWORD }) })).status, { timeout: 30_000 }).toBe(200);
      await exercise(baseUrl, 'dist@demo.example');
      // Printed once the demo assortment has been seeded through the API.
      await expect.poll(() => launched.output(), { timeout: 90_000 }).toMatch(/NATS nats:\/\/127\.0\.0\.1:\d+/);
      // The scraper process scrapes the demo assortment (seeded through the API) from the demo web.
      const token = await signIn(baseUrl, 'admin@demo.example', PASSWORD);
      const api = async (path: string) => (await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<any>;
      const companyId = (await api('/api/profile')).company.id as string;
      await expect.poll(async () => (await api(`/api/company/${companyId}/products?pageSize=5`)).total, { timeout: 60_000 }).toBe(24);
      const productId = (await api(`/api/company/${companyId}/products?pageSize=1&sort=sku&order=asc`)).items[0].id as string;
      await expect.poll(async () => ((await api(`/api/company/${companyId}/products/${productId}/offers`)) as any[]).filter((o) => o.current?.price).length, { timeout: 60_000 }).toBeGreaterThan(0);

      // The pricing-service process: a rule-engine run requested through the gateway runs there,
      // its progress reaches the browser over NATS, and its history is read back.
      await writeChannelAndRule(join(dataDir, 'events.sqlite'), companyId);
      const live = await openLive(baseUrl, token);
      const started = await fetch(`${baseUrl}/api/company/${companyId}/pricing-runs`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
      expect(started.status).toBe(202);
      const runId = ((await started.json()) as { id: string }).id;
      await expect.poll(async () => ((await api(`/api/company/${companyId}/pricing-runs`)).items as any[]).find((r) => r.runId === runId)?.status, { timeout: 60_000 }).toBe('COMPLETED');
      await expect.poll(() => live.messages.some((m) => m.type === 'progress' && m.topic === 'pricing-run' && m.data.runId === runId && m.data.done === m.data.total), { timeout: 10_000 }).toBe(true);
      live.close();
      // pricing-service's own routes through the gateway.
      const filtered = await fetch(`${baseUrl}/api/company/${companyId}/price-rules/test-filter`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ salesChannelId: CHANNEL_ID, conditions: [] }) });
      expect(await filtered.json()).toMatchObject({ count: 24, total: 24 });
      // One API reference at the one origin: the routes of all three upstreams, and the browsable page.
      const reference = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
      expect(Object.keys(reference.paths['/api/company/{companyId}/products'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
      expect(reference.paths['/api/company/{companyId}/pricing-runs']?.['post']).toBeDefined();
      expect(await (await fetch(`${baseUrl}/api/docs/`)).text()).toContain('swagger-ui');
      passed = true;
    } catch (error) {
      console.error(error, launched.output().slice(-8000));
      throw error;
    } finally {
      launched.child.kill('SIGTERM');
      const code = await launched.exited;
      // Only after a pass: a failed step's own error must not be replaced by this one.
      if (passed) {
        // What the launcher printed while stopping says why it did not stop cleanly.
        if (code !== 0) console.error(launched.output().slice(-8000));
        expect(code).toBe(0);
      }
    }
  }, 240_000);
});
