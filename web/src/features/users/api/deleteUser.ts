import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchCompanyUsers } from './refetchCompanyUsers.ts';

/** DELETE /api/company/{companyId}/user/{userId} (COMPANY_ADMIN; self → 403 CANNOT_DELETE_SELF). */
export function deleteUser(companyId: string, userId: string): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/user/${encodeURIComponent(userId)}`;
  return apiRequest(path, commandResultSchema, { method: 'DELETE' });
}

export function useDeleteUser(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, string>({
    mutationKey: ['users', 'delete'],
    mutationFn: (userId) => deleteUser(companyId, userId),
    onSuccess: (result) => refetchCompanyUsers(queryClient, companyId, result.position),
  });
}
