import { queryOptions, useQuery } from '@tanstack/react-query';
import { outputFeedStatusSchema, type OutputFeedStatus } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { feedKeys } from './feedKeys.ts';

/** GET /api/company/{companyId}/output-feed: feed id, channels with row counts, last sync and pickup. */
export function getOutputFeedStatus(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<OutputFeedStatus> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/output-feed`, options.minPosition);
  return apiRequest(path, outputFeedStatusSchema, options.signal ? { signal: options.signal } : {});
}

export function outputFeedStatusQueryOptions(companyId: string) {
  return queryOptions({ queryKey: feedKeys.status(companyId), queryFn: ({ signal }) => getOutputFeedStatus(companyId, { signal }) });
}

export const useOutputFeedStatus = (companyId: string) => useQuery(outputFeedStatusQueryOptions(companyId));
