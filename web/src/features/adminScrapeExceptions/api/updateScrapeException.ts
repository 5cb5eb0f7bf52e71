import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, UpdateScrapeExceptionBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchScrapeExceptions } from './refetchScrapeExceptions.ts';

export interface UpdateScrapeExceptionVariables {
  id: string;
  body: UpdateScrapeExceptionBody;
}

/** PUT /api/admin/scrape-exceptions/{id} (platform admins): the parts given replace the stored ones. */
export function updateScrapeException(id: string, body: UpdateScrapeExceptionBody): Promise<CommandResult> {
  return apiRequest(`/admin/scrape-exceptions/${encodeURIComponent(id)}`, commandResultSchema, { method: 'PUT', body });
}

export function useUpdateScrapeException() {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, UpdateScrapeExceptionVariables>({
    mutationKey: ['admin', 'scrape-exceptions', 'update'],
    mutationFn: ({ id, body }) => updateScrapeException(id, body),
    onSuccess: (result) => refetchScrapeExceptions(queryClient, result.position),
  });
}
