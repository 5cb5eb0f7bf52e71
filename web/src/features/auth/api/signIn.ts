import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema } from '@pm/contracts';
import type { SignInBody, TokenResponse } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { startSession } from '../../../lib/session.ts';
import { authKeys } from '../../../lib/api/authKeys.ts';

/** POST /api/auth/sign-in: answers an access token and sets the refresh cookie. */
export function signIn(body: SignInBody): Promise<TokenResponse> {
  return apiRequest('/auth/sign-in', tokenResponseSchema, { method: 'POST', body, authenticated: false });
}

export function useSignInMutation() {
  return useMutation<TokenResponse, ApiError, SignInBody>({
    mutationKey: authKeys.signIn,
    mutationFn: signIn,
    onSuccess: startSession,
  });
}
