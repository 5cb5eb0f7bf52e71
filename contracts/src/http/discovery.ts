/**
 * Product discovery (spec §3 'Discovery request/candidate', §4): the vocabulary, the request
 * bodies and the answers of the discovery routes. Browser-safe: the web parses answers with these.
 */
import { z } from 'zod';

export const DISCOVERY_REQUEST_TYPES = ['NEW_STORE_URL', 'NEW_AGGREGATOR_URL', 'NEW_COMPARISON_PRODUCT'] as const;
export type DiscoveryRequestType = (typeof DISCOVERY_REQUEST_TYPES)[number];

export const DISCOVERY_SEARCH_TYPES = ['FIND_SAME', 'FIND_SIMILAR'] as const;
export type DiscoverySearchType = (typeof DISCOVERY_SEARCH_TYPES)[number];

export const DISCOVERY_STATUSES = ['DRAFT', 'OPEN', 'ACCEPTED', 'DECLINED_NOT_MATCHING', 'DECLINED_NOT_WANTED', 'CLOSED_OBSOLETE'] as const;
export type DiscoveryStatus = (typeof DISCOVERY_STATUSES)[number];

export const MATCH_RESULTS = ['SAME', 'SIMILAR', 'NOT_SAME_OR_SIMILAR', 'EVAL_DEFERRED'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

export const SEARCH_METHODS = [
  'GOOGLE_SEARCH',
  'GOOGLE_IMAGE_SEARCH',
  'MONITOR_SEARCH',
  'ASSORTMENT_SEARCH',
  'ASSORTMENT_VECTOR_SEARCH',
  'ASSORTMENT_VECTOR_SEARCH_TEXT_ONLY',
  'ASSORTMENT_VECTOR_SEARCH_IMAGE_ONLY',
] as const;
export type SearchMethod = (typeof SEARCH_METHODS)[number];

export const SEARCH_JOB_STATUSES = [
  'CREATED',
  'RUNNING',
  'PREVIOUS_SUCCESS',
  'SUCCESS',
  'COMPLETED_WITHOUT_SUCCESS_10_CANDIDATES_DISMISSED',
  'COMPLETED_WITHOUT_SUCCESS_ALL_CANDIDATES_DISMISSED',
  'COMPLETED_WITHOUT_SUCCESS_NO_CANDIDATES',
  'SEARCH_FAILED',
  'VALIDATION_FAILED',
  'FAILED_WITH_UNKNOWN_PROBLEM',
] as const;
export type SearchJobStatus = (typeof SEARCH_JOB_STATUSES)[number];
/** Statuses after which a job does not change any more. */
export const FINAL_SEARCH_JOB_STATUSES: readonly SearchJobStatus[] = SEARCH_JOB_STATUSES.filter((s) => s !== 'CREATED' && s !== 'RUNNING');

/** Why a search could not run or found nothing usable; the web translates each. */
export const SEARCH_FAILURE_REASONS = [
  'NO_SEARCH_URL',
  'METHOD_NOT_CONFIGURED',
  'PRODUCT_HAS_NO_TITLE',
  'PRODUCT_MISSING',
  'SOURCE_NOT_CONNECTED',
  'SEARCH_PAGE_BLOCKED',
  'SEARCH_PAGE_ERROR',
  'SEARCH_PAGE_UNREADABLE',
  'URL_EXISTS',
  /** GOOGLE_SEARCH / GOOGLE_IMAGE_SEARCH: the search API refused for quota or rate (HTTP 429, or 403 with a quota reason). */
  'SEARCH_API_QUOTA',
  'SEARCH_API_TIMEOUT',
  /** The search API answered an HTTP error or could not be reached. */
  'SEARCH_API_ERROR',
  /** The search API's answer was not the JSON of a result list. */
  'SEARCH_API_ANSWER_INVALID',
  'UNKNOWN',
] as const;
export type SearchFailureReason = (typeof SEARCH_FAILURE_REASONS)[number];

/** What a search job's log says, line by line; the web words each code (params: url, count, status, title, result, percent, reason, detail, trials). */
export const SEARCH_LOG_CODES = [
  'SEARCHING',
  'RESULT_LINKS',
  'MONITORED_URLS',
  'CANDIDATE_NOT_FETCHED',
  'CANDIDATE_HTTP_ERROR',
  'CANDIDATE_NO_PRODUCT',
  'CANDIDATE_SCORED',
  'STOPPED',
  'UNEXPECTED',
  'GIVEN_UP',
  /** The product's or a candidate's image gave no hash (params: url, reason IMAGE_NOT_LOADED / IMAGE_TOO_LARGE / IMAGE_UNREADABLE): matched without it. */
  'IMAGE_NOT_HASHED',
  /** A search-API query (params: query). */
  'SEARCH_API_QUERY',
  /** A search-API result on a host that is not the source's: not a candidate (params: url). */
  'CANDIDATE_HOST_NOT_CONNECTED',
] as const;
export type SearchLogCode = (typeof SEARCH_LOG_CODES)[number];
export const searchLogLineSchema = z.object({
  at: z.string(),
  level: z.enum(['INFO', 'WARN', 'ERROR']),
  code: z.enum(SEARCH_LOG_CODES),
  params: z.record(z.string(), z.union([z.string().max(1000), z.number()])),
});
export type SearchLogLine = z.infer<typeof searchLogLineSchema>;

/** A decline is a choice of one of these (spec §5: declining requires a reason). */
export const DECLINE_REASONS = ['NOT_MATCHING', 'NOT_WANTED'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** The SAME probability thresholds of the filter (spec §9), in percent. */
export const SAME_PROBABILITY_THRESHOLDS = [75, 85, 95] as const;
/**
 * Near-misses: a candidate whose SAME probability is at most this far (10 percentage points)
 * below a threshold is "just below" it — kept by the search although the matcher rated it
 * NOT_SAME_OR_SIMILAR, found by the threshold filter, and marked on the screen with how far below.
 */
export const NEAR_MISS_MARGIN = 0.1;
/** The default SAME threshold (the matcher's `same`), in percent: the reference when no filter is chosen. */
export const DEFAULT_SAME_THRESHOLD_PERCENT = 85;

/** The threshold (percent) a probability is just below, or null when it reaches it or is further below. */
export function nearMissBelow(probability: number, thresholdPercent: number = DEFAULT_SAME_THRESHOLD_PERCENT): number | null {
  const threshold = thresholdPercent / 100;
  return probability < threshold && probability >= threshold - NEAR_MISS_MARGIN - 1e-9 ? thresholdPercent : null;
}

/** A scored page stays a candidate for a person unless the matcher dismissed it and it is not even near the lowest threshold. */
export function keptAsCandidate(result: MatchResult, probability: number): boolean {
  return result !== 'NOT_SAME_OR_SIMILAR' || probability >= (SAME_PROBABILITY_THRESHOLDS[0] as number) / 100 - NEAR_MISS_MARGIN - 1e-9;
}

/** Spec §9: the discovery view shows one candidate at a time. */
export const DISCOVERY_PAGE_SIZE = 1;
/** Spec §9: default weight of the image against the text in vector and visual search. */
export const DEFAULT_IMAGE_WEIGHT = 0.5;

export const matchSignalSchema = z.object({ name: z.string(), value: z.number(), detail: z.string().optional() });
export type MatchSignal = z.infer<typeof matchSignalSchema>;

/** What a search found on the candidate's page and how the matcher scored it against the product. */
export const discoveryCandidateSchema = z.object({
  candidateId: z.string(),
  url: z.string(),
  title: z.string(),
  /** Decimal string in the page's currency, as extracted. */
  price: z.string().nullable(),
  currency: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The 64-bit dHash of the page's image (16 hex digits); absent or null when it was not hashed. */
  imageHash: z.string().regex(/^[0-9a-f]{16}$/).nullable().optional(),
  brand: z.string().nullable(),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  matchResult: z.enum(MATCH_RESULTS),
  /** 0–1. */
  probability: z.number().min(0).max(1),
  /** 0–1, null when either side had no image. */
  visualSimilarity: z.number().min(0).max(1).nullable(),
  signals: z.array(matchSignalSchema),
  method: z.enum(SEARCH_METHODS),
});
export type DiscoveryCandidate = z.infer<typeof discoveryCandidateSchema>;

export const humanEvaluationSchema = z.object({
  verdict: z.enum(['ACCEPTED', 'DECLINED']),
  reason: z.enum(DECLINE_REASONS).nullable(),
  note: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});

// ---------- bodies ----------

export const createDiscoveryRequestBodySchema = z.strictObject({
  productId: z.uuid(),
  sourceId: z.uuid(),
  requestType: z.enum(DISCOVERY_REQUEST_TYPES).optional(),
  searchType: z.enum(DISCOVERY_SEARCH_TYPES).default('FIND_SAME'),
});
export type CreateDiscoveryRequestBody = z.infer<typeof createDiscoveryRequestBodySchema>;

export const bulkDiscoveryBodySchema = z.strictObject({
  sourceId: z.uuid(),
  requestType: z.enum(DISCOVERY_REQUEST_TYPES).optional(),
  searchType: z.enum(DISCOVERY_SEARCH_TYPES).default('FIND_SAME'),
});
export type BulkDiscoveryBody = z.infer<typeof bulkDiscoveryBodySchema>;

export const bulkDiscoveryResultSchema = z.object({
  position: z.string(),
  requestIds: z.array(z.string()),
  /** Products left out: they have a URL at the source or an open request for it already. */
  skipped: z.number().int(),
});
export type BulkDiscoveryResult = z.infer<typeof bulkDiscoveryResultSchema>;

export const acceptCandidateBodySchema = z.strictObject({ candidateId: z.string().min(1) });
/** The reason is checked by the command (DISCOVERY_DECLINE_REASON_REQUIRED), so that its absence has its own code. */
export const declineCandidateBodySchema = z.strictObject({
  candidateId: z.string().min(1),
  reason: z.string().optional(),
  note: z.string().max(500).optional(),
});
export type DeclineCandidateBody = z.infer<typeof declineCandidateBodySchema>;

export const discoverySettingsBodySchema = z.strictObject({
  searchMethod: z.enum(SEARCH_METHODS),
  imageWeight: z.number().min(0).max(1),
  skipWhenUrlExists: z.boolean(),
  agentEnabled: z.boolean(),
});
export type DiscoverySettingsBody = z.infer<typeof discoverySettingsBodySchema>;

/** `{query}` is replaced by the URL-encoded search text. */
export const SEARCH_URL_QUERY_PLACEHOLDER = '{query}';
export const discoverySourceSettingsBodySchema = z.strictObject({
  searchUrlTemplate: z
    .string()
    .max(500)
    .refine((v) => v.includes(SEARCH_URL_QUERY_PLACEHOLDER) && /^https?:\/\//.test(v), { message: 'An http(s) URL with {query}' })
    .nullable(),
  searchMethod: z.enum(SEARCH_METHODS).nullable(),
});
export type DiscoverySourceSettingsBody = z.infer<typeof discoverySourceSettingsBodySchema>;

// ---------- answers ----------

export const discoveryRequestViewSchema = z.object({
  requestId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productBrand: z.string().nullable(),
  productImageUrl: z.string().nullable(),
  productGtin: z.string().nullable(),
  productMpn: z.string().nullable(),
  productPrice: z.string().nullable(),
  productCurrency: z.string().nullable(),
  sourceId: z.string(),
  sourceName: z.string(),
  requestType: z.enum(DISCOVERY_REQUEST_TYPES),
  searchType: z.enum(DISCOVERY_SEARCH_TYPES),
  method: z.enum(SEARCH_METHODS),
  status: z.enum(DISCOVERY_STATUSES),
  jobStatus: z.enum(SEARCH_JOB_STATUSES),
  jobReason: z.enum(SEARCH_FAILURE_REASONS).nullable(),
  /** The candidates still to be rated (no human evaluation yet), best first. */
  candidates: z.array(discoveryCandidateSchema.extend({ evaluation: humanEvaluationSchema.nullable() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscoveryRequestView = z.infer<typeof discoveryRequestViewSchema>;

export const discoveryListSchema = z.object({
  items: z.array(discoveryRequestViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DiscoveryList = z.infer<typeof discoveryListSchema>;

export const discoveryListQuerySchema = z.object({
  status: z.enum(DISCOVERY_STATUSES).optional(),
  /** Only requests whose best open candidate reaches this SAME probability (percent). */
  threshold: z.coerce.number().int().refine((v) => (SAME_PROBABILITY_THRESHOLDS as readonly number[]).includes(v), { message: 'One of 75, 85, 95' }).optional(),
  sourceId: z.uuid().optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(DISCOVERY_PAGE_SIZE),
  minPosition: z.string().regex(/^\d+$/).optional(),
});
export type DiscoveryListQuery = z.infer<typeof discoveryListQuerySchema>;

export const searchJobViewSchema = z.object({
  jobId: z.string(),
  requestId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  productName: z.string(),
  sourceName: z.string(),
  method: z.enum(SEARCH_METHODS),
  status: z.enum(SEARCH_JOB_STATUSES),
  reason: z.enum(SEARCH_FAILURE_REASONS).nullable(),
  trials: z.number().int(),
  candidateCount: z.number().int(),
  durationMs: z.number().int().nullable(),
  logs: z.array(searchLogLineSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SearchJobView = z.infer<typeof searchJobViewSchema>;

export const adminDiscoveryQuerySchema = z.object({
  companyId: z.uuid().optional(),
  jobStatus: z.enum(SEARCH_JOB_STATUSES).optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  minPosition: z.string().regex(/^\d+$/).optional(),
});

export const adminDiscoveryJobsSchema = z.object({ items: z.array(searchJobViewSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdminDiscoveryJobs = z.infer<typeof adminDiscoveryJobsSchema>;

export const discoverySettingsViewSchema = z.object({
  companies: z.array(z.object({ companyId: z.string(), companyName: z.string(), settings: discoverySettingsBodySchema })),
  sources: z.array(z.object({ sourceId: z.string(), sourceName: z.string(), hostname: z.string(), kind: z.string(), searchUrlTemplate: z.string().nullable(), searchMethod: z.enum(SEARCH_METHODS).nullable() })),
  /** Search methods that cannot run on this deployment, each with the reason (spec: offered as unavailable, not hidden). */
  unavailableMethods: z.array(z.object({ method: z.enum(SEARCH_METHODS), reason: z.enum(SEARCH_FAILURE_REASONS) })),
});
export type DiscoverySettingsView = z.infer<typeof discoverySettingsViewSchema>;

export const DEFAULT_DISCOVERY_SETTINGS: DiscoverySettingsBody = { searchMethod: 'MONITOR_SEARCH', imageWeight: DEFAULT_IMAGE_WEIGHT, skipWhenUrlExists: true, agentEnabled: false };

/** Which request type a source kind calls for, when the caller names none. */
export function defaultRequestType(sourceKind: string): DiscoveryRequestType {
  return sourceKind === 'AGGREGATOR' ? 'NEW_AGGREGATOR_URL' : 'NEW_STORE_URL';
}

// Agent jobs (issue 18 item 3): the runs of each company's discovery agent.

export const AGENT_RUN_STATUSES = ['RUNNING', 'FINISHED', 'INTERRUPTED'] as const;
export type AgentRunStatus = (typeof AGENT_RUN_STATUSES)[number];

/** POST /admin/agent-jobs/{companyId}/trigger answers the run it recorded (after it finished). */
export const triggerAgentRunResultSchema = z.object({ id: z.string(), searchesStarted: z.number().int(), urlsRequested: z.number().int(), position: z.string() });
export type TriggerAgentRunResult = z.infer<typeof triggerAgentRunResultSchema>;
/** POST /admin/agent-jobs/{companyId}/refresh: the switch re-read and the next scheduled run (null: off). */
export const refreshAgentJobResultSchema = z.object({ agentEnabled: z.boolean(), nextRunAt: z.string().nullable(), position: z.string() });
export type RefreshAgentJobResult = z.infer<typeof refreshAgentJobResultSchema>;

/** A scrape task of a run: URLs asked to be scraped now, and those the request passed over. */
export const agentRunScrapeTaskResultSchema = z.object({ urlsRequested: z.number().int(), urlsSkipped: z.number().int() });

/** One source of a run: searches started, products skipped, or the error's code. */
export const agentRunSourceSchema = z.object({
  sourceId: z.string(),
  sourceName: z.string().nullable(),
  searchesStarted: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
});

export const agentRunSchema = z.object({
  runId: z.string(),
  companyId: z.string(),
  companyName: z.string().nullable(),
  trigger: z.enum(['SCHEDULE', 'MANUAL']),
  status: z.enum(AGENT_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  searchesStarted: z.number().int(),
  sources: z.array(agentRunSourceSchema),
  /** Null for runs recorded before the agent had these tasks (and for runs not finished). */
  recheck: agentRunScrapeTaskResultSchema.nullable(),
  morningScrape: agentRunScrapeTaskResultSchema.nullable(),
});
export type AgentRun = z.infer<typeof agentRunSchema>;

/** GET /admin/agent-jobs: each company's agent job (switch, runs so far, last run) and the newest runs. */
export const agentJobsViewSchema = z.object({
  companies: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      agentEnabled: z.boolean(),
      runs: z.number().int(),
      lastRun: agentRunSchema.nullable(),
      /** The last refresh of the job: when, and the next scheduled run it computed (null: none, or the agent was off). */
      refreshedAt: z.string().nullable(),
      nextRunAt: z.string().nullable(),
    }),
  ),
  runs: z.array(agentRunSchema),
});
export type AgentJobsView = z.infer<typeof agentJobsViewSchema>;
/** At most this many runs are answered, newest first. */
export const AGENT_RUNS_LIMIT = 50;

export const AGENT_STATISTICS_DAYS = [7, 30, 90] as const;

/**
 * Figures of finished runs: how many, how many without an error, searches started, products
 * skipped, mean duration; URLs re-checked and morning-scraped; and of the agent's searches the
 * candidate URLs found and accepted (counted on the day the search was started).
 */
export const agentRunFiguresSchema = z.object({
  runs: z.number().int(),
  succeeded: z.number().int(),
  searchesStarted: z.number().int(),
  skipped: z.number().int(),
  averageDurationMs: z.number().int().nullable(),
  /** Null per source: the scrape tasks belong to the whole run. */
  urlsRechecked: z.number().int().nullable(),
  urlsMorningScraped: z.number().int().nullable(),
  urlsFound: z.number().int(),
  urlsAccepted: z.number().int(),
});
export type AgentRunFigures = z.infer<typeof agentRunFiguresSchema>;

/** GET /admin/agent-jobs/statistics?days=: per company and source over the window, and per UTC day over all. */
export const agentJobStatisticsSchema = z.object({
  days: z.number().int(),
  rows: z.array(agentRunFiguresSchema.extend({ companyId: z.string(), companyName: z.string().nullable(), sourceId: z.string(), sourceName: z.string().nullable() })),
  perDay: z.array(agentRunFiguresSchema.extend({ day: z.string() })),
});
export type AgentJobStatistics = z.infer<typeof agentJobStatisticsSchema>;
