import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { signInBodySchema, tokenResponseSchema, type TokenResponse } from '@pm/contracts';
import { appError, zodRoutes, type TokenService } from '@pm/platform';
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

const cookieText = `The refresh token is set as the httpOnly cookie \`${REFRESH_COOKIE}\` (path \`${COOKIE_PATH}\`), never in the body.`;

/** Sign-in with a built-in account, token refresh through an httpOnly cookie, sign-out. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const api = zodRoutes(app);
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

  api.post(
    '/api/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in with email and password',
        description: `Answers a short-lived access token to send as \`Authorization: Bearer <token>\`. ${cookieText}`,
        body: signInBodySchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      const claims = await deps.userCommands.verifyCredentials(request.body.email, request.body.password);
      return issue(reply, claims);
    },
  );

  api.post(
    '/api/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Trade the refresh cookie for a new access token',
        description: `Needs the \`${REFRESH_COOKIE}\` cookie of an earlier sign-in; no body. The cookie is renewed too.`,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw appError('UNAUTHENTICATED', 'No session to refresh. Please sign in.');
      const claims = await deps.tokens.verifyRefresh(token);
      // A deleted account (or one moved to another company) cannot refresh.
      const actor = await deps.users.directory.byId(claims.userId);
      if (!actor || actor.companyId !== claims.companyId) throw appError('TOKEN_INVALID', 'The account of this session no longer exists.');
      return issue(reply, claims);
    },
  );

  api.post(
    '/api/auth/sign-out',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign out: clear the refresh cookie',
        response: { 204: z.null().describe('No content; the refresh cookie is cleared') },
      },
    },
    async (_request, reply) => {
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH }).status(204);
      return null;
    },
  );
}
