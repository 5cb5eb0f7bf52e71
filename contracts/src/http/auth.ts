import { z } from 'zod';

export const signInBodySchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  password: z.string().min(1).max(1024),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** Also the answer of POST /auth/refresh. The refresh token travels as an httpOnly cookie. */
export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  /** ISO time the access token expires. */
  expiresAt: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Answer of POST /auth/session: the resumed session's token, or null when the visitor is signed out. */
export const sessionResponseSchema = tokenResponseSchema.nullable();
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Response header carrying the server's app version (`d.d.d`). */
export const VERSION_HEADER = 'x-app-version';
/** Response header with the global position a command wrote (queries accept it as `minPosition`). */
export const POSITION_HEADER = 'x-event-position';
