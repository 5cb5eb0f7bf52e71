import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateFeedIdResultSchema, type GenerateFeedIdResult } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { feedKeys } from './feedKeys.ts';
import { getOutputFeedStatus } from './outputFeedStatusQuery.ts';

/** POST /api/company/{companyId}/output-feed/feed-id (company administrators): the old feed URLs stop working. */
export function generateFeedId(companyId: string): Promise<GenerateFeedIdResult> {
  return apiRequest(`/company/${encodeURIComponent(companyId)}/output-feed/feed-id`, generateFeedIdResultSchema, { method: 'POST' });
}

export function useGenerateFeedId(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<GenerateFeedIdResult, ApiError, void>({
    mutationKey: ['feed', 'generate-id'],
    mutationFn: () => generateFeedId(companyId),
    onSuccess: (result) => refetchAfterWrite(queryClient, feedKeys.status(companyId), (minPosition) => getOutputFeedStatus(companyId, { minPosition }), result.position),
  });
}
