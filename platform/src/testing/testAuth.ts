import type { Actor } from '../auth/actor.ts';
import { Authenticator } from '../auth/authenticator.ts';
import { TokenService } from '../auth/tokens.ts';

/**
 * Real tokens and a real authenticator over a fixed list of accounts, for route tests that
 * mount one module on an app (`app.inject`): `headers(userId)` signs that account in.
 */
export function testAuth(actors: readonly Actor[]) {
  const tokens = new TokenService({ secret: 'a-test-secret-that-is-long-enough-for-hs256', issuer: 'test', accessTtlSeconds: 300, refreshTtlSeconds: 600 });
  const authenticator = new Authenticator(tokens, { byId: async (id) => actors.find((a) => a.userId === id) ?? null, byEmail: async () => null });
  async function headers(userId: string): Promise<{ authorization: string }> {
    const actor = actors.find((a) => a.userId === userId);
    if (!actor) throw new Error(`testAuth: no account ${userId}`);
    return { authorization: `Bearer ${(await tokens.issueAccess({ userId, companyId: actor.companyId })).token}` };
  }
  return { authenticator, headers };
}
