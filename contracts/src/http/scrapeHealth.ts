/** GET /api/admin/scrape-health (platform admins, issue 18 item 4): scrape health per source and per company. */
import { z } from 'zod';
import { PAGE_STATUSES } from '../scraping.ts';
import { sourceKindSchema } from './sources.ts';

export const HEALTH_LEVELS = ['GREEN', 'AMBER', 'RED', 'IDLE'] as const;
export const healthLevelSchema = z.enum(HEALTH_LEVELS);
export type HealthLevel = z.infer<typeof healthLevelSchema>;

/** Why an attempt failed: a page status of spec §8, or the fetch itself (timeout, error, captcha wall). */
export const HEALTH_OUTCOME_LABELS = [...PAGE_STATUSES, 'TIMED_OUT', 'FETCH_FAILED', 'CAPTCHA'] as const;
export const healthOutcomeLabelSchema = z.enum(HEALTH_OUTCOME_LABELS);
export type HealthOutcomeLabel = z.infer<typeof healthOutcomeLabelSchema>;

export const HEALTH_WINDOWS = ['24h', '7d'] as const;
export const healthWindowSchema = z.enum(HEALTH_WINDOWS);
export type HealthWindow = z.infer<typeof healthWindowSchema>;

export const scrapeHealthQuerySchema = z.strictObject({
  /** Only this source (store or aggregator). */
  sourceId: z.uuid().optional(),
  /** Only this company's scraping (sources as this company scrapes them). */
  companyId: z.uuid().optional(),
  /** The window of the failures by label and the median duration (both rates are always given). */
  window: healthWindowSchema.default('24h'),
  minPosition: z.string().optional(),
});
export type ScrapeHealthQuery = z.infer<typeof scrapeHealthQuerySchema>;

export const healthFiguresSchema = z.object({
  level: healthLevelSchema,
  attempts24h: z.number().int(),
  /** Share of successful attempts, 0–1; null without attempts. */
  successRate24h: z.number().nullable(),
  attempts7d: z.number().int(),
  successRate7d: z.number().nullable(),
  /** Failed attempts of the chosen window by label, most frequent first. */
  failures: z.array(z.object({ label: healthOutcomeLabelSchema, count: z.number().int() })),
  /** Median attempt duration of the chosen window (upper bound of its histogram bucket), ms. */
  medianDurationMs: z.number().int().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** Competitor URLs whose last scrape is older than their company's frequency for the source (plus 6 h grace). */
  overdueUrls: z.number().int(),
  /** Blocked (403/captcha) attempts per UTC day, the last 7 days, oldest first. */
  blockedTrend: z.array(z.object({ day: z.string(), blocked: z.number().int(), attempts: z.number().int() })),
});
export type HealthFigures = z.infer<typeof healthFiguresSchema>;

export const sourceHealthSchema = healthFiguresSchema.extend({ sourceId: z.string(), name: z.string(), kind: sourceKindSchema.nullable() });
export type SourceHealth = z.infer<typeof sourceHealthSchema>;
export const companyHealthSchema = healthFiguresSchema.extend({ companyId: z.string(), name: z.string() });
export type CompanyHealth = z.infer<typeof companyHealthSchema>;

export const scrapeHealthSchema = z.object({
  /** When the figures were computed (the windows end here). */
  asOf: z.string(),
  window: healthWindowSchema,
  /** Worst first (red, amber, green, idle), then by name. */
  sources: z.array(sourceHealthSchema),
  companies: z.array(companyHealthSchema),
});
export type ScrapeHealth = z.infer<typeof scrapeHealthSchema>;
