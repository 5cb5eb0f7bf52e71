import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAgentJobResultSchema, type RefreshAgentJobResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { agentJobsQueryOptions, getAgentJobs } from './agentJobsQuery.ts';

/** POST /api/admin/agent-jobs/{companyId}/refresh: the agent's switch re-read, its next run recomputed. */
export function refreshAgentJob(companyId: string): Promise<RefreshAgentJobResult> {
  return apiRequest(`/admin/agent-jobs/${encodeURIComponent(companyId)}/refresh`, refreshAgentJobResultSchema, { method: 'POST' });
}

/** Refreshes a company's agent job and reloads the list once it shows the refresh. */
export function useRefreshAgentJob() {
  const queryClient = useQueryClient();
  return useMutation<RefreshAgentJobResult, ApiError, string>({
    mutationKey: ['admin', 'agent-jobs', 'refresh'],
    mutationFn: refreshAgentJob,
    onSuccess: (result) => refetchAfterWrite(queryClient, agentJobsQueryOptions().queryKey, (minPosition) => getAgentJobs({ minPosition }), result.position),
  });
}
