import { useMutation } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { ChangePasswordBody, CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';

/** PUT /api/user/{userId}/password: a wrong current password answers 400 WRONG_PASSWORD. */
export function changePassword(userId: string, body: ChangePasswordBody): Promise<CommandResult> {
  return apiRequest(`/user/${encodeURIComponent(userId)}/password`, commandResultSchema, { method: 'PUT', body });
}

export function useChangePassword(userId: string) {
  return useMutation<CommandResult, ApiError, ChangePasswordBody>({
    mutationKey: ['profile', 'password'],
    mutationFn: (body) => changePassword(userId, body),
  });
}
