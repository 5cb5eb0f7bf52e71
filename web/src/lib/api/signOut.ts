import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../apiClient.ts';
import { endSession } from '../session.ts';
import { authKeys } from './authKeys.ts';

/** POST /api/auth/sign-out: revokes the refresh token and clears its cookie. */
export function signOutRequest(): Promise<void> {
  return apiRequest('/auth/sign-out', null, { method: 'POST' });
}

/** Signs out on the server, then always locally: the user asked to leave, even if the call failed. */
export async function signOut(): Promise<void> {
  try {
    await signOutRequest();
  } catch (error) {
    console.warn('Sign-out request failed; ending the local session anyway', error);
  } finally {
    endSession('signOut');
  }
}

export function useSignOutMutation() {
  return useMutation({ mutationKey: authKeys.signOut, mutationFn: signOut });
}
