import type { FetchGuard } from './fetchSafety.ts';
import type { LogLine } from './logLines.ts';

/** What a fetcher hands back: the first status (a redirect shows), the final page and timing. */
export interface FetchedPage {
  /** Status of the first response (301/302/… when the page redirected). */
  status: number;
  finalStatus: number;
  finalUrl: string;
  html: string;
  redirects: string[];
  /** The body was cut at the size limit. */
  truncated: boolean;
  /** Remarks of the fetcher for the job log (a wait-for selector that never appeared, a page request the guard refused). */
  notes?: LogLine[];
}

export interface FetchRequest {
  url: string;
  proxyUrl: string | null;
  timeoutMs: number;
  maxRedirects: number;
  maxBodyBytes: number;
  /**
   * The job's fetch guard: every connection the fetch opens — the URL, each redirect hop, each
   * request of a browser page, the proxy — is checked by it and goes to the address it pinned.
   */
  guard: FetchGuard;
  /** Extra request headers (a scrape exception's settings). */
  headers?: Readonly<Record<string, string>>;
  /** Browser only: wait until this selector is in the page before reading it. */
  waitForSelector?: string | null;
}

export class FetchTimeoutError extends Error {
  readonly ms: number;
  constructor(ms: number) {
    super(`The page did not answer within ${ms} ms`);
    this.name = 'FetchTimeoutError';
    this.ms = ms;
  }
}

/** The page redirected more often than allowed. */
export class TooManyRedirectsError extends Error {
  readonly max: number;
  constructor(max: number) {
    super(`More than ${max} redirects`);
    this.name = 'TooManyRedirectsError';
    this.max = max;
  }
}

export interface PageFetcher {
  fetch(request: FetchRequest): Promise<FetchedPage>;
  close(): Promise<void>;
}
