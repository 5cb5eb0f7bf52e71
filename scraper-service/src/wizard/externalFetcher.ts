/**
 * The external crawler kinds (`scrapeops`, `trawler`): a fetch API that loads the page for us
 * (rotating proxies, headless browsers on their side). Both speak the ScrapeOps proxy API shape
 * (https://scrapeops.io/docs/proxy-aggregator/getting-started/): `GET <endpoint>?api_key=<key>&url=<page>`
 * answers the page's body with the page's status; `trawler` is the same adapter pointed at
 * another endpoint of that shape (TRAWLER_API_URL). The page URL still passes the job's fetch
 * guard first (http(s), the source's host, a public address); the endpoint itself is the
 * operator's configuration, not a tenant's input, and is reached directly.
 */
import { UnsafeTargetError } from '../pipeline/fetchSafety.ts';
import { FetchTimeoutError, type FetchedPage, type FetchRequest, type PageFetcher } from '../pipeline/pageFetch.ts';
import { readCapped } from '../pipeline/readCapped.ts';

export interface ExternalFetchApi {
  /** e.g. https://proxy.scrapeops.io/v1/ */
  endpoint: string;
  apiKey: string;
}

/** The request URL of the fetch API for one page. */
export function externalRequestUrl(api: ExternalFetchApi, pageUrl: string): string {
  const url = new URL(api.endpoint);
  url.searchParams.set('api_key', api.apiKey);
  url.searchParams.set('url', pageUrl);
  return url.toString();
}

export function createExternalFetcher(api: ExternalFetchApi): PageFetcher {
  return {
    async fetch(request: FetchRequest): Promise<FetchedPage> {
      // The page's address is checked like every other target (the API follows redirects itself).
      await request.guard.target(request.url);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), request.timeoutMs);
      try {
        const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml' };
        const response = await fetch(externalRequestUrl(api, request.url), { signal: controller.signal, headers, redirect: 'follow' });
        const { body, truncated } = await readCapped(response.body, request.maxBodyBytes);
        // The API answers the page's own status (a 403 of the shop stays a 403); where it ended up after redirects it does not say.
        return { status: response.status, finalStatus: response.status, finalUrl: request.url, html: body, redirects: [], truncated };
      } catch (error) {
        if (error instanceof UnsafeTargetError) throw error;
        if (controller.signal.aborted) throw new FetchTimeoutError(request.timeoutMs);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {},
  };
}
