import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedPreviewSchema, type FeedPreview } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { feedKeys } from './feedKeys.ts';

/** GET /api/company/{companyId}/output-feed/{channelId}/rows: the channel's feed rows; records no pickup. */
export function getFeedPreview(companyId: string, channelId: string, signal?: AbortSignal): Promise<FeedPreview> {
  const path = `/company/${encodeURIComponent(companyId)}/output-feed/${encodeURIComponent(channelId)}/rows`;
  return apiRequest(path, feedPreviewSchema, signal ? { signal } : {});
}

export function feedPreviewQueryOptions(companyId: string, channelId: string) {
  return queryOptions({ queryKey: feedKeys.preview(companyId, channelId), queryFn: ({ signal }) => getFeedPreview(companyId, channelId, signal) });
}

export const useFeedPreview = (companyId: string, channelId: string) => useQuery(feedPreviewQueryOptions(companyId, channelId));
