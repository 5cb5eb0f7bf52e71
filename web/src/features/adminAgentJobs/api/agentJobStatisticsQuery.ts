import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentJobStatisticsSchema, type AgentJobStatistics } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { agentJobsKey } from './agentJobsQuery.ts';

/** GET /api/admin/agent-jobs/statistics?days= (platform admins): runs per company and source, and per day. */
export function getAgentJobStatistics(days: number, signal?: AbortSignal): Promise<AgentJobStatistics> {
  return apiRequest(`/admin/agent-jobs/statistics?days=${days}`, agentJobStatisticsSchema, signal ? { signal } : {});
}

export function agentJobStatisticsQueryOptions(days: number) {
  return queryOptions({ queryKey: [...agentJobsKey, 'statistics', days], queryFn: ({ signal }) => getAgentJobStatistics(days, signal), placeholderData: keepPreviousData });
}

export function useAgentJobStatistics(days: number) {
  return useQuery(agentJobStatisticsQueryOptions(days));
}
