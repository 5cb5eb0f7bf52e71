import { tokenResponseSchema } from '@pm/contracts';
import type { TokenResponse } from '@pm/contracts';
import { apiRequest } from '../apiClient.ts';

/** POST /api/auth/refresh: trades the refresh cookie for a new access token (and cookie). */
export function refreshTokens(): Promise<TokenResponse> {
  return apiRequest('/auth/refresh', tokenResponseSchema, { method: 'POST', authenticated: false });
}
