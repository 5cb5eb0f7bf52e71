import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, UpdateUserBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchProfile } from '../../../lib/api/refetchProfile.ts';

export type PersonalDetailsBody = Pick<UpdateUserBody, 'firstName' | 'lastName' | 'email'>;

/** PUT /api/user/{userId}: the signed-in user's own names and email. */
export function updatePersonalDetails(userId: string, body: PersonalDetailsBody): Promise<CommandResult> {
  return apiRequest(`/user/${encodeURIComponent(userId)}`, commandResultSchema, { method: 'PUT', body });
}

/** Saves personal details; the profile (and so the shell's name) is reloaded before it settles. */
export function useUpdatePersonalDetails(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, PersonalDetailsBody>({
    mutationKey: ['profile', 'personal-details'],
    mutationFn: (body) => updatePersonalDetails(userId, body),
    onSuccess: (result) => refetchProfile(queryClient, result.position),
  });
}
