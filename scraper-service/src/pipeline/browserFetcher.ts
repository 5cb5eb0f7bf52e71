/**
 * `crawlee-playwright-crawler`: pages that need JavaScript, rendered in the system Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) with the flags of playwright.config.ts. One browser
 * is started on first use and shared; each fetch gets its own context (with the job's proxy).
 * Every request the page makes is checked like a plain fetch: other hosts are aborted. Playwright's
 * own signal handlers are off (it would exit with 130 on SIGINT): stop() closes the browser.
 */
import { chromium, type Browser } from 'playwright';
import type { ScrapeNote } from '../extraction/notes.ts';
import { FetchTimeoutError, TooManyRedirectsError, type FetchedPage, type FetchRequest, type PageFetcher } from './pageFetch.ts';

const SKIPPED_RESOURCES = new Set(['image', 'media', 'font', 'stylesheet']);

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export function createBrowserFetcher(executablePath: string): PageFetcher {
  let browser: Promise<Browser> | null = null;
  const launch = () => (browser ??= chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false }));

  async function fetchPage(request: FetchRequest): Promise<FetchedPage> {
    const context = await (await launch()).newContext({
      ...(request.proxyUrl ? { proxy: { server: request.proxyUrl } } : {}),
      ...(request.headers ? { extraHTTPHeaders: { ...request.headers } } : {}),
      locale: 'de-DE',
    });
    const notes: ScrapeNote[] = [];
    try {
      await request.checkUrl(request.url);
      await context.route('**/*', async (route) => {
        // Prices need the document and its scripts and data calls, not pictures, fonts or styles.
        if (SKIPPED_RESOURCES.has(route.request().resourceType())) return route.abort('blockedbyclient');
        try {
          await request.checkUrl(route.request().url());
          await route.continue();
        } catch {
          await route.abort('blockedbyclient');
        }
      });
      const page = await context.newPage();
      const response = await page.goto(request.url, { timeout: request.timeoutMs, waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: Math.min(1_500, request.timeoutMs) }).catch(() => undefined);
      const { waitForSelector } = request;
      if (waitForSelector) {
        // A page without the element is still read: its status and structured data may say why.
        await page.waitForSelector(waitForSelector, { state: 'attached', timeout: request.timeoutMs }).catch(() => notes.push({ code: 'WAIT_SELECTOR_TIMEOUT', params: { selector: waitForSelector, ms: request.timeoutMs } }));
      }
      const redirects: string[] = [];
      let first = response?.request() ?? null;
      while (first?.redirectedFrom()) {
        redirects.unshift(first.url());
        first = first.redirectedFrom();
      }
      if (redirects.length > request.maxRedirects) throw new TooManyRedirectsError(request.maxRedirects);
      const firstResponse = first ? await first.response() : null;
      const html = await page.content();
      const truncated = html.length > request.maxBodyBytes;
      return {
        status: firstResponse?.status() ?? response?.status() ?? 0,
        finalStatus: response?.status() ?? 0,
        finalUrl: page.url(),
        html: truncated ? html.slice(0, request.maxBodyBytes) : html,
        redirects,
        truncated,
        notes,
      };
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new FetchTimeoutError(request.timeoutMs);
      throw error;
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  return {
    fetch: fetchPage,
    async close() {
      if (browser) await (await browser).close().catch(() => undefined);
      browser = null;
    },
  };
}
