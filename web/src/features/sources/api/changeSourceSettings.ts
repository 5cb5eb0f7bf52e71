import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandResultSchema } from '@pm/contracts';
import type { CommandResult, SourceSettingsBody } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchSources } from './refetchSources.ts';

/** PUT /api/company/{companyId}/sources/{sourceId}/settings ('data.edit'): the company's own scrape settings and proxy of a connected source. */
export function changeSourceSettings(companyId: string, sourceId: string, body: SourceSettingsBody): Promise<CommandResult> {
  const path = `/company/${encodeURIComponent(companyId)}/sources/${encodeURIComponent(sourceId)}/settings`;
  return apiRequest(path, commandResultSchema, { method: 'PUT', body });
}

export function useChangeSourceSettings(companyId: string, sourceId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommandResult, ApiError, SourceSettingsBody>({
    mutationKey: ['sources', 'settings'],
    mutationFn: (body) => changeSourceSettings(companyId, sourceId, body),
    onSuccess: (result) => refetchSources(queryClient, companyId, result.position),
  });
}
