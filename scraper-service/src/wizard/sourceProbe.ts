/**
 * The wizards' probe (issue 18 item 1): fetch one sample page with one or every crawler kind —
 * through the scrape pipeline's fetchers, fetch guard, timeout and size limit — and read it with
 * the pipeline's extraction and page classification, the admin's field rules applied the way a
 * scrape exception of the page's host would be. Answers per field the value, the method and the
 * confidence, the page status (spec §8) and, per selector of the rules, what it matched.
 *
 * Bounded: one probe at a time per admin and at most `maxConcurrent` in all (429 RATE_LIMITED);
 * the kinds of one probe run one after another (a browser and two HTTP fetches at once would
 * compete for the same two cores as the scheduled scrapes).
 */
import { CRAWLER_KINDS, type CrawlerKind, type PageStatus, type ProbeAnswer, type ProbedField, type ProbedRule, type ProbeOutcome, type ProbeResult, type ScrapeInstructions, type WizardPageKind, PRODUCT_FIELD_RULES, type FieldRule } from '@pm/contracts';
import { appError } from '@pm/platform';
import { classifyPage } from '../extraction/classifyPage.ts';
import { createConcealment, loadHtml } from '../extraction/document.ts';
import { extractPriceTable } from '../extraction/extractPriceTable.ts';
import { extractProductPage } from '../extraction/extractProductPage.ts';
import { selectValue } from '../extraction/selectors.ts';
import type { SelectorConfig } from '../extraction/selectorConfig.ts';
import { createBrowserFetcher } from '../pipeline/browserFetcher.ts';
import { createFetchGuard, UnsafeTargetError, type SafetyOptions } from '../pipeline/fetchSafety.ts';
import { createHttpFetcher } from '../pipeline/httpFetcher.ts';
import { FetchTimeoutError, TooManyRedirectsError, type FetchedPage, type PageFetcher } from '../pipeline/pageFetch.ts';
import { createExternalFetcher, type ExternalFetchApi } from './externalFetcher.ts';

export interface SourceProbeOptions {
  timeoutMs: number;
  maxRedirects: number;
  maxBodyBytes: number;
  allowPrivateHosts: boolean;
  /** Routes the made-up `*.demo.test` names to the demo web (demo mode only). */
  demoProxyUrl: string | null;
  chromiumPath: string;
  /** The external kinds' fetch APIs; null: not configured here (the kind answers UNAVAILABLE). */
  external: { scrapeops: ExternalFetchApi | null; trawler: ExternalFetchApi | null };
  /** Probes at once across all admins. */
  maxConcurrent: number;
  /** Tests: the guard's resolver and notion of "private"; replacement fetchers. */
  guardEnvironment?: Pick<SafetyOptions, 'resolve' | 'isPrivate'>;
  fetcherFor?: (crawler: CrawlerKind) => PageFetcher | undefined;
}

export interface ProbeRequest {
  url: string;
  crawler: CrawlerKind | 'all';
  pageKind: WizardPageKind;
  instructions?: ScrapeInstructions | undefined;
}

const ENV_NAMES: Record<'scrapeops' | 'trawler', string> = { scrapeops: 'SCRAPEOPS_API_KEY', trawler: 'TRAWLER_API_KEY' };

/** The page's host as a source's domain (the guard allows exactly this host and its www. form). */
function hostOf(url: URL): string {
  return url.host.toLowerCase().replace(/^www\./, '');
}

function outcomeOf(error: unknown): { outcome: ProbeOutcome; detail: string } {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof UnsafeTargetError) return { outcome: error.reason.code === 'HOST_UNRESOLVED' ? 'UNREACHABLE' : 'NOT_ALLOWED', detail };
  if (error instanceof FetchTimeoutError) return { outcome: 'TIMED_OUT', detail };
  if (error instanceof TooManyRedirectsError) return { outcome: 'TOO_MANY_REDIRECTS', detail };
  return { outcome: 'UNREACHABLE', detail: detail.slice(0, 500) };
}

/** Each selector of a rule on its own, with the rule's attribute and regex. */
function selectorsOfRule(rule: FieldRule): { selector: string; single: FieldRule }[] {
  if (typeof rule === 'string') return [{ selector: rule, single: rule }];
  if (Array.isArray(rule)) return rule.map((selector) => ({ selector, single: selector }));
  const list = typeof rule.selector === 'string' ? [rule.selector] : rule.selector;
  return list.map((selector) => ({ selector, single: { ...rule, selector } }));
}

/** What every selector of the rules matched on the page and what it read (as the extraction reads it: hidden elements and placeholders skipped). */
export function probeRules(html: string, instructions: ScrapeInstructions | undefined): ProbedRule[] {
  if (!instructions) return [];
  const { $ } = loadHtml(html, { keepNavigation: true, pruneChrome: false });
  const concealed = createConcealment();
  const rules: ProbedRule[] = [];
  for (const field of PRODUCT_FIELD_RULES) {
    const rule = instructions[field];
    if (rule === undefined) continue;
    for (const { selector, single } of selectorsOfRule(rule)) {
      let matches = 0;
      try {
        matches = $(selector).length;
      } catch {
        rules.push({ field, selector, matches: 0, value: null, problem: 'SELECTOR_INVALID' });
        continue;
      }
      const { value, problem } = selectValue($, single, concealed);
      rules.push({ field, selector, matches, value, problem: problem?.code ?? (value === null ? 'SELECTOR_NO_MATCH' : null) });
    }
  }
  return rules;
}

/** The page read as the pipeline reads it (readPage.ts), with the fields the wizard shows even when the page is not clean. */
export function readProbedPage(page: FetchedPage, originalUrl: string, pageKind: WizardPageKind, instructions: ScrapeInstructions | undefined): Pick<ProbeResult, 'pageStatus' | 'fields' | 'offerCount' | 'rules'> {
  const selectors: SelectorConfig | null = instructions ? { instructions } : null;
  const redirectedTo = page.finalUrl !== originalUrl ? page.finalUrl : null;
  const status = page.status >= 300 && page.status < 400 && page.finalStatus >= 400 ? page.finalStatus : page.status;
  const rules = probeRules(page.html, instructions);
  if (pageKind === 'OFFERS_PAGE') {
    const table = extractPriceTable(page.html, { url: page.finalUrl, selectors });
    const pageStatus: PageStatus = classifyPage({ status, originalUrl, redirectedTo, html: page.html, priceTableStatus: table.status });
    const cheapest = table.offers.reduce<(typeof table.offers)[number] | null>((best, o) => (best === null || Number(o.price) < Number(best.price) ? o : best), null);
    const method = table.source === 'table' ? 'visible' : table.source;
    const fields: ProbedField[] = [
      { field: 'price', value: cheapest?.price ?? null, method: cheapest ? method : null, confidence: null },
      { field: 'currency', value: cheapest?.currency ?? null, method: cheapest?.currency ? method : null, confidence: null },
      { field: 'availability', value: cheapest?.availability ?? null, method: cheapest?.availability ? method : null, confidence: null },
      { field: 'shippingCost', value: cheapest?.shippingCost ?? null, method: cheapest?.shippingCost ? method : null, confidence: null },
      { field: 'name', value: table.productName, method: table.productName ? method : null, confidence: null },
    ];
    return { pageStatus, fields, offerCount: table.offers.length, rules };
  }
  const e = extractProductPage(page.html, { url: page.finalUrl, selectors });
  const pageStatus = classifyPage({ status, originalUrl, redirectedTo, extraction: e });
  const field = (name: ProbedField['field'], value: string | null): ProbedField => ({
    field: name,
    value,
    method: value === null ? null : (e.sources[name] ?? null),
    confidence: value === null ? null : (e.confidence[name] ?? null),
  });
  const fields = [field('price', e.price), field('currency', e.currency), field('availability', e.availability), field('shippingCost', e.shippingCost), field('name', e.name)];
  return { pageStatus, fields, offerCount: e.price === null ? 0 : 1, rules };
}

export function createSourceProbe(options: SourceProbeOptions) {
  const http = createHttpFetcher();
  let browser: PageFetcher | null = null;
  const external = {
    scrapeops: options.external.scrapeops ? createExternalFetcher(options.external.scrapeops) : null,
    trawler: options.external.trawler ? createExternalFetcher(options.external.trawler) : null,
  };
  const running = new Set<string>();

  function fetcherFor(crawler: CrawlerKind): PageFetcher | null {
    const custom = options.fetcherFor?.(crawler);
    if (custom) return custom;
    switch (crawler) {
      case 'crawlee-basic-crawler':
      case 'crawlee-cheerio-crawler':
        return http;
      case 'crawlee-playwright-crawler':
        return (browser ??= createBrowserFetcher(options.chromiumPath));
      case 'scrapeops':
      case 'trawler':
        return external[crawler];
    }
  }

  async function probeOne(crawler: CrawlerKind, url: URL, request: ProbeRequest): Promise<ProbeResult> {
    const empty = { httpStatus: null, finalUrl: null, durationMs: 0, pageStatus: null, fields: [], offerCount: 0, rules: [] };
    const fetcher = fetcherFor(crawler);
    if (!fetcher) {
      const variable = crawler === 'scrapeops' || crawler === 'trawler' ? ENV_NAMES[crawler] : 'CHROMIUM_PATH';
      return { crawler, outcome: 'UNAVAILABLE', detail: `Not configured on this deployment (${variable}).`, ...empty };
    }
    const started = Date.now();
    // The demo web's proxy only routes the made-up *.demo.test names (as the worker does).
    const proxyUrl = url.hostname.endsWith('.demo.test') ? options.demoProxyUrl : null;
    try {
      const page = await fetcher.fetch({
        url: url.toString(),
        proxyUrl,
        timeoutMs: options.timeoutMs,
        maxRedirects: options.maxRedirects,
        maxBodyBytes: options.maxBodyBytes,
        guard: createFetchGuard(hostOf(url), { ...options.guardEnvironment, allowPrivateHosts: options.allowPrivateHosts }),
        waitForSelector: null,
      });
      const reading = readProbedPage(page, url.toString(), request.pageKind, request.instructions);
      return { crawler, outcome: 'FETCHED', detail: null, httpStatus: page.finalStatus, finalUrl: page.finalUrl, durationMs: Date.now() - started, ...reading };
    } catch (error) {
      return { crawler, ...outcomeOf(error), ...empty, durationMs: Date.now() - started };
    }
  }

  /** `actor`: who asks (one probe at a time each). */
  async function probe(request: ProbeRequest, actor: string): Promise<ProbeAnswer> {
    if (running.has(actor)) throw appError('RATE_LIMITED', 'A probe of yours is still running; wait for its answer.');
    if (running.size >= options.maxConcurrent) throw appError('RATE_LIMITED', 'Other administrators are probing pages right now; try again in a moment.');
    running.add(actor);
    try {
      const url = new URL(request.url);
      const kinds = request.crawler === 'all' ? CRAWLER_KINDS : [request.crawler];
      const results: ProbeResult[] = [];
      for (const crawler of kinds) results.push(await probeOne(crawler, url, request));
      return { url: url.toString(), results };
    } finally {
      running.delete(actor);
    }
  }

  async function close(): Promise<void> {
    await http.close();
    await browser?.close();
  }

  return { probe, close };
}

export type SourceProbe = ReturnType<typeof createSourceProbe>;
