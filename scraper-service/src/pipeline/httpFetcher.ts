/**
 * Plain HTTP fetch for the `crawlee-basic-crawler` and `crawlee-cheerio-crawler` kinds through
 * Crawlee's HTTP client (got-scraping: browser-like headers from its header generator, proxies).
 * Redirects are followed here, one hop at a time, so each target is checked and the first status
 * stays visible; the body is streamed and cut at the size limit; one deadline covers all hops.
 */
import { GotScrapingHttpClient } from '@crawlee/basic';
import type { Readable } from 'node:stream';
import { FetchTimeoutError, TooManyRedirectsError, type FetchedPage, type FetchRequest, type PageFetcher } from './pageFetch.ts';

async function readCapped(stream: Readable, maxBytes: number): Promise<{ body: string; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    if (size + buffer.length > maxBytes) {
      chunks.push(buffer.subarray(0, maxBytes - size));
      truncated = true;
      stream.destroy();
      break;
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return { body: Buffer.concat(chunks).toString('utf8'), truncated };
}

export function createHttpFetcher(): PageFetcher {
  const client = new GotScrapingHttpClient();

  async function fetchPage(request: FetchRequest, signal: AbortSignal): Promise<FetchedPage> {
    const redirects: string[] = [];
    let url = request.url;
    let firstStatus: number | null = null;
    for (let hop = 0; ; hop++) {
      await request.checkUrl(url);
      const response = await client.stream({
        url,
        method: 'GET',
        followRedirect: false,
        throwHttpErrors: false,
        signal,
        timeout: { request: request.timeoutMs },
        ...(request.headers ? { headers: { ...request.headers } } : {}),
        ...(request.proxyUrl ? { proxyUrl: request.proxyUrl } : {}),
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
        if (controller.signal.aborted || (error instanceof Error && /timeout|timed out|aborted/i.test(`${error.name} ${error.message}`))) throw new FetchTimeoutError(request.timeoutMs);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {},
  };
}
