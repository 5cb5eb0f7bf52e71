/**
 * /api/admin/scrape-jobs (issue 18): every scrape job across companies for platform admins —
 * list parameters of spec §3 with keyset paging, the job's detail with its event history, and
 * the admin commands (reset, reset trials, delete, create by hand, replay, bulk).
 */
import { z } from 'zod';
import { CRAWLER_KINDS, crawlerKindSchema, pageStatusSchema, SCRAPE_JOB_STATUSES, SCRAPE_JOB_TYPES, SCRAPE_TRIGGERS, scrapedOfferSchema, scrapeJobStatusSchema, scrapeJobTypeSchema, scrapeTriggerSchema } from '../scraping.ts';
import { SCRAPE_RESULT_KINDS, scrapeResultKindSchema } from '../scrapeResults.ts';
import { SOURCE_KINDS } from './sources.ts';
import { scrapeLogLineSchema, scrapeRecordPageSchema, scrapeRecordSchema, scrapeRecordsQuerySchema } from './scrapeRecords.ts';

/** Spec §4: the admin job list defaults to FAILED and CREATED. */
export const ADMIN_SCRAPE_JOB_DEFAULT_STATUSES = ['FAILED', 'CREATED'] as const;
export const ADMIN_SCRAPE_JOB_PAGE_SIZE = 50;
/** One bulk command or one "ids over a filter" answer touches at most this many jobs. */
export const ADMIN_SCRAPE_JOB_BULK_LIMIT = 500;

function oneOrMany<const T extends readonly [string, ...string[]]>(values: T) {
  const one = z.enum(values);
  return z.array(one).max(values.length).or(one.transform((value) => [value]));
}

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());

/** The filters of the admin job list (spec §3 'Scrape job' list parameters, plus company). */
export const adminScrapeJobFilterSchema = z
  .strictObject({
    /** Left out: FAILED and CREATED. */
    status: oneOrMany(SCRAPE_JOB_STATUSES).optional(),
    /** The job's result (a blocked or missing page completes with ERROR). */
    resultKind: oneOrMany(SCRAPE_RESULT_KINDS).optional(),
    jobType: oneOrMany(SCRAPE_JOB_TYPES).optional(),
    trigger: oneOrMany(SCRAPE_TRIGGERS).optional(),
    /** The crawler kind that ran the job. */
    scraper: oneOrMany(CRAWLER_KINDS).optional(),
    storeId: z.uuid().optional(),
    aggregatorId: z.uuid().optional(),
    companyId: z.uuid().optional(),
    /** Created at or after this instant. */
    createdFrom: instant.optional(),
    /** Created before this instant. */
    createdTo: instant.optional(),
    minPosition: z.string().optional(),
  });

const refineFilter = <T extends { storeId?: string | undefined; aggregatorId?: string | undefined; createdFrom?: string | undefined; createdTo?: string | undefined }>(query: T, ctx: z.RefinementCtx) => {
  if (query.storeId && query.aggregatorId) ctx.addIssue({ code: 'custom', path: ['aggregatorId'], message: 'Give either a store or an aggregator, not both' });
  if (query.createdFrom && query.createdTo && query.createdFrom >= query.createdTo) ctx.addIssue({ code: 'custom', path: ['createdTo'], message: 'The end of the range must be after its start' });
};

export const adminScrapeJobsQuerySchema = adminScrapeJobFilterSchema
  .extend({
    sort: z.enum(['newest', 'oldest']).default('newest'),
    /** The `nextCursor` of the previous page. */
    cursor: z.string().max(200).optional(),
    pageSize: z.coerce.number().int().min(1).max(200).default(ADMIN_SCRAPE_JOB_PAGE_SIZE),
  })
  .superRefine(refineFilter);
export type AdminScrapeJobsQuery = z.infer<typeof adminScrapeJobsQuerySchema>;

export const adminScrapeJobFilterQuerySchema = adminScrapeJobFilterSchema.superRefine(refineFilter);
export type AdminScrapeJobFilter = z.infer<typeof adminScrapeJobFilterQuerySchema>;

/** A store or aggregator as the job list's filter offers it. */
export const adminScrapeJobSourceSchema = z.object({ id: z.string(), name: z.string(), kind: z.enum(SOURCE_KINDS), hostname: z.string() });
export type AdminScrapeJobSource = z.infer<typeof adminScrapeJobSourceSchema>;

/** One job in the admin list. */
export const adminScrapeJobSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string().nullable(),
  productId: z.string(),
  productName: z.string().nullable(),
  urlId: z.string(),
  url: z.string(),
  sourceId: z.string(),
  sourceName: z.string().nullable(),
  jobType: scrapeJobTypeSchema,
  trigger: scrapeTriggerSchema,
  crawler: crawlerKindSchema,
  /** The scraper process that ran the last trial. */
  worker: z.string().nullable(),
  viaProxy: z.boolean(),
  status: scrapeJobStatusSchema,
  resultKind: scrapeResultKindSchema.nullable(),
  pageStatus: pageStatusSchema.nullable(),
  trials: z.number().int(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** This job runs the input of that one again. */
  replayOf: z.string().nullable(),
  /** Replays of this job, oldest first. */
  replayedBy: z.array(z.string()),
});
export type AdminScrapeJob = z.infer<typeof adminScrapeJobSchema>;

export const adminScrapeJobPageSchema = z.object({
  items: z.array(adminScrapeJobSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminScrapeJobPage = z.infer<typeof adminScrapeJobPageSchema>;

/** The ids a bulk action over the current filter would touch (at most the bulk limit), and how many match. */
export const adminScrapeJobIdsSchema = z.object({ ids: z.array(z.string()), total: z.number().int() });
export type AdminScrapeJobIds = z.infer<typeof adminScrapeJobIdsSchema>;

/** One event of the job's stream, in order. */
export const scrapeJobHistoryEntrySchema = z.object({
  revision: z.string(),
  type: z.string(),
  occurredAt: z.string(),
  /** Who caused it: a user id or `service:<name>`. */
  by: z.string().nullable(),
  trial: z.number().int().nullable(),
  worker: z.string().nullable(),
  error: z.string().nullable(),
  resetTrials: z.boolean().nullable(),
});
export type ScrapeJobHistoryEntry = z.infer<typeof scrapeJobHistoryEntrySchema>;

export const adminScrapeJobDetailSchema = adminScrapeJobSchema.extend({
  httpStatus: z.number().int().nullable(),
  finalUrl: z.string().nullable(),
  offers: z.array(scrapedOfferSchema),
  logs: z.array(scrapeLogLineSchema),
  history: z.array(scrapeJobHistoryEntrySchema),
});
export type AdminScrapeJobDetail = z.infer<typeof adminScrapeJobDetailSchema>;

export const resetScrapeJobBodySchema = z.strictObject({ resetTrials: z.boolean().default(false) });
export type ResetScrapeJobBody = z.infer<typeof resetScrapeJobBodySchema>;

/** A job created by hand: a company's competitor URL (its store or aggregator follows from the URL). */
export const createScrapeJobBodySchema = z.strictObject({
  companyId: z.uuid(),
  productId: z.uuid(),
  urlId: z.uuid(),
  trigger: scrapeTriggerSchema.default('SCRAPE_NOW'),
  /** Left out: the source's crawler. */
  crawler: crawlerKindSchema.optional(),
  /** A configured proxy id; left out: the company's choice for the source. */
  proxyId: z.string().min(1).max(100).nullable().optional(),
});
export type CreateScrapeJobBody = z.infer<typeof createScrapeJobBodySchema>;

export const ADMIN_SCRAPE_JOB_BULK_ACTIONS = ['RESET', 'RESET_TRIALS', 'DELETE', 'REPLAY'] as const;
export const adminScrapeJobBulkBodySchema = z.strictObject({
  action: z.enum(ADMIN_SCRAPE_JOB_BULK_ACTIONS),
  jobIds: z.array(z.uuid()).min(1).max(ADMIN_SCRAPE_JOB_BULK_LIMIT),
});
export type AdminScrapeJobBulkBody = z.infer<typeof adminScrapeJobBulkBodySchema>;

/** What a bulk action did: jobs done, and the ones refused by error code (running, removed URL, gone). */
export const adminScrapeJobBulkResultSchema = z.object({
  done: z.number().int(),
  refused: z.record(z.string(), z.number().int()),
  /** The last position written (read-your-writes for the list). */
  position: z.string(),
});
export type AdminScrapeJobBulkResult = z.infer<typeof adminScrapeJobBulkResultSchema>;

export const replayScrapeJobResultSchema = z.object({ id: z.string(), replayOf: z.string(), revision: z.string(), position: z.string() });
export type ReplayScrapeJobResult = z.infer<typeof replayScrapeJobResultSchema>;

/** GET /api/admin/scrape-records: the company screen's list parameters, across companies, plus company. */
export const adminScrapeRecordsQuerySchema = scrapeRecordsQuerySchema.safeExtend({ companyId: z.uuid().optional() });
export type AdminScrapeRecordsQuery = z.infer<typeof adminScrapeRecordsQuerySchema>;

export const adminScrapeRecordSchema = scrapeRecordSchema.extend({ companyId: z.string(), companyName: z.string().nullable() });
export type AdminScrapeRecord = z.infer<typeof adminScrapeRecordSchema>;

export const adminScrapeRecordPageSchema = scrapeRecordPageSchema.extend({ items: z.array(adminScrapeRecordSchema) });
export type AdminScrapeRecordPage = z.infer<typeof adminScrapeRecordPageSchema>;
