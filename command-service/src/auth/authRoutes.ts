import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { sessionResponseSchema, signInBodySchema, tokenResponseSchema, type TokenResponse } from '@pm/contracts';
import { AppError, appError, zodRoutes, type TokenService } from '@pm/platform';
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

  /** The claims of a refresh token whose account still exists (a deleted account, or one moved to another company, cannot resume). */
  async function sessionClaims(token: string) {
    const claims = await deps.tokens.verifyRefresh(token);
    const actor = await deps.users.directory.byId(claims.userId);
    if (!actor || actor.companyId !== claims.companyId) throw appError('TOKEN_INVALID', 'The account of this session no longer exists.');
    return claims;
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
      return issue(reply, await sessionClaims(token));
    },
  );

  api.post(
    '/api/auth/session',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Resume the session of the refresh cookie, if there is one',
        description: `What the web app asks on every load. With a valid \`${REFRESH_COOKIE}\` cookie it answers like the refresh (a new access token, the cookie renewed); without one, or with one that is expired or no longer valid, it answers \`null\` (signed out) and clears the cookie, so a signed-out visit is not an error. A session that ends while the app is open is renewed through the refresh, which refuses.`,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) return null;
      try {
        return await issue(reply, await sessionClaims(token));
      } catch (error) {
        if (!(error instanceof AppError) || (error.code !== 'TOKEN_INVALID' && error.code !== 'TOKEN_EXPIRED')) throw error;
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        return null;
      }
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
