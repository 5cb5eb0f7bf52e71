import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../testSupport/startTestProduct.ts';

/**
 * Issue 11 defect 10: a token signed with the product's own key but without `exp` (or `iat`, or
 * with a lifetime beyond its kind's) never expires — whoever got hold of one keeps access forever.
 * The product refuses such tokens on the API and at the refresh endpoint.
 */
describe('tokens must expire', () => {
  let t: TestProduct;
  let claims: { userId: string; companyId: string };
  let key: Uint8Array;

  beforeAll(async () => {
    t = await startTestProduct();
    claims = await t.product.tokens.verifyAccess(await t.signIn('admin@demo.example'));
    key = new TextEncoder().encode(readFileSync(`${t.dataDir}/jwt-secret`, 'utf8').trim());
  });
  afterAll(async () => {
    await t.stop();
  });

  const token = (audience: string, build: (jwt: SignJWT) => SignJWT) =>
    build(new SignJWT({ cid: claims.companyId }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(claims.userId).setIssuer('pricemonitor').setAudience(audience)).sign(key);
  const profileWith = async (accessToken: string) => t.api('GET', '/api/profile', { token: accessToken });

  it('accepts a well-formed token signed with the key (the control)', async () => {
    expect((await profileWith(await token('pricemonitor:api', (jwt) => jwt.setIssuedAt().setExpirationTime('5m')))).status).toBe(200);
  });

  it('answers 401 to an access token without exp, without iat, or signed to live for years', async () => {
    for (const build of [(jwt: SignJWT) => jwt.setIssuedAt(), (jwt: SignJWT) => jwt.setExpirationTime('5m'), (jwt: SignJWT) => jwt.setIssuedAt().setExpirationTime('3650d')]) {
      const answer = await profileWith(await token('pricemonitor:api', build));
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'TOKEN_INVALID' });
    }
  });

  it('answers 401 to a refresh cookie without exp', async () => {
    const refresh = await token('pricemonitor:refresh', (jwt) => jwt.setIssuedAt());
    const answer = await t.api('POST', '/api/auth/refresh', { headers: { cookie: `pm_refresh=${refresh}` } });
    expect(answer.status).toBe(401);
  });
});
