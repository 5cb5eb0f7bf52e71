/**
 * `crawlee-playwright-crawler`: pages that need JavaScript, rendered in the system Chromium
 * (CHROMIUM_PATH: the headless shell when installed, else /usr/bin/chromium) with the flags of playwright.config.ts. One browser
 * is started on first use and shared; each fetch gets its own context.
 *
 * The browser opens no connection of its own: each context's proxy — for every host, loopback
 * included — is a guard proxy of this fetch (guardProxy.ts) that checks each request with the
 * job's fetch guard and connects to the pinned address, or through the job's proxy. Redirect hops
 * and WebSockets, which Playwright's routing never sees, pass it too; WebRTC may not use UDP
 * outside the proxy; service workers are blocked. The routing still drops pictures, fonts and
 * styles and refuses what the guard refuses before Chromium asks the proxy. A refused document
 * fails the fetch with the guard's reason; refused requests of the page become notes in the log.
 * Playwright's own signal handlers are off (it would exit with 130 on SIGINT): stop() closes the browser.
 */
import { chromium, type Browser } from 'playwright';
import { UnsafeTargetError, type UnsafeReason } from './fetchSafety.ts';
import { REFUSED_HEADER, startGuardProxy, type Refusal } from './guardProxy.ts';
import type { LogLine } from './logLines.ts';
import { ANNOTATE_GEOMETRY } from './renderedGeometry.ts';
import { FetchTimeoutError, TooManyRedirectsError, type FetchedPage, type FetchRequest, type PageFetcher } from './pageFetch.ts';

const SKIPPED_RESOURCES = new Set(['image', 'media', 'font', 'stylesheet']);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // WebRTC would send UDP (STUN) to any address a page names, past every proxy.
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** At most this many refused requests of a page are noted in the job log. */
const MAX_REFUSAL_NOTES = 5;

/** Refused requests worth a note: requests to other hosts (trackers, CDNs) are routine and not noted. */
function refusalNotes(refusals: readonly Refusal[]): LogLine[] {
  const seen = new Set<string>();
  const notes: LogLine[] = [];
  for (const { reason } of refusals) {
    const key = JSON.stringify(reason);
    if (reason.code === 'HOST_NOT_OF_SOURCE' || seen.has(key) || notes.length >= MAX_REFUSAL_NOTES) continue;
    seen.add(key);
    notes.push(reason);
  }
  return notes;
}

export function createBrowserFetcher(executablePath: string): PageFetcher {
  let browser: Promise<Browser> | null = null;
  const launch = () => (browser ??= chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false }));

  async function fetchPage(request: FetchRequest): Promise<FetchedPage> {
    // Checked before anything starts: the job's proxy, then the page.
    const upstream = request.proxyUrl ? await request.guard.proxy(request.proxyUrl) : null;
    await request.guard.target(request.url);
    const guardProxy = await startGuardProxy(request.guard, upstream, { timeoutMs: request.timeoutMs });
    const refusals: Refusal[] = guardProxy.refusals;
    const refusedReason = (): UnsafeReason | null => refusals.at(-1)?.reason ?? null;
    let context: Awaited<ReturnType<Browser['newContext']>> | null = null;
    const notes: LogLine[] = [];
    try {
      context = await (await launch()).newContext({
        // '<-loopback>' takes away Chromium's rule that loopback addresses skip the proxy.
        proxy: { server: guardProxy.url, bypass: '<-loopback>' },
        serviceWorkers: 'block',
        ...(request.headers ? { extraHTTPHeaders: { ...request.headers } } : {}),
        locale: 'de-DE',
      });
      await context.route('**/*', async (route) => {
        // Prices need the document and its scripts and data calls, not pictures, fonts or styles.
        if (SKIPPED_RESOURCES.has(route.request().resourceType())) return route.abort('blockedbyclient');
        const url = route.request().url();
        try {
          await request.guard.target(url);
        } catch (error) {
          if (error instanceof UnsafeTargetError) refusals.push({ target: url, reason: error.reason });
          return route.abort('blockedbyclient');
        }
        return route.continue();
      });
      const page = await context.newPage();
      const response = await page.goto(request.url, { timeout: request.timeoutMs, waitUntil: 'load' }).catch((error: unknown) => {
        // A document the guard refused (a redirect hop, say) fails the navigation: say why.
        const reason = refusedReason();
        throw reason && !(error instanceof Error && error.name === 'TimeoutError') ? new UnsafeTargetError(reason) : error;
      });
      const refusedDocument = response?.headers()[REFUSED_HEADER];
      if (refusedDocument) {
        const reason = refusals.findLast((r) => r.target === response?.url())?.reason ?? refusedReason();
        if (reason) throw new UnsafeTargetError(reason);
      }
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
      // Font size, position above the fold, line-through and visibility of price-like texts, for the visible-page fallback.
      await page.evaluate(ANNOTATE_GEOMETRY).catch(() => undefined);
      const html = await page.content();
      const truncated = html.length > request.maxBodyBytes;
      return {
        status: firstResponse?.status() ?? response?.status() ?? 0,
        finalStatus: response?.status() ?? 0,
        finalUrl: page.url(),
        html: truncated ? html.slice(0, request.maxBodyBytes) : html,
        redirects,
        truncated,
        notes: [...notes, ...refusalNotes(refusals)],
      };
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new FetchTimeoutError(request.timeoutMs);
      throw error;
    } finally {
      await context?.close().catch(() => undefined);
      await guardProxy.close();
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
