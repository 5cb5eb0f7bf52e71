/**
 * Built-in tokens: short-lived access tokens (Bearer) and longer refresh tokens (httpOnly
 * cookie), both HS256 JWTs signed and verified with `jose`. External OIDC tokens are verified
 * against the provider's JWKS (see oidc.ts).
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { appError } from '../errors/appError.ts';

export interface TokenSettings {
  secret: string;
  issuer: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export interface AccessClaims {
  userId: string;
  companyId: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

const ACCESS_AUDIENCE = 'pricemonitor:api';
const REFRESH_AUDIENCE = 'pricemonitor:refresh';
/** Clock skew between the machines that issue and verify tokens. */
const LEEWAY_SECONDS = 60;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly settings: TokenSettings;

  constructor(settings: TokenSettings) {
    this.settings = settings;
    this.key = new TextEncoder().encode(settings.secret);
  }

  issueAccess(claims: AccessClaims): Promise<IssuedToken> {
    return this.issue(claims, ACCESS_AUDIENCE, this.settings.accessTtlSeconds);
  }

  issueRefresh(claims: AccessClaims): Promise<IssuedToken> {
    return this.issue(claims, REFRESH_AUDIENCE, this.settings.refreshTtlSeconds);
  }

  verifyAccess(token: string): Promise<AccessClaims> {
    return this.verify(token, ACCESS_AUDIENCE, this.settings.accessTtlSeconds);
  }

  verifyRefresh(token: string): Promise<AccessClaims> {
    return this.verify(token, REFRESH_AUDIENCE, this.settings.refreshTtlSeconds);
  }

  private async issue(claims: AccessClaims, audience: string, ttlSeconds: number): Promise<IssuedToken> {
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    const token = await new SignJWT({ cid: claims.companyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(this.settings.issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /**
   * A token must name when it was issued and when it expires (a token without `exp` would never
   * expire), and may live no longer than its kind's lifetime (`exp` − `iat`), issued no later than
   * now: a token signed by hand to last for years is refused too. The leeway covers clock skew
   * between the machine that issued the token and this one; expiry itself has none.
   */
  private async verify(token: string, audience: string, ttlSeconds: number): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: this.settings.issuer,
        audience,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || typeof payload['cid'] !== 'string') throw appError('TOKEN_INVALID', 'Token is missing claims');
      const { exp, iat } = payload as { exp: number; iat: number };
      if (exp - iat > ttlSeconds + LEEWAY_SECONDS || iat > Date.now() / 1000 + LEEWAY_SECONDS) throw appError('TOKEN_INVALID', 'Token lives longer than allowed');
      return { userId: payload.sub, companyId: payload['cid'] };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw appError('TOKEN_EXPIRED', 'Token has expired');
      if (error instanceof joseErrors.JOSEError) throw appError('TOKEN_INVALID', 'Token is invalid');
      throw error;
    }
  }
}
