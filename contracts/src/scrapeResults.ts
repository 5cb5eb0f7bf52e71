/** The result kind of a scrape record (spec §4: SUCCESS, ERROR, INFO, NOTE, also "execution failed"). */
import { z } from 'zod';
import { JOB_RESULT_KINDS, type PageStatus, type ScrapeJobStatus } from './scraping.ts';

export const SCRAPE_RESULT_KINDS = [...JOB_RESULT_KINDS, 'EXECUTION_FAILED'] as const;
export const scrapeResultKindSchema = z.enum(SCRAPE_RESULT_KINDS);
export type ScrapeResultKind = z.infer<typeof scrapeResultKindSchema>;

/** The URL no longer leads to a readable offer of the product: it needs checking. */
const ERROR_PAGES: ReadonlySet<PageStatus> = new Set<PageStatus>([
  'ACCESS_DENIED_403',
  'NOT_FOUND_404',
  'GONE_410',
  'SERVER_ERROR_500',
  'PRODUCT_NOT_FOUND',
  'REDIRECT_TO_CATEGORY',
  'NO_CLEAN_DATA',
]);
/** A plain redirect: the offer moved, the URL may want updating. */
const INFO_PAGES: ReadonlySet<PageStatus> = new Set<PageStatus>(['REDIRECT_301', 'REDIRECT_302', 'REDIRECT_307']);

/**
 * What one scrape attempt came to. SUCCESS: a clean offer; ERROR: the page is gone, refused or
 * unreadable; INFO: a plain redirect; NOTE: the page was read but its offer is not a regular one
 * (expired, used, no price table); EXECUTION_FAILED: the fetch itself failed or timed out.
 * Null while the job waits or runs.
 */
export function scrapeResultKindOf(status: ScrapeJobStatus, pageStatus: PageStatus | null): ScrapeResultKind | null {
  if (status === 'FAILED' || status === 'TIMED_OUT') return 'EXECUTION_FAILED';
  if (status !== 'COMPLETED' || pageStatus === null) return null;
  if (pageStatus === 'OK') return 'SUCCESS';
  if (ERROR_PAGES.has(pageStatus)) return 'ERROR';
  if (INFO_PAGES.has(pageStatus)) return 'INFO';
  return 'NOTE';
}
