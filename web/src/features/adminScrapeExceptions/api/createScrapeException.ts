import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, CreateScrapeExceptionBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchScrapeExceptions } from './refetchScrapeExceptions.ts';

/** POST /api/admin/scrape-exceptions (platform admins). */
export function createScrapeException(body: CreateScrapeExceptionBody): Promise<CommandResult> {
  return apiRequest('/admin/scrape-exceptions', commandResultSchema, { method: 'POST', body });
}

export function useCreateScrapeException() {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, CreateScrapeExceptionBody>({
    mutationKey: ['admin', 'scrape-exceptions', 'create'],
    mutationFn: createScrapeException,
    onSuccess: (result) => refetchScrapeExceptions(queryClient, result.position),
  });
}
