import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '../../../lib/api/refetchAfterWrite.ts';
import { getScrapeExceptions, scrapeExceptionsKey } from './scrapeExceptionsQuery.ts';

/** After a create, change or delete: reloads the list once it reflects the write. */
export function refetchScrapeExceptions(queryClient: QueryClient, position: string): Promise<void> {
  return refetchAfterWrite(queryClient, scrapeExceptionsKey, (minPosition) => getScrapeExceptions({ minPosition }), position);
}
