/** Verification of an external OpenID Connect provider's access/ID tokens through its JWKS. */
import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTVerifyGetKey } from 'jose';
import { appError } from '../errors/appError.ts';

export interface OidcSettings {
  issuer: string;
  audience: string;
  jwksUrl: string;
  emailClaim: string;
}

export class OidcVerifier {
  private readonly jwks: JWTVerifyGetKey;
  private readonly settings: OidcSettings;

  constructor(settings: OidcSettings, jwks?: JWTVerifyGetKey) {
    this.settings = settings;
    this.jwks = jwks ?? createRemoteJWKSet(new URL(settings.jwksUrl));
  }

  /** True when the token claims to come from this provider (cheap check before verifying). */
  isOwnToken(token: string): boolean {
    const [, payload] = token.split('.');
    if (!payload) return false;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown };
      return claims.iss === this.settings.issuer;
    } catch {
      return false; // not a JWT at all: let the built-in verifier reject it
    }
  }

  /** Returns the verified email address of the token's subject. */
  async verify(token: string): Promise<string> {
    try {
      const { payload } = await jwtVerify(token, this.jwks, { issuer: this.settings.issuer, audience: this.settings.audience, requiredClaims: ['exp'] });
      const email = payload[this.settings.emailClaim];
      if (typeof email !== 'string' || email.length === 0) throw appError('TOKEN_INVALID', `Token has no ${this.settings.emailClaim} claim`);
      return email.trim().toLowerCase();
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw appError('TOKEN_EXPIRED', 'Token has expired');
      if (error instanceof joseErrors.JOSEError) throw appError('TOKEN_INVALID', 'Token is invalid');
      throw error;
    }
  }
}
