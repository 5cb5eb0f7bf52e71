import type { QueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/api/companyKeys.ts';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { sourceKeys } from '../../../lib/api/sourceKeys.ts';
import { getSources } from '../../../lib/api/sourcesQuery.ts';

/** After a source was connected, changed or disconnected: reloads the list once it reflects the write, and the setup counts (dashboard). */
export async function refetchSources(queryClient: QueryClient, companyId: string, position: string): Promise<void> {
  await Promise.all([
    refetchAfterWrite(queryClient, sourceKeys.ofCompany(companyId), (minPosition) => getSources(companyId, { minPosition }), position),
    queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  ]);
}
