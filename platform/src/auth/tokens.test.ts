import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/appError.ts';
import { TokenService } from './tokens.ts';

const settings = { secret: 'x'.repeat(40), issuer: 'test', accessTtlSeconds: 60, refreshTtlSeconds: 600 };

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
}

describe('token service', () => {
  const tokens = new TokenService(settings);
  it('round-trips access and refresh tokens', async () => {
    const access = await tokens.issueAccess({ userId: 'u1', companyId: 'c1' });
    expect(await tokens.verifyAccess(access.token)).toEqual({ userId: 'u1', companyId: 'c1' });
    expect(access.expiresAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
    const refresh = await tokens.issueRefresh({ userId: 'u1', companyId: 'c1' });
    expect(await tokens.verifyRefresh(refresh.token)).toEqual({ userId: 'u1', companyId: 'c1' });
  });
  it('keeps access and refresh tokens apart', async () => {
    const refresh = await tokens.issueRefresh({ userId: 'u1', companyId: 'c1' });
    expect(await codeOf(tokens.verifyAccess(refresh.token))).toBe('TOKEN_INVALID');
  });
  it('rejects tokens of another secret, expired and garbage tokens', async () => {
    const other = new TokenService({ ...settings, secret: 'y'.repeat(40) });
    expect(await codeOf(tokens.verifyAccess((await other.issueAccess({ userId: 'u', companyId: 'c' })).token))).toBe('TOKEN_INVALID');
    const expiring = new TokenService({ ...settings, accessTtlSeconds: -120 });
    expect(await codeOf(tokens.verifyAccess((await expiring.issueAccess({ userId: 'u', companyId: 'c' })).token))).toBe('TOKEN_EXPIRED');
    expect(await codeOf(tokens.verifyAccess('garbage'))).toBe('TOKEN_INVALID');
  });

  it('refuses a token without an expiry or issue time, or one living longer than its kind may, even when signed with the right key', async () => {
    const key = new TextEncoder().encode(settings.secret);
    const signed = (build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT({ cid: 'c1' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('u1').setIssuer(settings.issuer).setAudience('pricemonitor:api')).sign(key);
    expect(await codeOf(tokens.verifyAccess(await signed((jwt) => jwt.setIssuedAt().setExpirationTime('1m'))))).toBe('none');
    expect(await codeOf(tokens.verifyAccess(await signed((jwt) => jwt.setIssuedAt())))).toBe('TOKEN_INVALID');
    expect(await codeOf(tokens.verifyAccess(await signed((jwt) => jwt.setExpirationTime('1m'))))).toBe('TOKEN_INVALID');
    // Signed to live ten years: longer than an access token's lifetime (60 s here) is refused.
    expect(await codeOf(tokens.verifyAccess(await signed((jwt) => jwt.setIssuedAt().setExpirationTime('3650d'))))).toBe('TOKEN_INVALID');
  });
});
