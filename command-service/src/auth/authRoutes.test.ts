/**
 * The auth routes in their own package, through `app.inject`: the token answer of the contract,
 * the refresh cookie it rides on, and the refusals a signed-out caller meets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cookie from '@fastify/cookie';
import { tokenResponseSchema } from '@pm/contracts';
import { newId, TokenService } from '@pm/platform';
import { companyId, setupContext, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createUserCommands, type UserCommands } from '../users/userCommands.ts';
import { createUserRepository } from '../users/userRepository.ts';
import { REFRESH_COOKIE, registerAuthRoutes } from './authRoutes.ts';

const password = 'correct-horse-battery';

describe('auth routes', () => {
  let t: RouteTestApp<Record<string, never>>;
  let userCommands: UserCommands;
  const tokens = new TokenService({ secret: 'a-test-secret-that-is-long-enough-for-hs256', issuer: 'test', accessTtlSeconds: 300, refreshTtlSeconds: 600 });

  const register = (email: string) => userCommands.createUser({ email, password, firstName: 'Anna', lastName: 'Berg', role: 'COMPANY_VIEWER', companyId }, setupContext);

  beforeAll(async () => {
    // Nobody is signed in with a bearer token here: the routes under test hand the tokens out.
    t = await startRouteTestApp(
      async (app, events) => {
        const users = createUserRepository(events);
        userCommands = createUserCommands(events, users);
        await register('anna@example.com');
        registerAuthRoutes(app, { tokens, userCommands, users, cookieSecure: true });
      },
      { actors: {}, plugins: [cookie] },
    );
  });
  afterAll(() => t.close());

  const signIn = (payload: unknown) => t.inject('POST', '/api/auth/sign-in', null, payload);
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

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: refreshCookie!.value } });
    expect(refreshed.statusCode).toBe(200);
    expect((await tokens.verifyAccess(tokenResponseSchema.parse(refreshed.json()).accessToken)).companyId).toBe(companyId);
    expect(refreshCookieOf(refreshed)?.value).toEqual(expect.any(String));

    const signedOut = await t.inject('POST', '/api/auth/sign-out', null);
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

  it('resumes a session on load, and answers a signed-out visitor 200 null instead of an error', async () => {
    const none = await t.inject('POST', '/api/auth/session', null);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const refreshCookie = refreshCookieOf(await signIn({ email: 'anna@example.com', password }));
    const resumed = await t.app.inject({ method: 'POST', url: '/api/auth/session', cookies: { [REFRESH_COOKIE]: refreshCookie!.value } });
    expect(resumed.statusCode).toBe(200);
    expect(tokenResponseSchema.parse(resumed.json()).accessToken).toBeTruthy();
    expect(refreshCookieOf(resumed)).toMatchObject({ httpOnly: true, path: '/api/auth' });

    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/session', cookies: { [REFRESH_COOKIE]: 'not-a-token' } });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toBeNull();
    // The cookie that no longer opens a session is cleared.
    expect(refreshCookieOf(forged)).toMatchObject({ value: '' });
  });

  it('refuses a refresh without a session, and one of an account deleted since', async () => {
    expect((await t.inject('POST', '/api/auth/refresh', null)).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    const written = await register('bert@example.com');
    const refreshCookie = refreshCookieOf(await signIn({ email: 'bert@example.com', password }));
    await userCommands.deleteUser(companyId, written.id, newId(), setupContext);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: refreshCookie!.value } });
    expect(refreshed.json()).toMatchObject({ statusCode: 401, code: 'TOKEN_INVALID' });
  });
});
