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
import { readCappedBytes } from './readCapped.ts';

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

/** One guarded GET: the request as the fetchers give it, for `fetchGuarded`. */
export interface GuardedGet {
  client: GotScrapingHttpClient;
  url: string;
  guard: FetchRequest['guard'];
  proxyUrl: string | null | undefined;
  headers: Record<string, string>;
  signal: AbortSignal;
  timeoutMs: number;
  maxRedirects: number;
  maxBytes: number;
}

/**
 * A GET through the fetch guard for every fetcher of plain HTTP (pages, images): the proxy first
 * (a refused proxy means no connection at all), then each redirect hop checked and pinned, the
 * body cut at `maxBytes`. More than `maxRedirects` hops → TooManyRedirectsError.
 */
export async function fetchGuarded(get: GuardedGet): Promise<{ firstStatus: number; status: number; finalUrl: string; redirects: string[]; bytes: Buffer; truncated: boolean }> {
  const redirects: string[] = [];
  let url = get.url;
  let firstStatus: number | null = null;
  const proxy = get.proxyUrl ? await get.guard.proxy(get.proxyUrl) : null;
  for (let hop = 0; ; hop++) {
    const target = await get.guard.target(url);
    const response = await get.client.stream({
      url,
      method: 'GET',
      followRedirect: false,
      throwHttpErrors: false,
      signal: get.signal,
      timeout: { request: get.timeoutMs },
      headers: get.headers,
      ...pinnedGotOptions(target, proxy),
    });
    firstStatus ??= response.statusCode;
    const location = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
      response.stream.destroy();
      if (hop >= get.maxRedirects) throw new TooManyRedirectsError(get.maxRedirects);
      url = new URL(location, url).toString();
      redirects.push(url);
      continue;
    }
    const { bytes, truncated } = await readCappedBytes(response.stream, get.maxBytes);
    return { firstStatus, status: response.statusCode, finalUrl: url, redirects, bytes, truncated };
  }
}

export function createHttpFetcher(): PageFetcher {
  const client = new GotScrapingHttpClient();

  async function fetchPage(request: FetchRequest, signal: AbortSignal): Promise<FetchedPage> {
    const got = await fetchGuarded({ client, url: request.url, guard: request.guard, proxyUrl: request.proxyUrl, headers: browserLikeHeaders(request.headers), signal, timeoutMs: request.timeoutMs, maxRedirects: request.maxRedirects, maxBytes: request.maxBodyBytes });
    return { status: got.firstStatus, finalStatus: got.status, finalUrl: got.finalUrl, html: got.bytes.toString('utf8'), redirects: got.redirects, truncated: got.truncated };
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
