import { appError } from '../errors/appError.ts';
import type { Actor, ActorDirectory } from './actor.ts';
import type { OidcVerifier } from './oidc.ts';
import type { TokenService } from './tokens.ts';

/** Turns a bearer token (built-in or external OIDC) into the current Actor. */
export class Authenticator {
  private readonly tokens: TokenService;
  private readonly directory: ActorDirectory;
  private readonly oidc: OidcVerifier | undefined;

  constructor(tokens: TokenService, directory: ActorDirectory, oidc?: OidcVerifier) {
    this.tokens = tokens;
    this.directory = directory;
    this.oidc = oidc;
  }

  async fromAuthorizationHeader(header: string | undefined): Promise<Actor> {
    if (!header) throw appError('UNAUTHENTICATED', 'Sign in first: the Authorization header is missing.');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw appError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <token>".');
    return this.fromToken(match[1]);
  }

  async fromToken(token: string): Promise<Actor> {
    if (this.oidc?.isOwnToken(token)) {
      const email = await this.oidc.verify(token);
      const actor = await this.directory.byEmail(email);
      if (!actor) throw appError('TOKEN_INVALID', 'No account exists for this sign-in.');
      return actor;
    }
    const claims = await this.tokens.verifyAccess(token);
    const actor = await this.directory.byId(claims.userId);
    if (!actor || actor.companyId !== claims.companyId) throw appError('TOKEN_INVALID', 'The account of this token no longer exists.');
    return actor;
  }
}
