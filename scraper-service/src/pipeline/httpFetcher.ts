/**
 * Plain HTTP fetch for the `crawlee-basic-crawler` and `crawlee-cheerio-crawler` kinds through
 * Crawlee's HTTP client (got-scraping: proxies) with browser-like headers of a header generator.
 * The proxy and each hop pass the job's fetch guard, and each connection goes to the address the
 * guard pinned (see `pinnedGotOptions`). Redirects are followed here, one hop at a time, so each
 * target is checked and the first status stays visible; the body is streamed and cut at the size
 * limit; one deadline covers all hops.
 */
import { GotScrapingHttpClient } from '@crawlee/basic';
import { HeaderGenerator } from 'header-generator';
import { pinnedLookup, proxyConnectUrl, UnsafeTargetError, type CheckedProxy, type CheckedTarget } from './fetchSafety.ts';
import { FetchTimeoutError, TooManyRedirectsError, type FetchedPage, type FetchRequest, type PageFetcher } from './pageFetch.ts';
import { readCapped } from './readCapped.ts';

/**
 * got-scraping options that make a request connect exactly where the guard checked:
 * - the target's name resolves to its pinned address only (`dnsLookup`; any other name fails);
 * - the proxy is addressed by its pinned address (its CONNECT and ALPN code paths do no lookup of ours);
 * - no HTTP/2 and no built-in header generator: both open connections of their own first (an ALPN
 *   probe with a lookup of the system resolver), which would bypass the pin.
 */
export function pinnedGotOptions(target: CheckedTarget, proxy: CheckedProxy | null) {
  return {
    http2: false,
    useHeaderGenerator: false,
    ...(target.pin ? { dnsLookup: pinnedLookup([target.pin]) } : {}),
    ...(proxy ? { proxyUrl: proxyConnectUrl(proxy) } : {}),
  };
}

let generator: HeaderGenerator | null = null;

/** Browser-like HTTP/1.1 headers, with the job's extra headers over them (names compared without case). */
export function browserLikeHeaders(extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  const generated = (generator ??= new HeaderGenerator()).getHeaders({ httpVersion: '1' });
  const overridden = new Set(Object.keys(extra).map((name) => name.toLowerCase()));
  return { ...Object.fromEntries(Object.entries(generated).filter(([name]) => !overridden.has(name.toLowerCase()))), ...extra };
}

export function createHttpFetcher(): PageFetcher {
  const client = new GotScrapingHttpClient();

  async function fetchPage(request: FetchRequest, signal: AbortSignal): Promise<FetchedPage> {
    const redirects: string[] = [];
    let url = request.url;
    let firstStatus: number | null = null;
    // The proxy first: a refused proxy means no connection at all.
    const proxy = request.proxyUrl ? await request.guard.proxy(request.proxyUrl) : null;
    const headers = browserLikeHeaders(request.headers);
    for (let hop = 0; ; hop++) {
      const target = await request.guard.target(url);
      const response = await client.stream({
        url,
        method: 'GET',
        followRedirect: false,
        throwHttpErrors: false,
        signal,
        timeout: { request: request.timeoutMs },
        headers,
        ...pinnedGotOptions(target, proxy),
      });
      firstStatus ??= response.statusCode;
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
        response.stream.destroy();
        if (hop >= request.maxRedirects) throw new TooManyRedirectsError(request.maxRedirects);
        url = new URL(location, url).toString();
        redirects.push(url);
        continue;
      }
      const { body, truncated } = await readCapped(response.stream, request.maxBodyBytes);
      return { status: firstStatus, finalStatus: response.statusCode, finalUrl: url, html: body, redirects, truncated };
    }
  }

  return {
    async fetch(request) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), request.timeoutMs);
      try {
        return await fetchPage(request, controller.signal);
      } catch (error) {
        if (error instanceof UnsafeTargetError) throw error;
        if (controller.signal.aborted || (error instanceof Error && /timeout|timed out|aborted/i.test(`${error.name} ${error.message}`))) throw new FetchTimeoutError(request.timeoutMs);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {},
  };
}
