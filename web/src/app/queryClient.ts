import { QueryClient } from '@tanstack/react-query';
import { CLIENT_ERROR_CODES, isApiError } from '../lib/apiError.ts';

const MAX_QUERY_RETRIES = 2;

/**
 * A successful answer whose body breaks the contract: this page and the server disagree (most
 * likely an outdated page). Retrying will not fix it, so the screen fails to the render-failure
 * page, whose Try again reloads the page (spec §8).
 */
export function isContractMismatch(error: unknown): boolean {
  return (
    isApiError(error) && error.code === CLIENT_ERROR_CODES.unexpectedResponse && error.status >= 200 && error.status < 300
  );
}

/** Client errors (4xx) will not fix themselves by retrying; server and network errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isContractMismatch(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, throwOnError: isContractMismatch },
      mutations: { retry: false },
    },
  });
}
