import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentJobsViewSchema, type AgentJobsView } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';

/** The live socket invalidates ['admin', 'agent-jobs'] with each recorded run (agentRunsProjector). */
export const agentJobsKey = ['admin', 'agent-jobs'] as const;

/** GET /api/admin/agent-jobs (platform admins): each company's agent and the newest runs. */
export function getAgentJobs(options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<AgentJobsView> {
  return apiRequest(withMinPosition('/admin/agent-jobs', options.minPosition), agentJobsViewSchema, options.signal ? { signal: options.signal } : {});
}

export function agentJobsQueryOptions() {
  return queryOptions({ queryKey: [...agentJobsKey, 'list'], queryFn: ({ signal }) => getAgentJobs({ signal }) });
}

export function useAgentJobs() {
  return useQuery(agentJobsQueryOptions());
}
