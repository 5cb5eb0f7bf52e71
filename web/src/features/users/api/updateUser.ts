import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, UpdateUserBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchProfile } from '../../../lib/api/refetchProfile.ts';
import { refetchCompanyUsers } from './refetchCompanyUsers.ts';

export interface UpdateUserVariables {
  userId: string;
  body: UpdateUserBody;
}

/** PUT /api/company/{companyId}/user/{userId} (COMPANY_ADMIN; own role → 403 CANNOT_CHANGE_OWN_ROLE). */
export function updateUser(companyId: string, userId: string, body: UpdateUserBody): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/user/${encodeURIComponent(userId)}`;
  return apiRequest(path, commandResultSchema, { method: 'PUT', body });
}

/** `selfId`: the signed-in user, whose profile (shell name) follows when they edit themselves. */
export function useUpdateUser(companyId: string, selfId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, UpdateUserVariables>({
    mutationKey: ['users', 'update'],
    mutationFn: ({ userId, body }) => updateUser(companyId, userId, body),
    onSuccess: async (result, { userId }) => {
      await Promise.all([
        refetchCompanyUsers(queryClient, companyId, result.position),
        userId === selfId ? refetchProfile(queryClient, result.position) : undefined,
      ]);
    },
  });
}
