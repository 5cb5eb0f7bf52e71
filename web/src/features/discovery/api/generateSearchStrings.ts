import { useMutation } from '@tanstack/react-query';
import { aiSearchStringsSchema, type AiSearchStrings } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';

/** POST /discovery/requests/{id}/ai/search-strings: search strings for the request's product at its source. */
export function generateSearchStrings(companyId: string, requestId: string): Promise<AiSearchStrings> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/discovery/requests/${encodeURIComponent(requestId)}/ai/search-strings`, aiSearchStringsSchema, { method: 'POST' });
}

export function useGenerateSearchStrings(companyId: string) {
  return useMutation<AiSearchStrings, ApiError, { requestId: string }>({
    mutationKey: ['discovery', 'ai-search-strings'],
    mutationFn: ({ requestId }) => generateSearchStrings(companyId, requestId),
  });
}
