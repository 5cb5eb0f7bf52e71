import { queryOptions, useQuery } from '@tanstack/react-query';
import { categorySchema, sourceFieldsSchema } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { sourceKeys } from './sourceKeys.ts';

/** A connected source as GET /sources answers (composed from the contract's fields; further keys are kept). */
export const connectedSourceSchema = sourceFieldsSchema
  .pick({ kind: true, name: true, shippingCostModel: true, scrapeFrequency: true, scrapingEnabled: true, crawler: true })
  .extend({ id: categorySchema.shape.id, hostname: categorySchema.shape.name })
  .loose();
export type ConnectedSource = ReturnType<typeof connectedSourceSchema.parse>;
const connectedSourcesSchema = connectedSourceSchema.array();

/** GET /api/company/{companyId}/sources: the shops, marketplaces and comparison sites connected to the company. */
export function getSources(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<ConnectedSource[]> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/sources`, options.minPosition);
  return apiRequest(path, connectedSourcesSchema, options.signal ? { signal: options.signal } : {});
}

export function sourcesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: sourceKeys.ofCompany(companyId),
    queryFn: ({ signal }) => getSources(companyId, { signal }),
  });
}

export function useSources(companyId: string) {
  return useQuery(sourcesQueryOptions(companyId));
}
