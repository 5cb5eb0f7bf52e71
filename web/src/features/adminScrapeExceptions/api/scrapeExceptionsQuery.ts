import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrapeExceptionSchema } from '@pm/contracts';
import type { ScrapeException } from '@pm/contracts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { withMinPosition } from '../../../lib/minPosition.ts';

/** The live socket invalidates ['admin', 'scrape-exceptions'] when an exception changes. */
export const scrapeExceptionsKey = ['admin', 'scrape-exceptions'] as const;

const scrapeExceptionsSchema = scrapeExceptionSchema.array();

/** GET /api/admin/scrape-exceptions (platform admins): every scrape exception, by code. */
export function getScrapeExceptions(options: { minPosition?: string; signal?: AbortSignal } = {}): Promise<ScrapeException[]> {
  return apiRequest(withMinPosition('/admin/scrape-exceptions', options.minPosition), scrapeExceptionsSchema, options.signal ? { signal: options.signal } : {});
}

export function scrapeExceptionsQueryOptions() {
  return queryOptions({
    queryKey: scrapeExceptionsKey,
    queryFn: ({ signal }) => getScrapeExceptions({ signal }),
  });
}

export function useScrapeExceptions() {
  return useQuery(scrapeExceptionsQueryOptions());
}
