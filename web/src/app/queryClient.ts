import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/apiError.ts';

const MAX_QUERY_RETRIES = 2;

/** Client errors (4xx) will not fix themselves by retrying; server and network errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
