import { z } from 'zod';
import { pageStatusSchema, PLAUSIBILITY, scrapedOfferSchema, scrapeJobTargetSchema, scrapeLogEntrySchema } from '../scraping.ts';

export { PLAUSIBILITY, SCRAPE_TRIGGERS, scrapedOfferSchema, scrapeTriggerSchema, type ScrapedOffer } from '../scraping.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/** Stream `scrapejob-<jobId>`: one attempt to scrape one competitor URL, with its trials. */
export const ScrapeJobCreated = defineEvent('ScrapeJobCreated', 1, scrapeJobTargetSchema.extend({
  jobId: z.string(),
  companyId: z.string(),
  /** Jobs created before proxies came from the configuration: the source's proxy URL. New jobs: null. */
  proxyUrl: z.string().nullable(),
  /** The configured proxy the company chose for this source (its URL is resolved from the configuration when the job is queued); null: none. */
  proxyId: z.string().nullable().optional(),
  /** The "scrape now" request this job answers (trigger SCRAPE_NOW). */
  requestId: z.string().nullable().optional(),
  /** A replay (issue 18): the job whose input this one runs again. */
  replayOf: z.string().nullable().optional(),
  /** The platform admin who created the job by hand or as a replay. */
  createdBy: z.string().nullable().optional(),
}));
export const ScrapeJobFetched = defineEvent('ScrapeJobFetched', 1, z.object({ jobId: z.string(), trial: z.number().int().min(1), worker: z.string() }));
export const ScrapeJobCompleted = defineEvent('ScrapeJobCompleted', 1, z.object({
  jobId: z.string(),
  trial: z.number().int().min(1),
  durationMs: z.number().int().min(0),
  httpStatus: z.number().int().nullable(),
  finalUrl: z.string().nullable(),
  pageStatus: pageStatusSchema,
  offers: z.array(scrapedOfferSchema),
  logs: z.array(scrapeLogEntrySchema),
}));
export const ScrapeJobFailed = defineEvent('ScrapeJobFailed', 1, z.object({
  jobId: z.string(),
  trial: z.number().int().min(1),
  durationMs: z.number().int().min(0),
  error: z.string(),
  timedOut: z.boolean(),
  /** False when the job has used up its trials. */
  willRetry: z.boolean(),
  logs: z.array(scrapeLogEntrySchema),
  /** A page came back but the site refused it (403, captcha or bot wall): its page status and HTTP status. Absent: the fetch itself failed. */
  pageStatus: pageStatusSchema.optional(),
  httpStatus: z.number().int().nullable().optional(),
}));
export const ScrapeJobReset = defineEvent('ScrapeJobReset', 1, z.object({ jobId: z.string(), resetTrials: z.boolean() }));
/** A platform admin deleted the job: it leaves the lists and is never run again; its stream (the history) stays. */
export const ScrapeJobDeleted = defineEvent('ScrapeJobDeleted', 1, z.object({ jobId: z.string(), companyId: z.string() }));
export type ScrapeJobEvent =
  | DomainEvent<typeof ScrapeJobCreated>
  | DomainEvent<typeof ScrapeJobFetched>
  | DomainEvent<typeof ScrapeJobCompleted>
  | DomainEvent<typeof ScrapeJobFailed>
  | DomainEvent<typeof ScrapeJobReset>
  | DomainEvent<typeof ScrapeJobDeleted>;


/**
 * Stream `offer-<urlId>`: the observations of one competitor URL. A FLAGGED observation is kept
 * but not used as a current price until the next scrape confirms it (CONFIRMED).
 */
export const OfferObserved = defineEvent('OfferObserved', 1, z.object({
  urlId: z.string(),
  productId: z.string(),
  companyId: z.string(),
  sourceId: z.string(),
  jobId: z.string(),
  observedAt: z.string(),
  pageStatus: pageStatusSchema,
  offer: scrapedOfferSchema.nullable(),
  plausibility: z.enum(PLAUSIBILITY),
  /** Why it was flagged: ZERO_PRICE, LOW_CONFIDENCE, PRICE_JUMP, SHOP_WIDE_OUT_OF_STOCK. */
  flagReason: z.string().nullable(),
  /** The previous good price it was compared with. */
  comparedWith: z.string().nullable(),
}));
export type OfferEvent = DomainEvent<typeof OfferObserved>;
/**
 * Stream `scraperequest-<requestId>`: a user asked to scrape a product's competitor URLs now.
 * The scraper answers it with one SCRAPE_NOW job per URL (job id derived from request and URL,
 * so a request is answered once even when several scrapers or a restart see it again).
 */
export const ScrapeNowRequested = defineEvent('ScrapeNowRequested', 1, z.object({
  requestId: z.string(),
  companyId: z.string(),
  productId: z.string(),
  urlIds: z.array(z.string()).min(1),
  requestedBy: z.string(),
}));
export type ScrapeRequestEvent = DomainEvent<typeof ScrapeNowRequested>;

export const scrapeEvents = [ScrapeNowRequested, ScrapeJobCreated, ScrapeJobFetched, ScrapeJobCompleted, ScrapeJobFailed, ScrapeJobReset, ScrapeJobDeleted, OfferObserved] as const;
