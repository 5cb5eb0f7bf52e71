/** Whether a scrape exception's scope covers a page (shared by the worker and the extraction CLI). */
import type { ScrapeExceptionScope } from '@pm/contracts';

/** The path pattern as the scraper tests it: case-insensitive, over path and query. */
export const compileScope = (scope: ScrapeExceptionScope): RegExp | null => (scope.pathPattern === null ? null : new RegExp(scope.pathPattern, 'iu'));

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** Whether the scope covers a page of the source `hostname` (as registered: no www., maybe a port) at `pageUrl`. */
export function inScope(scope: ScrapeExceptionScope, hostname: string, pageUrl: string, pattern: RegExp | null = compileScope(scope)): boolean {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return false;
  }
  return scope.hostname === bareHost(hostname) && (pattern === null || pattern.test(`${url.pathname}${url.search}`));
}
