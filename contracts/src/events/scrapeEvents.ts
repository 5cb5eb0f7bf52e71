import { z } from 'zod';
import { availabilitySchema, crawlerKindSchema, pageStatusSchema, scrapeJobTypeSchema } from '../scraping.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

export const SCRAPE_TRIGGERS = ['SCHEDULE', 'SCRAPE_NOW', 'NEW_URL'] as const;
export const scrapeTriggerSchema = z.enum(SCRAPE_TRIGGERS);

const logLine = z.object({ at: z.string(), kind: z.enum(['SUCCESS', 'ERROR', 'INFO', 'NOTE']), message: z.string() });

/** What one fetch of a product page or price table yielded (prices as decimal strings). */
export const scrapedOfferSchema = z.object({
  price: z.string().nullable(),
  currency: z.string().nullable(),
  regularPrice: z.string().nullable().optional(),
  shippingCost: z.string().nullable().optional(),
  availability: availabilitySchema.nullable().optional(),
  deliveryTime: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  brand: z.string().nullable().optional(),
  gtin: z.string().nullable().optional(),
  mpn: z.string().nullable().optional(),
  sku: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  condition: z.string().nullable().optional(),
  /** For price-table rows: the shop that offers it. */
  shopName: z.string().nullable().optional(),
});
export type ScrapedOffer = z.infer<typeof scrapedOfferSchema>;

/** Stream `scrapejob-<jobId>`: one attempt to scrape one competitor URL, with its trials. */
export const ScrapeJobCreated = defineEvent('ScrapeJobCreated', 1, z.object({
  jobId: z.string(),
  companyId: z.string(),
  productId: z.string(),
  urlId: z.string(),
  url: z.string(),
  sourceId: z.string(),
  jobType: scrapeJobTypeSchema,
  trigger: scrapeTriggerSchema,
  crawler: crawlerKindSchema,
  proxyUrl: z.string().nullable(),
  /** The "scrape now" request this job answers (trigger SCRAPE_NOW). */
  requestId: z.string().nullable().optional(),
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
  logs: z.array(logLine),
}));
export const ScrapeJobFailed = defineEvent('ScrapeJobFailed', 1, z.object({
  jobId: z.string(),
  trial: z.number().int().min(1),
  durationMs: z.number().int().min(0),
  error: z.string(),
  timedOut: z.boolean(),
  /** False when the job has used up its trials. */
  willRetry: z.boolean(),
  logs: z.array(logLine),
}));
export const ScrapeJobReset = defineEvent('ScrapeJobReset', 1, z.object({ jobId: z.string(), resetTrials: z.boolean() }));
export type ScrapeJobEvent =
  | DomainEvent<typeof ScrapeJobCreated>
  | DomainEvent<typeof ScrapeJobFetched>
  | DomainEvent<typeof ScrapeJobCompleted>
  | DomainEvent<typeof ScrapeJobFailed>
  | DomainEvent<typeof ScrapeJobReset>;

export const PLAUSIBILITY = ['ACCEPTED', 'FLAGGED', 'CONFIRMED'] as const;

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
  /** Why it was flagged: ZERO_PRICE, PRICE_JUMP, SHOP_WIDE_OUT_OF_STOCK. */
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

export const scrapeEvents = [ScrapeNowRequested, ScrapeJobCreated, ScrapeJobFetched, ScrapeJobCompleted, ScrapeJobFailed, ScrapeJobReset, OfferObserved] as const;
