/**
 * Rule-engine runs (spec §4): POST /api/company/{companyId}/pricing-runs starts one (answered and
 * run by pricing-service), GET …/pricing-runs lists the history newest first,
 * GET …/pricing-runs/{runId}/outcomes lists one run's outcomes. Web query key ['pricing-runs'].
 */
import { z } from 'zod';
import { currencySchema } from '../enums.ts';
import { RUN_FAILURE_REASONS } from '../pricing/runFailures.ts';
import { outcomeCountsSchema, PRICING_RUN_TRIGGERS } from '../pricing/runVocabulary.ts';
import { decisionTraceSchema, RULE_OUTCOMES, ruleOutcomeSchema } from '../pricing/decisionTrace.ts';
import { outcomeReasonSchema } from '../pricing/outcomeReasons.ts';

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

/** `?reason=GUARDRAIL_MAX_CHANGE&reason=GUARDRAIL_BELOW_COST` or one (reason codes of OUTCOME_REASONS, or the run's own). */
const reasonCode = z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'A reason code');
const reasons = z.array(reasonCode).max(32).or(reasonCode.transform((value) => [value]));

export const pricingRunOutcomesQuerySchema = z.strictObject({ outcome: outcomes.optional(), reason: reasons.optional(), page, pageSize, minPosition: z.string().optional() });
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
  /** A price held by a guardrail (GUARDRAIL_* reasons): the current and the held price and the guardrail; its trace at …/outcomes/{productId}/{channelId}/trace. */
  held: z
    .object({
      currency: currencySchema,
      currentPrice: z.number().nullable(),
      heldPrice: z.number().nullable(),
      /** (held − current) / current in percent; null without both prices. */
      changePercent: z.number().nullable(),
      guardrail: z.object({ name: z.enum(['MAX_CHANGE', 'BELOW_COST', 'ABOVE_MSRP']), limit: z.number().nullable(), bound: z.number().nullable() }).nullable(),
      productName: z.string(),
    })
    .nullable()
    .optional(),
});
export type PricingRunOutcome = z.infer<typeof pricingRunOutcomeSchema>;
export type HeldResult = NonNullable<PricingRunOutcome['held']>;

/** GET /api/company/{companyId}/pricing-runs/{runId}/outcomes/{productId}/{channelId}/trace: a held result with its decision trace. */
export const pricingRunOutcomeTraceSchema = pricingRunOutcomeSchema.extend({ trace: decisionTraceSchema });
export type PricingRunOutcomeTrace = z.infer<typeof pricingRunOutcomeTraceSchema>;

export const pricingRunOutcomePageSchema = z.object({ items: z.array(pricingRunOutcomeSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type PricingRunOutcomePage = z.infer<typeof pricingRunOutcomePageSchema>;

/** Live `progress` messages of topic 'pricing-run': how many of the run's products are done. */
export const PRICING_RUN_PROGRESS_TOPIC = 'pricing-run';
export const pricingRunProgressSchema = z.object({ runId: z.string(), done: z.number().int().min(0), total: z.number().int().min(0) });
export type PricingRunProgress = z.infer<typeof pricingRunProgressSchema>;

/** A price the engine proposes for one product and channel (outcome EXECUTED), with the trace of how. */
export const enginePriceProposalSchema = z.object({
  oldPrice: z.number().nullable(),
  oldStrikePrice: z.number().nullable(),
  newPrice: z.number(),
  strikePrice: z.number().nullable(),
  strikePriceFrom: z.string().nullable(),
  strikePriceUntil: z.string().nullable(),
  currency: currencySchema,
  trace: decisionTraceSchema,
});
export type EnginePriceProposal = z.infer<typeof enginePriceProposalSchema>;

/** What the engine decided for one product in one sales channel. */
export const engineProductChannelResultSchema = z.object({
  productId: z.string(),
  sku: z.string(),
  productName: z.string(),
  channelId: z.string(),
  outcome: ruleOutcomeSchema,
  ruleId: z.string().nullable(),
  /** Reason code for ERROR, CONSTRAINTS_NOT_MET and TARGET_FULFILLED. */
  reason: outcomeReasonSchema.nullable(),
  /** Only for EXECUTED. */
  proposal: enginePriceProposalSchema.nullable(),
  /** The winning rule's decision trace (every outcome but OVERWRITTEN). */
  trace: decisionTraceSchema.nullable().optional(),
  /** For OVERWRITTEN: the rule that won. */
  overwrittenBy: z.string().nullable().optional(),
});
export type EngineProductChannelResult = z.infer<typeof engineProductChannelResultSchema>;

/** POST /api/company/{companyId}/pricing/what-if: the engine's answer over the given input; nothing is written. */
export const whatIfResultSchema = z.object({
  results: z.array(engineProductChannelResultSchema),
  counts: outcomeCountsSchema,
  /** Product × channel pairs no active rule matched. */
  unmatched: z.number().int(),
});
export type WhatIfResult = z.infer<typeof whatIfResultSchema>;
