/** Whether a scrape exception's scope covers a page (shared by the worker and the extraction CLI). */
import type { ScrapeExceptionScope } from '@pm/contracts';
import { userPatternMatches } from '@pm/contracts/patterns';

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * Whether the scope covers a page of the source `hostname` (as registered: no www., maybe a port)
 * at `pageUrl`. The path pattern is tested case-insensitively over path and query by RE2 (linear
 * time, compiled once and kept by the contracts' user-pattern helper).
 */
export function inScope(scope: ScrapeExceptionScope, hostname: string, pageUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return false;
  }
  return scope.hostname === bareHost(hostname) && (scope.pathPattern === null || userPatternMatches(scope.pathPattern, `${url.pathname}${url.search}`));
}
