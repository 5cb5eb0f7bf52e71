import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, CreateCompanyBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { adminCompaniesKey, getAdminCompanies } from '../../../lib/api/adminCompaniesQuery.ts';

/** POST /api/admin/companies (platform admins): a company with its first administrator. */
export function createCompany(body: CreateCompanyBody): Promise<CommandResult> {
  return apiRequest('/admin/companies', commandResultSchema, { method: 'POST', body });
}

/**
 * Creates the company, then reloads the list once it reflects the write (minPosition). The new
 * company's live notices go to its own users, not to the admin, so the reload is done here.
 */
export function useCreateCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, CreateCompanyBody>({
    mutationKey: ['admin', 'companies', 'create'],
    mutationFn: createCompany,
    onSuccess: async ({ position }) => {
      try {
        await queryClient.cancelQueries({ queryKey: adminCompaniesKey, exact: true });
        queryClient.setQueryData(adminCompaniesKey, await getAdminCompanies({ minPosition: position }));
      } catch (error) {
        // The company exists; only the reload failed, so fall back to an ordinary refetch.
        console.warn('Reloading the companies after creating one failed; refetching', error);
        await queryClient.invalidateQueries({ queryKey: adminCompaniesKey, exact: true });
      }
    },
  });
}
