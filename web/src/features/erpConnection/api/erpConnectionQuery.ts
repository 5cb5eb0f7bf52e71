import { queryOptions, useQuery } from '@tanstack/react-query';
import { erpConnectionViewSchema, type ErpConnectionView } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';
import { erpKeys } from './erpKeys.ts';

/** While a refresh runs, its progress is reloaded this often (live notices come on top). */
export const REFRESH_POLL_MS = 1_500;

/** GET /api/company/{companyId}/erp/connection: settings (never the password), the last test and the last refresh of each kind. */
export function getErpConnection(companyId: string, options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<ErpConnectionView> {
  const path = withMinPosition(`/company/${encodeURIComponent(companyId)}/erp/connection`, options.minPosition);
  return apiRequest(path, erpConnectionViewSchema, options.signal ? { signal: options.signal } : {});
}

const running = (view: ErpConnectionView | undefined) => view?.lastInputsRefresh?.status === 'RUNNING' || view?.lastOutputChannelsRefresh?.status === 'RUNNING';

export function erpConnectionQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: erpKeys.connection(companyId),
    queryFn: ({ signal }) => getErpConnection(companyId, { signal }),
    refetchInterval: (query) => (running(query.state.data) ? REFRESH_POLL_MS : false),
  });
}

export const useErpConnection = (companyId: string) => useQuery(erpConnectionQueryOptions(companyId));
