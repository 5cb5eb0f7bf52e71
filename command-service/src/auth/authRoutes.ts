import type { FastifyInstance, FastifyReply } from 'fastify';
import { signInBodySchema, type TokenResponse } from '@pm/contracts';
import { parseInput, appError, type TokenService } from '@pm/platform';
import type { UserCommands } from '../users/userCommands.ts';
import type { UserRepository } from '../users/userRepository.ts';

export const REFRESH_COOKIE = 'pm_refresh';
const COOKIE_PATH = '/api/auth';

export interface AuthRouteDeps {
  tokens: TokenService;
  userCommands: UserCommands;
  users: UserRepository;
  cookieSecure: boolean;
}

/** Sign-in with a built-in account, token refresh through an httpOnly cookie, sign-out. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  async function issue(reply: FastifyReply, claims: { userId: string; companyId: string }): Promise<TokenResponse> {
    const access = await deps.tokens.issueAccess(claims);
    const refresh = await deps.tokens.issueRefresh(claims);
    reply.setCookie(REFRESH_COOKIE, refresh.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: deps.cookieSecure,
      path: COOKIE_PATH,
      expires: refresh.expiresAt,
    });
    return { accessToken: access.token, expiresAt: access.expiresAt.toISOString() };
  }

  app.post('/api/auth/sign-in', { config: { access: 'public' } }, async (request, reply) => {
    const body = parseInput(signInBodySchema, request.body);
    const claims = await deps.userCommands.verifyCredentials(body.email, body.password);
    return issue(reply, claims);
  });

  app.post('/api/auth/refresh', { config: { access: 'public' } }, async (request, reply) => {
    const token = request.cookies[REFRESH_COOKIE];
    if (!token) throw appError('UNAUTHENTICATED', 'No session to refresh. Please sign in.');
    const claims = await deps.tokens.verifyRefresh(token);
    // A deleted account (or one moved to another company) cannot refresh.
    const actor = await deps.users.directory.byId(claims.userId);
    if (!actor || actor.companyId !== claims.companyId) throw appError('TOKEN_INVALID', 'The account of this session no longer exists.');
    return issue(reply, claims);
  });

  app.post('/api/auth/sign-out', { config: { access: 'public' } }, async (_request, reply) => {
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH }).status(204);
    return null;
  });
}
