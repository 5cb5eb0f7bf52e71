import { useMutation } from '@tanstack/react-query';
import { bulkDiscoveryResultSchema, commandResultSchema, type BulkDiscoveryResult, type CommandResult, type DiscoveryRequestType, type DiscoverySearchType } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiError } from '../../../lib/apiError.ts';

export interface StartDiscoveryInput {
  sourceId: string;
  /** One product; null: every product without a URL at the source (bulk). */
  productId: string | null;
  searchType: DiscoverySearchType;
  /** NEW_COMPARISON_PRODUCT looks for comparison products; absent: the source's own kind of URL. */
  requestType?: DiscoveryRequestType | undefined;
}

const requestTypeOf = (input: StartDiscoveryInput) => (input.requestType ? { requestType: input.requestType } : {});

/** POST /discovery/requests (one product) or /discovery/requests/bulk (all products without a URL at the source). */
export async function startDiscovery(companyId: string, input: StartDiscoveryInput): Promise<{ position: string; count: number; skipped: number }> {
  const base = `/company/${encodeURIComponent(companyId)}/discovery/requests`;
  if (input.productId) {
    const result: CommandResult = await apiRequest(base, commandResultSchema, { method: 'POST', body: { productId: input.productId, sourceId: input.sourceId, searchType: input.searchType, ...requestTypeOf(input) } });
    return { position: result.position, count: 1, skipped: 0 };
  }
  const result: BulkDiscoveryResult = await apiRequest(`${base}/bulk`, bulkDiscoveryResultSchema, { method: 'POST', body: { sourceId: input.sourceId, searchType: input.searchType, ...requestTypeOf(input) } });
  return { position: result.position, count: result.requestIds.length, skipped: result.skipped };
}

export function useStartDiscovery(companyId: string) {
  return useMutation<{ position: string; count: number; skipped: number }, ApiError, StartDiscoveryInput>({
    mutationKey: ['discovery', 'start'],
    mutationFn: (input) => startDiscovery(companyId, input),
  });
}
