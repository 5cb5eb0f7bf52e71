/**
 * The lines of a scrape job's log: a code with its values (the web translates them) and the
 * English message kept beside them for the CLI tools, the service logs and older readers.
 */
import type { ScrapeLogCode, ScrapeLogEntry } from '@pm/contracts';
import { noteText, type NoteCode, type NoteParams, type ScrapeNote } from '../extraction/notes.ts';

type None = Record<string, never>;
type Fetching = { url: string; crawler: string };

/** Values of the worker's own lines (steps, outcome, why a trial failed). */
export type WorkerLogParams = {
  /** `exceptions`: the applied scrape exceptions' codes, comma-separated. */
  EXCEPTION_APPLIED: { exceptions: string };
  WAIT_SELECTOR_PLAYWRIGHT_ONLY: None;
  FETCHING: Fetching;
  FETCHING_THROUGH_PROXY: Fetching;
  HTTP_RESULT: { status: number; characters: number };
  HTTP_RESULT_REDIRECTED: { status: number; finalStatus: number; finalUrl: string; characters: number };
  SHOP_WIDE_OUT_OF_STOCK: None;
  /** `reason`: the offer decider's flag reason (ZERO_PRICE, PRICE_JUMP, …). */
  PRICE_FLAGGED: { reason: string };
  /** `price` a decimal string; `currency` '' when the page names none. */
  PAGE_OK: { price: string; currency: string };
  PAGE_NO_CLEAN_DATA: None;
  /** `status`: a page status of spec §8 other than OK and NO_CLEAN_DATA. */
  PAGE_STATUS: { status: string };
  /** The page's product image gave no hash (`reason`: IMAGE_NOT_LOADED, IMAGE_TOO_LARGE, IMAGE_UNREADABLE); the scrape is not affected. */
  IMAGE_NOT_HASHED: { url: string; reason: string; detail: string };
  FETCH_TIMEOUT: { ms: number };
  TOO_MANY_REDIRECTS: { max: number };
  SOURCE_UNKNOWN: { sourceId: string };
  URL_INVALID: { url: string };
  PROTOCOL_NOT_ALLOWED: { protocol: string };
  HOST_NOT_OF_SOURCE: { host: string; sourceHost: string };
  PRIVATE_ADDRESS: { host: string };
  PRIVATE_ADDRESS_RESOLVED: { host: string; address: string };
  /** The name has no address (the lookup failed or answered nothing): nothing is fetched. */
  HOST_UNRESOLVED: { host: string };
  /** The job's proxy is no http(s) URL (its text is not logged: it may hold credentials). */
  PROXY_INVALID: None;
  /** `host` the proxy's host (without credentials); `address` the private address it is or resolves to. */
  PROXY_PRIVATE_ADDRESS: { host: string; address: string };
  PROXY_UNRESOLVED: { host: string };
  /** `text`: the error as the fetcher or network reported it (no code of ours describes it). */
  FETCH_FAILED: { text: string };
};
export type WorkerLogCode = keyof WorkerLogParams;
export type WorkerLogLine = { [C in WorkerLogCode]: { code: C; params: WorkerLogParams[C] } }[WorkerLogCode];

/** Every code with its values; a code of the contracts missing here fails the type check. */
export type LogParams = WorkerLogParams & NoteParams;
export type LogLine = WorkerLogLine | ScrapeNote;

const fetching = (p: Fetching) => `Fetching ${p.url} with ${p.crawler}`;

const TEXTS: { [C in WorkerLogCode]: (p: WorkerLogParams[C]) => string } = {
  EXCEPTION_APPLIED: (p) => `Scrape exception ${p.exceptions} applied`,
  WAIT_SELECTOR_PLAYWRIGHT_ONLY: () => 'The wait-for selector applies to the Playwright crawler only',
  FETCHING: fetching,
  FETCHING_THROUGH_PROXY: (p) => `${fetching(p)} via a proxy`,
  HTTP_RESULT: (p) => `HTTP ${p.status}, ${p.characters} characters`,
  HTTP_RESULT_REDIRECTED: (p) => `HTTP ${p.status} → ${p.finalStatus} at ${p.finalUrl}, ${p.characters} characters`,
  SHOP_WIDE_OUT_OF_STOCK: () => 'Most of this shop\'s offers went out of stock at once: the out-of-stock is kept but flagged until the next scrape confirms it',
  PRICE_FLAGGED: (p) => `Price flagged as implausible (${p.reason}); not used until the next scrape confirms it`,
  PAGE_OK: (p) => `Price ${p.price} ${p.currency}`.trim(),
  PAGE_NO_CLEAN_DATA: () => 'Unfortunately we could not scrape clean data for this product',
  PAGE_STATUS: (p) => `Page status ${p.status}`,
  IMAGE_NOT_HASHED: (p) => `The product image ${p.url} was not hashed (${p.reason}: ${p.detail})`,
  FETCH_TIMEOUT: (p) => `The page did not answer within ${p.ms} ms`,
  TOO_MANY_REDIRECTS: (p) => `More than ${p.max} redirects`,
  SOURCE_UNKNOWN: (p) => `The source ${p.sourceId} is unknown`,
  URL_INVALID: (p) => `Not a valid URL: ${p.url}`,
  PROTOCOL_NOT_ALLOWED: (p) => `Only http and https are fetched, not ${p.protocol}`,
  HOST_NOT_OF_SOURCE: (p) => `${p.host} is not the host of the source (${p.sourceHost})`,
  PRIVATE_ADDRESS: (p) => `${p.host} is a private address`,
  PRIVATE_ADDRESS_RESOLVED: (p) => `${p.host} resolves to the private address ${p.address}`,
  HOST_UNRESOLVED: (p) => `${p.host} could not be resolved`,
  PROXY_INVALID: () => 'The proxy is not a valid http(s) URL',
  PROXY_PRIVATE_ADDRESS: (p) => (p.host === p.address ? `The proxy ${p.host} is a private address` : `The proxy ${p.host} resolves to the private address ${p.address}`),
  PROXY_UNRESOLVED: (p) => `The proxy ${p.host} could not be resolved`,
  FETCH_FAILED: (p) => p.text,
};

function workerText<C extends WorkerLogCode>(line: { code: C; params: WorkerLogParams[C] }): string {
  return TEXTS[line.code](line.params);
}

const isNote = (line: LogLine): line is ScrapeNote => !(line.code in TEXTS);

/** The line in English. */
export function logMessage(line: LogLine): string {
  return isNote(line) ? noteText(line) : workerText(line);
}

/** A log entry with code, values and English message (values and message cut to a sane length). */
export function logEntry(at: string, kind: ScrapeLogEntry['kind'], line: LogLine): ScrapeLogEntry & { code: ScrapeLogCode } {
  const params = Object.fromEntries(Object.entries(line.params).map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 2_000) : value]));
  return { at, kind, code: line.code, params, message: logMessage(line).slice(0, 2_000) };
}

// Every log code of the contracts is a worker code or a note code, and nothing else.
type Missing = Exclude<ScrapeLogCode, WorkerLogCode | NoteCode>;
type Extra = Exclude<WorkerLogCode | NoteCode, ScrapeLogCode>;
export const LOG_CODES_COMPLETE: [Missing, Extra] extends [never, never] ? true : never = true;
