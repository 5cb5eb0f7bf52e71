import type { QueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/api/companyKeys.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { getCompanyUsers } from './companyUsersQuery.ts';
import { userKeys } from './userKeys.ts';

/** The platform admin's company list counts users too (live key of the API). */
const ADMIN_COMPANIES_KEY = ['admin', 'companies'];

/**
 * After a user was created, changed or deleted: reloads the list once it reflects the write,
 * and the company data that counts users (details, setup, the platform admin's list).
 */
export async function refetchCompanyUsers(queryClient: QueryClient, companyId: string, position: string): Promise<void> {
  await Promise.all([
    refetchAfterWrite(queryClient, userKeys.ofCompany(companyId), (minPosition) => getCompanyUsers(companyId, { minPosition }), position),
    queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    queryClient.invalidateQueries({ queryKey: ADMIN_COMPANIES_KEY }),
  ]);
}
