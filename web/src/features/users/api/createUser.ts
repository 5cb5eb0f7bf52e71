import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, CreateUserBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchCompanyUsers } from './refetchCompanyUsers.ts';

/** POST /api/user/{companyId} (COMPANY_ADMIN): answers 201 with the new user's id. */
export function createUser(companyId: string, body: CreateUserBody): Promise<CommandResult> {
  return apiRequest(`/user/${encodeURIComponent(companyId)}`, commandResultSchema, { method: 'POST', body });
}

export function useCreateUser(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, CreateUserBody>({
    mutationKey: ['users', 'create'],
    mutationFn: (body) => createUser(companyId, body),
    onSuccess: (result) => refetchCompanyUsers(queryClient, companyId, result.position),
  });
}
