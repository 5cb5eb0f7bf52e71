import type { Env } from '../config/env.ts';
import { Authenticator } from '../auth/authenticator.ts';
import type { ActorDirectory } from '../auth/actor.ts';
import { OidcVerifier } from '../auth/oidc.ts';
import { TokenService } from '../auth/tokens.ts';
import { resolveJwtSecret } from './jwtSecret.ts';

export function createTokenService(env: Env): TokenService {
  return new TokenService({
    secret: resolveJwtSecret(env),
    issuer: env.JWT_ISSUER,
    accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function createAuthenticator(env: Env, tokens: TokenService, directory: ActorDirectory): Authenticator {
  const oidc =
    env.OIDC_ISSUER && env.OIDC_AUDIENCE && env.OIDC_JWKS_URL
      ? new OidcVerifier({ issuer: env.OIDC_ISSUER, audience: env.OIDC_AUDIENCE, jwksUrl: env.OIDC_JWKS_URL, emailClaim: env.OIDC_EMAIL_CLAIM })
      : undefined;
  return new Authenticator(tokens, directory, oidc);
}
