/**
 * The auth routes in their own package, through `app.inject`: the token answer of the contract,
 * the refresh cookie it rides on, and the refusals a signed-out caller meets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cookie from '@fastify/cookie';
import { tokenResponseSchema } from '@pm/contracts';
import { createHttpApp, createSqliteEventStore, installAuth, newId, registerApiNotFound, TokenService, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { createUserCommands, type UserCommands } from '../users/userCommands.ts';
import { createUserRepository } from '../users/userRepository.ts';
import { REFRESH_COOKIE, registerAuthRoutes } from './authRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const password = 'correct-horse-battery';
const context = { companyId, userId: 'setup', correlationId: 'c', causationId: null };

describe('auth routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  let userCommands: UserCommands;
  const tokens = new TokenService({ secret: 'a-test-secret-that-is-long-enough-for-hs256', issuer: 'test', accessTtlSeconds: 300, refreshTtlSeconds: 600 });

  const register = (email: string) => userCommands.createUser({ email, password, firstName: 'Anna', lastName: 'Berg', role: 'COMPANY_VIEWER', companyId }, context);

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    const users = createUserRepository(events);
    userCommands = createUserCommands(events, users);
    await register('anna@example.com');
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, testAuth([]).authenticator);
    await app.register(cookie);
    registerAuthRoutes(app, { tokens, userCommands, users, cookieSecure: true });
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    db.remove();
  });

  const signIn = (payload: unknown) => app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: payload as object });
  const refreshCookieOf = (answer: Awaited<ReturnType<typeof signIn>>) => answer.cookies.find((c) => c.name === REFRESH_COOKIE);

  it('signs in (email as typed), refreshes with the httpOnly cookie and signs out clearing it', async () => {
    const signedIn = await signIn({ email: ' Anna@Example.com ', password });
    expect(signedIn.statusCode).toBe(200);
    const token = tokenResponseSchema.parse(signedIn.json());
    expect(Object.keys(signedIn.json() as object).sort()).toEqual(['accessToken', 'expiresAt']);
    expect(new Date(token.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await tokens.verifyAccess(token.accessToken)).companyId).toBe(companyId);
    const refreshCookie = refreshCookieOf(signedIn);
    expect(refreshCookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth' });

    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: refreshCookie!.value } });
    expect(refreshed.statusCode).toBe(200);
    expect((await tokens.verifyAccess(tokenResponseSchema.parse(refreshed.json()).accessToken)).companyId).toBe(companyId);
    expect(refreshCookieOf(refreshed)?.value).toEqual(expect.any(String));

    const signedOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(signedOut.statusCode).toBe(204);
    expect(signedOut.body).toBe('');
    expect(refreshCookieOf(signedOut)).toMatchObject({ value: '', path: '/api/auth' });
  });

  it('refuses bad input and a wrong password without setting a cookie', async () => {
    const bad = await signIn({ email: 'not-an-email', password });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'email' })] } });
    const wrong = await signIn({ email: 'anna@example.com', password: 'not-the-password' });
    expect(wrong.json()).toMatchObject({ statusCode: 401, code: 'INVALID_CREDENTIALS' });
    expect(refreshCookieOf(bad)).toBeUndefined();
    expect(refreshCookieOf(wrong)).toBeUndefined();
  });

  it('refuses a refresh without a session, and one of an account deleted since', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh' })).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    const written = await register('bert@example.com');
    const refreshCookie = refreshCookieOf(await signIn({ email: 'bert@example.com', password }));
    await userCommands.deleteUser(companyId, written.id, newId(), context);
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: refreshCookie!.value } });
    expect(refreshed.json()).toMatchObject({ statusCode: 401, code: 'TOKEN_INVALID' });
  });
});
