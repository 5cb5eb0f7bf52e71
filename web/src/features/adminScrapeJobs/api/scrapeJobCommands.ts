import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminScrapeJobBulkResultSchema,
  commandResultSchema,
  replayScrapeJobResultSchema,
  type AdminScrapeJobBulkBody,
  type AdminScrapeJobBulkResult,
  type CommandResult,
  type CreateScrapeJobBody,
  type ReplayScrapeJobResult,
} from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { adminScrapeJobsKey } from './adminScrapeJobsQuery.ts';

const jobPath = (jobId: string) => `/admin/scrape-jobs/${encodeURIComponent(jobId)}`;

/** POST /api/admin/scrape-jobs/{jobId}/reset: queue the job again (409 SCRAPE_JOB_RUNNING while a scraper runs it). */
export function resetScrapeJob(jobId: string, resetTrials: boolean): Promise<CommandResult> {
  return apiRequest(`${jobPath(jobId)}/reset`, commandResultSchema, { method: 'POST', body: { resetTrials } });
}

/** DELETE /api/admin/scrape-jobs/{jobId}: the job leaves the lists; its history stays. */
export function deleteScrapeJob(jobId: string): Promise<CommandResult> {
  return apiRequest(jobPath(jobId), commandResultSchema, { method: 'DELETE' });
}

/** POST /api/admin/scrape-jobs/{jobId}/replay: a new job with the same input, linked to this one. */
export function replayScrapeJob(jobId: string): Promise<ReplayScrapeJobResult> {
  return apiRequest(`${jobPath(jobId)}/replay`, replayScrapeJobResultSchema, { method: 'POST' });
}

/** POST /api/admin/scrape-jobs: a job made by hand for a company's competitor URL. */
export function createScrapeJob(body: CreateScrapeJobBody): Promise<CommandResult> {
  return apiRequest('/admin/scrape-jobs', commandResultSchema, { method: 'POST', body });
}

/** POST /api/admin/scrape-jobs/bulk: one action over many jobs, refused ones counted by code. */
export function bulkScrapeJobs(body: AdminScrapeJobBulkBody): Promise<AdminScrapeJobBulkResult> {
  return apiRequest('/admin/scrape-jobs/bulk', adminScrapeJobBulkResultSchema, { method: 'POST', body });
}

export type JobAction = { kind: 'reset'; jobId: string; resetTrials: boolean } | { kind: 'delete'; jobId: string } | { kind: 'replay'; jobId: string };

/** One action on one job; the screen reads the list and detail again at the answer's position. */
export function useJobAction(onWritten: (position: string, result: { kind: JobAction['kind']; id: string }) => void) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, JobAction>({
    mutationKey: [...adminScrapeJobsKey, 'action'],
    mutationFn: (action) => (action.kind === 'reset' ? resetScrapeJob(action.jobId, action.resetTrials) : action.kind === 'delete' ? deleteScrapeJob(action.jobId) : replayScrapeJob(action.jobId)),
    onSuccess: (result, action) => {
      onWritten(result.position, { kind: action.kind, id: result.id });
      void queryClient.invalidateQueries({ queryKey: adminScrapeJobsKey });
    },
  });
}

export function useCreateScrapeJob(onWritten: (position: string, jobId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, CreateScrapeJobBody>({
    mutationKey: [...adminScrapeJobsKey, 'create'],
    mutationFn: createScrapeJob,
    onSuccess: (result) => {
      onWritten(result.position, result.id);
      void queryClient.invalidateQueries({ queryKey: adminScrapeJobsKey });
    },
  });
}

export function useBulkScrapeJobs(onWritten: (result: AdminScrapeJobBulkResult) => void) {
  const queryClient = useQueryClient();
  return useMutation<AdminScrapeJobBulkResult, ApiError, AdminScrapeJobBulkBody>({
    mutationKey: [...adminScrapeJobsKey, 'bulk'],
    mutationFn: bulkScrapeJobs,
    onSuccess: (result) => {
      onWritten(result);
      void queryClient.invalidateQueries({ queryKey: adminScrapeJobsKey });
    },
  });
}
