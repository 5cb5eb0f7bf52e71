/**
 * Rule-engine runs (spec §4): POST /api/company/{companyId}/pricing-runs starts one (answered and
 * run by pricing-service), GET …/pricing-runs lists the history newest first,
 * GET …/pricing-runs/{runId}/outcomes lists one run's outcomes. Web query key ['pricing-runs'].
 */
import { z } from 'zod';
import { RUN_FAILURE_REASONS } from '../pricing/runFailures.ts';
import { outcomeCountsSchema, PRICING_RUN_TRIGGERS } from '../pricing/runVocabulary.ts';
import { RULE_OUTCOMES, ruleOutcomeSchema } from '../pricing/decisionTrace.ts';

export const PRICING_RUN_STATUSES = ['REQUESTED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export const pricingRunStatusSchema = z.enum(PRICING_RUN_STATUSES);
export type PricingRunStatus = z.infer<typeof pricingRunStatusSchema>;

/** Spec §9: 50 rows for most tables. */
export const PRICING_RUN_PAGE_SIZE = 50;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(500).default(PRICING_RUN_PAGE_SIZE);

export const pricingRunsQuerySchema = z.strictObject({ page, pageSize, minPosition: z.string().optional() });
export type PricingRunsQuery = z.infer<typeof pricingRunsQuerySchema>;

export const pricingRunSchema = z.object({
  runId: z.string(),
  trigger: z.enum(PRICING_RUN_TRIGGERS),
  /** User id, or "scheduler". */
  requestedBy: z.string(),
  /** The user's name (null for the scheduler or a deleted user). */
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  startedAt: z.string().nullable(),
  /** When it completed or failed. */
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  status: pricingRunStatusSchema,
  productCount: z.number().int().nullable(),
  counts: outcomeCountsSchema,
  proposals: z.number().int().nullable(),
  unmatched: z.number().int().nullable(),
  /** Why the run failed (RUN_FAILURE_REASONS), translated by the web. */
  failureReason: z.enum(RUN_FAILURE_REASONS).nullable(),
});
export type PricingRunView = z.infer<typeof pricingRunSchema>;

export const pricingRunPageSchema = z.object({ items: z.array(pricingRunSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type PricingRunPage = z.infer<typeof pricingRunPageSchema>;

/** `?outcome=ERROR&outcome=CONSTRAINTS_NOT_MET` or one. */
const outcomes = z.array(ruleOutcomeSchema).max(RULE_OUTCOMES.length).or(ruleOutcomeSchema.transform((value) => [value]));

export const pricingRunOutcomesQuerySchema = z.strictObject({ outcome: outcomes.optional(), page, pageSize, minPosition: z.string().optional() });
export type PricingRunOutcomesQuery = z.infer<typeof pricingRunOutcomesQuerySchema>;

export const pricingRunOutcomeSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  channelId: z.string(),
  channelName: z.string().nullable(),
  outcome: ruleOutcomeSchema,
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  rulePosition: z.number().int().nullable(),
  /** Reason code (contracts/src/pricing/outcomeReasons.ts) for ERROR, CONSTRAINTS_NOT_MET and TARGET_FULFILLED. */
  reason: z.string().nullable(),
  adjustmentId: z.string().nullable(),
});
export type PricingRunOutcome = z.infer<typeof pricingRunOutcomeSchema>;

export const pricingRunOutcomePageSchema = z.object({ items: z.array(pricingRunOutcomeSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type PricingRunOutcomePage = z.infer<typeof pricingRunOutcomePageSchema>;

/** Live `progress` messages of topic 'pricing-run': how many of the run's products are done. */
export const PRICING_RUN_PROGRESS_TOPIC = 'pricing-run';
export const pricingRunProgressSchema = z.object({ runId: z.string(), done: z.number().int().min(0), total: z.number().int().min(0) });
export type PricingRunProgress = z.infer<typeof pricingRunProgressSchema>;
