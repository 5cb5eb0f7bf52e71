import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchScrapeExceptions } from './refetchScrapeExceptions.ts';

/** DELETE /api/admin/scrape-exceptions/{id} (platform admins). */
export function deleteScrapeException(id: string): Promise<CommandResult> {
  return apiRequest(`/admin/scrape-exceptions/${encodeURIComponent(id)}`, commandResultSchema, { method: 'DELETE' });
}

export function useDeleteScrapeException() {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, string>({
    mutationKey: ['admin', 'scrape-exceptions', 'delete'],
    mutationFn: deleteScrapeException,
    onSuccess: (result) => refetchScrapeExceptions(queryClient, result.position),
  });
}
