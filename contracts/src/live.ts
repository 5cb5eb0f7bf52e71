/**
 * Messages of the live WebSocket (`/api/live`). The client authenticates with its first
 * message; the server then forwards notices of the caller's company only.
 */
import { z } from 'zod';

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string() }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** A read model changed: refetch the queries whose key starts with one of `queryKeys`. */
export const liveInvalidateSchema = z.object({
  type: z.literal('invalidate'),
  /** TanStack Query key prefixes, e.g. [['users'], ['profile']]. */
  queryKeys: z.array(z.array(z.string())),
  /** Global position the read model has reached. */
  position: z.string(),
});
export type LiveInvalidate = z.infer<typeof liveInvalidateSchema>;

export const liveServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), companyId: z.string() }),
  z.object({ type: z.literal('pong') }),
  liveInvalidateSchema,
  z.object({ type: z.literal('progress'), topic: z.string(), data: z.record(z.string(), z.unknown()) }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;

/** Close codes. */
export const LIVE_CLOSE_UNAUTHENTICATED = 4401;

/**
 * The live channel of the platform admins (in place of a company id): notices of admin screens
 * that span companies (scrape health). Every platform admin's socket receives them besides its
 * own company's; company ids are UUIDs, so no company can be named this.
 */
export const LIVE_ADMIN_CHANNEL = 'platform-admins';
