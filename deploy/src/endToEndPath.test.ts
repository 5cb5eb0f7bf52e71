import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '@pm/contracts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

/**
 * The one real path through every layer: an HTTP command appends events, the projection
 * builds read models, the query API serves them, and the change arrives over the WebSocket.
 */
describe('HTTP → event store → projection → query → WebSocket', () => {
  let t: TestProduct;
  beforeAll(async () => {
    t = await startTestProduct();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('serves the seeded demo admin profile with the version header', async () => {
    const token = await t.signIn('admin@demo.example');
    const response = await t.api('GET', '/api/profile?minPosition=1', { token });
    expect(response.status).toBe(200);
    const profile = profileSchema.parse(response.body);
    expect(profile).toMatchObject({
      email: 'admin@demo.example',
      firstName: 'Anna',
      lastName: 'Admin',
      role: 'COMPANY_ADMIN',
      isAdmin: false,
      company: { name: 'Demo Outdoor GmbH', logoPadding: 4, leadCountry: 'de', countries: ['de', 'at', 'ch'] },
      settings: { language: 'de-DE', withShippingCost: true, favoriteProducts: [] },
    });
    expect(response.headers.get('x-app-version')).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('delivers a created user live and through the query API', async () => {
    const token = await t.signIn('admin@demo.example');
    const profile = (await t.api('GET', '/api/profile', { token })).body;
    const companyId = profile.company.id as string;

    const socket = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/api/live`);
    const messages: any[] = [];
    const ready = new Promise<void>((resolve, reject) => {
      socket.addEventListener('error', () => reject(new Error('socket error')));
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data));
        messages.push(message);
        if (message.type === 'ready') resolve();
      });
    });
    await new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
    socket.send(JSON.stringify({ type: 'auth', token }));
    await ready;
    expect(messages[0]).toEqual({ type: 'ready', companyId });

    const headBefore = await t.product.events.headPosition();
    const created = await t.api('POST', `/api/user/${companyId}`, {
      token,
      body: { firstName: 'Mia', lastName: 'Muster', email: 'Mia.Muster@Demo.Example', role: 'COMPANY_VIEWER', password: 'a-long-password' },
    });
    expect(created.status).toBe(201);
    expect(BigInt(created.body.position)).toBeGreaterThan(headBefore);
    expect(created.headers.get('x-event-position')).toBe(created.body.position);

    // The events are in the log, in the user's stream, with metadata naming the actor.
    const stream = await t.product.events.readStream(`user-${created.body.id}`);
    expect(stream.map((e) => e.type)).toEqual(['UserRegistered']);
    expect(stream[0]?.metadata).toMatchObject({ companyId, userId: profile.id, version: 1 });

    const users = await t.api('GET', `/api/company/${companyId}/users?minPosition=${created.body.position}`, { token });
    expect(users.status).toBe(200);
    expect(users.headers.get('x-projection-stale')).toBeNull();
    expect(users.body.map((u: { email: string }) => u.email)).toContain('mia.muster@demo.example');

    await expect.poll(() => messages.some((m) => m.type === 'invalidate' && m.queryKeys.some((k: string[]) => k[0] === 'users'))).toBe(true);
    const notice = messages.find((m) => m.type === 'invalidate');
    expect(BigInt(notice.position)).toBeGreaterThanOrEqual(BigInt(created.body.position));
    socket.close();

    // The new user can sign in with the password given at creation.
    const viewerToken = await t.signIn('mia.muster@demo.example', 'a-long-password');
    expect((await t.api('GET', '/api/profile', { token: viewerToken })).body.role).toBe('COMPANY_VIEWER');
  });

  it('only sends a socket the notices of its own company', async () => {
    const other = await t.product.commands.companyCommands.createCompany(
      { name: 'Other Shop AG' },
      { companyId: null, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null },
    );
    await t.product.commands.userCommands.createUser(
      { companyId: other.id, email: 'owner@other.example', firstName: 'Otto', lastName: 'Other', role: 'COMPANY_ADMIN', password: 'other-password' },
      { companyId: other.id, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null },
    );
    const otherToken = await t.signIn('owner@other.example', 'other-password');
    const socket = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/api/live`);
    const messages: any[] = [];
    socket.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data))));
    await new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
    socket.send(JSON.stringify({ type: 'auth', token: otherToken }));
    await expect.poll(() => messages.some((m) => m.type === 'ready')).toBe(true);

    const adminToken = await t.signIn('admin@demo.example');
    const demoCompanyId = (await t.api('GET', '/api/profile', { token: adminToken })).body.company.id;
    const created = await t.api('POST', `/api/user/${demoCompanyId}`, {
      token: adminToken,
      body: { firstName: 'Lea', lastName: 'Live', email: 'lea@demo.example', role: 'COMPANY_VIEWER', password: 'a-long-password' },
    });
    await t.api('GET', `/api/company/${demoCompanyId}/users?minPosition=${created.body.position}`, { token: adminToken });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages.filter((m) => m.type === 'invalidate')).toEqual([]);
    socket.close();
  });

  it('closes a socket that sends a forged token', async () => {
    const socket = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/api/live`);
    await new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
    const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
    socket.send(JSON.stringify({ type: 'auth', token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged' }));
    expect(await closed).toBe(4401);
  });
});
