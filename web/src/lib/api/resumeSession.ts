import { sessionResponseSchema } from '@pm/contracts';
import type { SessionResponse } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';

/**
 * POST /api/auth/session: the session of the refresh cookie on app load, or null when the visitor
 * is signed out (answered 200, so a signed-out load logs no failed request in the console).
 */
export function resumeSession(): Promise<SessionResponse> {
  return apiRequest('/auth/session', sessionResponseSchema, { method: 'POST', authenticated: false });
}
