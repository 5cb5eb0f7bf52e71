import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/appError.ts';
import type { Actor, ActorDirectory } from './actor.ts';
import { Authenticator } from './authenticator.ts';
import { OidcVerifier } from './oidc.ts';
import { TokenService } from './tokens.ts';

const anna: Actor = { userId: 'u1', companyId: 'c1', email: 'anna@shop.example', role: 'COMPANY_ADMIN', isAdmin: false };
const directory: ActorDirectory = {
  byId: async (id) => (id === anna.userId ? anna : null),
  byEmail: async (email) => (email === anna.email ? anna : null),
};
const tokens = new TokenService({ secret: 's'.repeat(40), issuer: 'pricemonitor', accessTtlSeconds: 60, refreshTtlSeconds: 600 });
const ISSUER = 'https://id.shop.example';

async function oidcSetup() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const oidc = new OidcVerifier({ issuer: ISSUER, audience: 'pricemonitor', jwksUrl: `${ISSUER}/jwks`, emailClaim: 'email' }, createLocalJWKSet({ keys: [jwk] }));
  const sign = (claims: Record<string, unknown>, options: { audience?: string; expiresIn?: string } = {}) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(ISSUER).setAudience(options.audience ?? 'pricemonitor').setIssuedAt().setExpirationTime(options.expiresIn ?? '5m').sign(privateKey);
  const signWithoutExpiry = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(ISSUER).setAudience('pricemonitor').setIssuedAt().sign(privateKey);
  return { oidc, sign, signWithoutExpiry };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('authenticator', () => {
  it('accepts built-in tokens of existing users only', async () => {
    const auth = new Authenticator(tokens, directory);
    const token = (await tokens.issueAccess({ userId: 'u1', companyId: 'c1' })).token;
    expect(await auth.fromAuthorizationHeader(`Bearer ${token}`)).toEqual(anna);
    const gone = (await tokens.issueAccess({ userId: 'u2', companyId: 'c1' })).token;
    expect(await codeOf(auth.fromToken(gone))).toBe('TOKEN_INVALID');
    const movedCompany = (await tokens.issueAccess({ userId: 'u1', companyId: 'c2' })).token;
    expect(await codeOf(auth.fromToken(movedCompany))).toBe('TOKEN_INVALID');
    expect(await codeOf(auth.fromAuthorizationHeader(undefined))).toBe('UNAUTHENTICATED');
    expect(await codeOf(auth.fromAuthorizationHeader(`Basic ${token}`))).toBe('UNAUTHENTICATED');
  });

  it('verifies an external OIDC provider’s tokens through its JWKS and maps the email to the account', async () => {
    const { oidc, sign } = await oidcSetup();
    const auth = new Authenticator(tokens, directory, oidc);
    expect(await auth.fromToken(await sign({ sub: 'ext-1', email: 'Anna@Shop.example' }))).toEqual(anna);
    expect(await codeOf(auth.fromToken(await sign({ sub: 'ext-2', email: 'stranger@shop.example' })))).toBe('TOKEN_INVALID');
    expect(await codeOf(auth.fromToken(await sign({ sub: 'ext-1', email: anna.email }, { audience: 'someone-else' })))).toBe('TOKEN_INVALID');
    expect(await codeOf(auth.fromToken(await sign({ sub: 'ext-1', email: anna.email }, { expiresIn: '-1m' })))).toBe('TOKEN_EXPIRED');
    expect(await codeOf(auth.fromToken(await sign({ sub: 'ext-1' })))).toBe('TOKEN_INVALID');
    // Built-in tokens keep working beside the provider's.
    expect(await auth.fromToken((await tokens.issueAccess({ userId: 'u1', companyId: 'c1' })).token)).toEqual(anna);
  });

  it('rejects a token signed with a key the provider does not publish', async () => {
    const { oidc } = await oidcSetup();
    const auth = new Authenticator(tokens, directory, oidc);
    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ email: anna.email }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(ISSUER).setAudience('pricemonitor').setExpirationTime('5m').sign(privateKey);
    expect(await codeOf(auth.fromToken(foreign))).toBe('TOKEN_INVALID');
  });

  it('refuses a provider’s token that never expires (no exp claim)', async () => {
    const { oidc, signWithoutExpiry } = await oidcSetup();
    const auth = new Authenticator(tokens, directory, oidc);
    expect(await codeOf(auth.fromToken(await signWithoutExpiry({ sub: 'ext-1', email: anna.email })))).toBe('TOKEN_INVALID');
  });
});
