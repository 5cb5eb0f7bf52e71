import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyStatisticsSchema } from '@pm/contracts';
import type { CompanyStatistics } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';

/** GET /api/admin/companies/{companyId}/statistics (platform admins): the company's activity over the last `days`. */
export function getCompanyStatistics(companyId: string, days: number, signal?: AbortSignal): Promise<CompanyStatistics> {
  return apiRequest(`/admin/companies/${encodeURIComponent(companyId)}/statistics?days=${days}`, companyStatisticsSchema, signal ? { signal } : {});
}

export function companyStatisticsQueryOptions(companyId: string, days: number) {
  return queryOptions({
    queryKey: ['admin', 'companies', companyId, 'statistics', days],
    queryFn: ({ signal }) => getCompanyStatistics(companyId, days, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyStatistics(companyId: string, days: number) {
  return useQuery(companyStatisticsQueryOptions(companyId, days));
}
