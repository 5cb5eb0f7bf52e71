import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_UNAUTHENTICATED } from '@pm/contracts';
import { startTestProduct, type TestProduct } from '../testSupport/startTestProduct.ts';

/**
 * Defect 6 of issue 11: a deleted user's open live socket kept receiving the company's notices
 * until the token expired (up to 15 minutes). The gateway now re-checks the account on every
 * change of a user: a deleted user's sockets are closed at once (4401: the browser renews its
 * token, which fails, so it stops), a changed role or address closes them too so they come back
 * authenticated as the account is now; and a token of a deleted account cannot open a new
 * socket even before the read models have caught up.
 */
interface LiveClient {
  messages: { type: string; [key: string]: unknown }[];
  closed: Promise<{ code: number; reason: string }>;
  isClosed(): boolean;
  close(): void;
}

describe('live sockets follow account changes at once', () => {
  let t: TestProduct;
  let admin: string;
  let companyId: string;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
  });
  afterAll(async () => {
    await t?.stop();
  });

  async function connect(token: string, expectReady = true): Promise<LiveClient> {
    const socket = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/api/live`);
    const messages: LiveClient['messages'] = [];
    let closedAt: { code: number; reason: string } | null = null;
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.addEventListener('close', (event) => {
        closedAt = { code: event.code, reason: event.reason };
        resolve(closedAt);
      }),
    );
    socket.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data))));
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve());
      socket.addEventListener('error', () => reject(new Error('socket error')));
    });
    socket.send(JSON.stringify({ type: 'auth', token }));
    if (expectReady) await expect.poll(() => messages.some((m) => m.type === 'ready'), { timeout: 10_000 }).toBe(true);
    return { messages, closed, isClosed: () => closedAt !== null, close: () => socket.close() };
  }

  async function newUser(role: 'COMPANY_VIEWER' | 'COMPANY_MAINTAINER') {
    const email = `live-${++counter}@demo.example`;
    const created = await t.api('POST', `/api/user/${companyId}`, { token: admin, body: { firstName: 'Lina', lastName: 'Live', email, role, password: 'live-password' } });
    expect(created.status).toBe(201);
    return { id: created.body.id as string, token: await t.signIn(email, 'live-password') };
  }

  /** Something that makes the company's projections publish a notice. */
  const touchCompany = () => t.api('POST', `/api/company/${companyId}/categories`, { token: admin, body: { name: `Live ${++counter}` } });

  it('closes a deleted user’s socket at once, and it hears no further notice', async () => {
    const user = await newUser('COMPANY_VIEWER');
    const live = await connect(user.token);
    const watcher = await connect(admin);
    // The socket works: a change of the company reaches it.
    expect((await touchCompany()).status).toBe(201);
    await expect.poll(() => live.messages.filter((m) => m.type === 'invalidate').length, { timeout: 10_000 }).toBeGreaterThan(0);

    expect((await t.api('DELETE', `/api/company/${companyId}/user/${user.id}`, { token: admin })).status).toBe(200);
    await expect.poll(() => live.isClosed(), { timeout: 5_000 }).toBe(true);
    expect((await live.closed).code).toBe(LIVE_CLOSE_UNAUTHENTICATED);

    const heard = live.messages.length;
    const seenByWatcher = watcher.messages.length;
    expect((await touchCompany()).status).toBe(201);
    // The company's other sockets still hear it; the deleted user's does not.
    await expect.poll(() => watcher.messages.length, { timeout: 10_000 }).toBeGreaterThan(seenByWatcher);
    expect(live.messages).toHaveLength(heard);
    watcher.close();
  }, 60_000);

  it('refuses a new socket with the still-valid token of a deleted account', async () => {
    const user = await newUser('COMPANY_VIEWER');
    expect((await t.api('DELETE', `/api/company/${companyId}/user/${user.id}`, { token: admin })).status).toBe(200);
    const live = await connect(user.token, false);
    expect((await live.closed).code).toBe(LIVE_CLOSE_UNAUTHENTICATED);
    expect(live.messages.filter((m) => m.type === 'ready')).toEqual([]);
  }, 60_000);

  it('closes the socket of a user whose role changed, so it comes back authenticated as the account is now', async () => {
    const user = await newUser('COMPANY_MAINTAINER');
    const live = await connect(user.token);
    const other = await newUser('COMPANY_VIEWER');
    const untouched = await connect(other.token);
    expect((await t.api('PUT', `/api/company/${companyId}/user/${user.id}`, { token: admin, body: { role: 'COMPANY_VIEWER' } })).status).toBe(200);
    await expect.poll(() => live.isClosed(), { timeout: 5_000 }).toBe(true);
    expect((await live.closed).code).toBe(LIVE_CLOSE_UNAUTHENTICATED);
    // Only that user's sockets: another user of the company keeps hers.
    expect(untouched.isClosed()).toBe(false);
    untouched.close();
  }, 60_000);
});
