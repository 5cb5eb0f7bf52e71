import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

/** Bad input gets a 4xx with an error code and message, and nothing is written. */
describe('refusing bad input', () => {
  let t: TestProduct;
  let adminToken: string;
  let companyId: string;
  let otherCompanyId: string;
  let otherUserId: string;
  const context = () => ({ companyId: null, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });

  beforeAll(async () => {
    t = await startTestProduct();
    adminToken = await t.signIn('maintainer@demo.example').then(() => t.signIn('admin@demo.example'));
    companyId = (await t.api('GET', '/api/profile', { token: adminToken })).body.company.id;
    otherCompanyId = (await t.product.commands.companyCommands.createCompany({ name: 'Other AG' }, context())).id;
    otherUserId = (
      await t.product.commands.userCommands.createUser(
        { companyId: otherCompanyId, email: 'someone@other.example', firstName: 'Some', lastName: 'One', role: 'COMPANY_ADMIN', password: 'other-password' },
        context(),
      )
    ).id;
  });
  afterAll(async () => {
    await t.stop();
  });

  const validUser = { firstName: 'Neu', lastName: 'Nutzer', email: 'neu@demo.example', role: 'COMPANY_VIEWER', password: 'long-enough' };

  async function expectRefused(call: Promise<{ status: number; body: any }>, status: number, code: string) {
    const head = await t.product.events.headPosition();
    const response = await call;
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ statusCode: status, code });
    expect(typeof response.body.error).toBe('string');
    expect(await t.product.events.headPosition()).toBe(head);
  }

  it('malformed JSON', async () => {
    await expectRefused(t.api('POST', `/api/user/${companyId}`, { token: adminToken, rawBody: '{"firstName": ' }), 400, 'INVALID_JSON');
  });

  it('unknown fields', async () => {
    await expectRefused(t.api('POST', `/api/user/${companyId}`, { token: adminToken, body: { ...validUser, isAdmin: true } }), 400, 'VALIDATION_FAILED');
  });

  it('wrong types and formats, with the failing fields named', async () => {
    const response = await t.api('POST', `/api/user/${companyId}`, { token: adminToken, body: { ...validUser, role: 'OWNER', email: 'not-an-email', firstName: 7 } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'firstName', 'role']);
  });

  it('oversized bodies', async () => {
    await expectRefused(t.api('POST', `/api/user/${companyId}`, { token: adminToken, rawBody: JSON.stringify({ ...validUser, firstName: 'x'.repeat(2_000_000) }) }), 413, 'BODY_TOO_LARGE');
  });

  it('a body that is not JSON', async () => {
    await expectRefused(t.api('POST', `/api/user/${companyId}`, { token: adminToken, rawBody: 'firstName=x', headers: { 'content-type': 'text/plain' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('no token, a forged token, an expired token', async () => {
    await expectRefused(t.api('POST', `/api/user/${companyId}`, { body: validUser }), 401, 'UNAUTHENTICATED');
    const forged = await new SignJWT({ cid: companyId }).setProtectedHeader({ alg: 'HS256' }).setSubject('x').setIssuer('pricemonitor').setAudience('pricemonitor:api').setExpirationTime('5m').sign(new TextEncoder().encode('a-different-secret-that-is-long-enough-123'));
    await expectRefused(t.api('POST', `/api/user/${companyId}`, { token: forged, body: validUser }), 401, 'TOKEN_INVALID');
    const claims = await t.product.tokens.verifyAccess(adminToken);
    const secret = (await import('node:fs')).readFileSync(`${t.dataDir}/jwt-secret`, 'utf8');
    const expired = await new SignJWT({ cid: claims.companyId }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.userId).setIssuer('pricemonitor').setAudience('pricemonitor:api').setIssuedAt(Math.floor(Date.now() / 1000) - 3600).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(new TextEncoder().encode(secret));
    await expectRefused(t.api('POST', `/api/user/${companyId}`, { token: expired, body: validUser }), 401, 'TOKEN_EXPIRED');
    await expectRefused(t.api('GET', '/api/profile', { token: 'not-a-jwt' }), 401, 'TOKEN_INVALID');
  });

  it('a refresh token used as an access token', async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.example', password: 'demo-password-for-tests' }) });
    const refresh = /pm_refresh=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    expect(refresh).toBeTruthy();
    await expectRefused(t.api('GET', '/api/profile', { token: refresh ?? '' }), 401, 'TOKEN_INVALID');
  });

  it("another company's ids", async () => {
    await expectRefused(t.api('POST', `/api/user/${otherCompanyId}`, { token: adminToken, body: validUser }), 403, 'OTHER_COMPANY');
    await expectRefused(t.api('GET', `/api/company/${otherCompanyId}/users`, { token: adminToken }), 403, 'OTHER_COMPANY');
    // Another company's user addressed through our own company: indistinguishable from a missing one.
    await expectRefused(t.api('PUT', `/api/company/${companyId}/user/${otherUserId}`, { token: adminToken, body: { firstName: 'X' } }), 404, 'USER_NOT_FOUND');
    await expectRefused(t.api('DELETE', `/api/company/${companyId}/user/${otherUserId}`, { token: adminToken }), 404, 'USER_NOT_FOUND');
    await expectRefused(t.api('PUT', `/api/user/${otherUserId}/settings`, { token: adminToken, body: { language: 'en' } }), 403, 'FORBIDDEN');
  });

  it('ids that are not ids, and unknown API routes', async () => {
    await expectRefused(t.api('POST', '/api/user/not-a-uuid', { token: adminToken, body: validUser }), 400, 'VALIDATION_FAILED');
    await expectRefused(t.api('GET', '/api/nothing-here', { token: adminToken }), 404, 'ROUTE_NOT_FOUND');
  });

  it('roles the action is not allowed for', async () => {
    const maintainer = await t.signIn('maintainer@demo.example');
    const viewer = await t.signIn('viewer@demo.example');
    await expectRefused(t.api('POST', `/api/user/${companyId}`, { token: maintainer, body: validUser }), 403, 'ROLE_NOT_ALLOWED');
    await expectRefused(t.api('POST', `/api/user/${companyId}`, { token: viewer, body: validUser }), 403, 'ROLE_NOT_ALLOWED');
    await expectRefused(t.api('GET', `/api/company/${companyId}/users`, { token: maintainer }), 403, 'ROLE_NOT_ALLOWED');
  });

  it('wrong sign-in credentials answer alike for unknown accounts', async () => {
    await expectRefused(t.api('POST', '/api/auth/sign-in', { body: { email: 'admin@demo.example', password: 'wrong-password' } }), 401, 'INVALID_CREDENTIALS');
    await expectRefused(t.api('POST', '/api/auth/sign-in', { body: { email: 'nobody@demo.example', password: 'wrong-password' } }), 401, 'INVALID_CREDENTIALS');
  });

  it('an email address that is taken', async () => {
    await expectRefused(t.api('POST', `/api/user/${companyId}`, { token: adminToken, body: { ...validUser, email: 'viewer@demo.example' } }), 409, 'EMAIL_TAKEN');
  });

  it('deleting oneself', async () => {
    const me = (await t.api('GET', '/api/profile', { token: adminToken })).body.id;
    await expectRefused(t.api('DELETE', `/api/company/${companyId}/user/${me}`, { token: adminToken }), 403, 'CANNOT_DELETE_SELF');
  });
});

describe('platform admins', () => {
  it('may act in another company', async () => {
    const t = await startTestProduct();
    try {
      const platform = await t.signIn('platform@demo.example');
      const other = await t.product.commands.companyCommands.createCompany({ name: 'Client AG' }, { companyId: null, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });
      const created = await t.api('POST', `/api/user/${other.id}`, { token: platform, body: { firstName: 'Cl', lastName: 'Ient', email: 'client@client.example', role: 'COMPANY_ADMIN', password: 'long-enough' } });
      expect(created.status).toBe(201);
      const users = await t.api('GET', `/api/company/${other.id}/users?minPosition=${created.body.position}`, { token: platform });
      expect(users.body.map((u: { email: string }) => u.email)).toEqual(['client@client.example']);
    } finally {
      await t.stop();
    }
  });
});
