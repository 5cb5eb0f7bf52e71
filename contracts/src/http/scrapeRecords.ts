/** GET /company/{companyId}/scrape-records: list parameters of spec §3 and the records it answers. */
import { z } from 'zod';
import { scrapedOfferSchema, scrapeJobTargetSchema, scrapeLogEntrySchema, SCRAPE_TRIGGERS } from '../scraping.ts';
import { SCRAPE_RESULT_KINDS, scrapeResultKindSchema } from '../scrapeResults.ts';
import { CRAWLER_KINDS, PAGE_STATUSES, pageStatusSchema, SCRAPE_JOB_STATUSES, SCRAPE_JOB_TYPES, scrapeJobStatusSchema } from '../scraping.ts';
import { SOURCE_KINDS } from './sources.ts';

/** Spec §9: the default created-date filter of scrape records is the last 5 days. */
export const SCRAPE_RECORD_DEFAULT_DAYS = 5;
/** Spec §9: 50 rows for most tables. */
export const SCRAPE_RECORD_PAGE_SIZE = 50;

/** A repeated query parameter (`?status=A&status=B`) or a single one. */
function oneOrMany<const T extends readonly [string, ...string[]]>(values: T) {
  const one = z.enum(values);
  return z.array(one).max(values.length).or(one.transform((value) => [value]));
}

/** An instant with offset; normalised to the read model's UTC form so strings compare in time order. */
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());

export const scrapeRecordsQuerySchema = z
  .strictObject({
    status: oneOrMany(SCRAPE_JOB_STATUSES).optional(),
    resultKind: oneOrMany(SCRAPE_RESULT_KINDS).optional(),
    /** Page status label (spec §8). */
    dataStatus: oneOrMany(PAGE_STATUSES).optional(),
    jobType: oneOrMany(SCRAPE_JOB_TYPES).optional(),
    trigger: oneOrMany(SCRAPE_TRIGGERS).optional(),
    scraper: oneOrMany(CRAWLER_KINDS).optional(),
    storeId: z.uuid().optional(),
    aggregatorId: z.uuid().optional(),
    productId: z.uuid().optional(),
    /** One competitor URL (the comparison product page lists its records). */
    urlId: z.uuid().optional(),
    /** Part of the scraped URL, any case. */
    scrapeUrl: z.string().trim().max(500).optional(),
    /** Created within the last n days; 0 means all time. Without any date parameter: the last 5 days. */
    days: z.coerce.number().int().min(0).max(3650).optional(),
    /** Created at or after this instant. */
    createdFrom: instant.optional(),
    /** Created before this instant. */
    createdTo: instant.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(SCRAPE_RECORD_PAGE_SIZE),
    minPosition: z.string().optional(),
  })
  .superRefine((query, ctx) => {
    if (query.storeId && query.aggregatorId) ctx.addIssue({ code: 'custom', path: ['aggregatorId'], message: 'Give either a store or an aggregator, not both' });
    if (query.days !== undefined && (query.createdFrom || query.createdTo)) ctx.addIssue({ code: 'custom', path: ['days'], message: 'Give either days or a created-date range, not both' });
    if (query.createdFrom && query.createdTo && query.createdFrom >= query.createdTo) ctx.addIssue({ code: 'custom', path: ['createdTo'], message: 'The end of the range must be after its start' });
  });
export type ScrapeRecordsQuery = z.infer<typeof scrapeRecordsQuerySchema>;

/** One log line of a scrape job; `trial` tells the attempts apart. */
export const scrapeLogLineSchema = scrapeLogEntrySchema.extend({ trial: z.number().int().nullable().optional() });
export type ScrapeLogLine = z.infer<typeof scrapeLogLineSchema>;

/** One scrape attempt as the scrape records screen shows it. */
export const scrapeRecordSchema = scrapeJobTargetSchema.extend({
  id: z.string(),
  /** Whether a proxy was set for the job (its URL may hold credentials and is not answered). */
  viaProxy: z.boolean(),
  status: scrapeJobStatusSchema,
  resultKind: scrapeResultKindSchema.nullable(),
  trials: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  durationMs: z.number().int().nullable(),
  httpStatus: z.number().int().nullable(),
  finalUrl: z.string().nullable(),
  pageStatus: pageStatusSchema.nullable(),
  error: z.string().nullable(),
  willRetry: z.boolean().nullable(),
  /** The extracted price (a price table's cheapest row). */
  price: z.string().nullable(),
  currency: z.string().nullable(),
  offerCount: z.number().int(),
  /** Everything extracted: one offer for a product page, one per row of a price table. */
  offers: z.array(scrapedOfferSchema),
  logs: z.array(scrapeLogLineSchema),
  /** Null when the product or source is gone. */
  product: z.object({ name: z.string(), sku: z.string() }).nullable(),
  source: z.object({ name: z.string(), kind: z.enum(SOURCE_KINDS) }).nullable(),
});
export type ScrapeRecord = z.infer<typeof scrapeRecordSchema>;

export const scrapeRecordPageSchema = z.object({
  items: z.array(scrapeRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ScrapeRecordPage = z.infer<typeof scrapeRecordPageSchema>;
