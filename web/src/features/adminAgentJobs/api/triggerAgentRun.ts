import { useMutation, useQueryClient } from '@tanstack/react-query';
import { triggerAgentRunResultSchema, type TriggerAgentRunResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { agentJobsQueryOptions, getAgentJobs } from './agentJobsQuery.ts';

/** POST /api/admin/agent-jobs/{companyId}/trigger: the company's agent runs now; answers when the run has finished. */
export function triggerAgentRun(companyId: string): Promise<TriggerAgentRunResult> {
  return apiRequest(`/admin/agent-jobs/${encodeURIComponent(companyId)}/trigger`, triggerAgentRunResultSchema, { method: 'POST' });
}

/** Triggers a company's run and reloads the list once it shows the run. */
export function useTriggerAgentRun() {
  const queryClient = useQueryClient();
  return useMutation<TriggerAgentRunResult, ApiError, string>({
    mutationKey: ['admin', 'agent-jobs', 'trigger'],
    mutationFn: triggerAgentRun,
    onSuccess: (result) => refetchAfterWrite(queryClient, agentJobsQueryOptions().queryKey, (minPosition) => getAgentJobs({ minPosition }), result.position),
  });
}
