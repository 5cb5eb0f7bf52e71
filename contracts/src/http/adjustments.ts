/**
 * Price adjustments (issue 5 items 5–7): the review list, the submitted list, one adjustment
 * with its decision trace and its audit trail, confirm/discard (one, several, all) and the
 * price-engine overview. Web query keys ['adjustments', …] and ['price-engine', …].
 */
import { z } from 'zod';
import { RUN_FAILURE_REASONS } from '../pricing/runFailures.ts';
import { currencySchema } from '../enums.ts';
import { adjustmentStatusSchema, decisionTraceSchema, metricValuesSchema } from '../pricing/decisionTrace.ts';
import { outcomeCountsSchema } from '../pricing/runVocabulary.ts';
import { erpWriteStateSchema } from './erpWriteBack.ts';
import { morningSyncViewSchema } from './morningSync.ts';

/** Spec §9: 50 rows for most tables. */
export const ADJUSTMENT_PAGE_SIZE = 50;
/** `absDeltaPercent`: size of the change in percent of the old price (plausibility, issue 12); proposals without an old price sort as the smallest. */
export const ADJUSTMENT_SORTS = ['sku', 'delta', 'absDelta', 'absDeltaPercent', 'newPrice', 'channel'] as const;
export const adjustmentSortSchema = z.enum(ADJUSTMENT_SORTS);
export type AdjustmentSort = z.infer<typeof adjustmentSortSchema>;

const listBase = {
  channelId: z.uuid().optional(),
  /** Part of the SKU or product name, any case. */
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(ADJUSTMENT_PAGE_SIZE),
};

/** GET /api/company/{companyId}/adjustments/review: pending proposals. */
export const reviewListQuerySchema = z.strictObject({
  ...listBase,
  sort: adjustmentSortSchema.default('sku'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  /** Only proposals that change the price by more than this percent (either way); proposals without an old price never match. */
  minChangePercent: z.coerce.number().finite().min(0).max(100_000).optional(),
  minPosition: z.string().optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const SUBMITTED_STATUSES = ['CONFIRMED', 'PICKED_UP'] as const;
/** GET /api/company/{companyId}/adjustments/submitted: confirmed (waiting for pickup) and picked up, newest first. */
export const submittedListQuerySchema = z.strictObject({
  ...listBase,
  status: z.enum(SUBMITTED_STATUSES).optional(),
  minPosition: z.string().optional(),
});
export type SubmittedListQuery = z.infer<typeof submittedListQuerySchema>;

const userRefSchema = z.object({ userId: z.string(), name: z.string() }).nullable();

export const adjustmentSummarySchema = z.object({
  adjustmentId: z.string(),
  runId: z.string(),
  productId: z.string(),
  sku: z.string(),
  productName: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  currency: currencySchema,
  oldPrice: z.number().nullable(),
  oldStrikePrice: z.number().nullable(),
  newPrice: z.number(),
  strikePrice: z.number().nullable(),
  strikePriceFrom: z.string().nullable(),
  strikePriceUntil: z.string().nullable(),
  /** newPrice − oldPrice; null without an old price. */
  delta: z.number().nullable(),
  /** Delta in percent of the old price; null without an old price. */
  deltaPercent: z.number().nullable(),
  metricsBefore: metricValuesSchema,
  metricsAfter: metricValuesSchema,
  /** Own (net) shipping cost per unit used by the trace: a cost of the company, never added to a price. */
  shippingCost: z.number(),
  /**
   * Gross shipping charge the customer pays in this channel (trace costs.ownShippingCharge; 0 in
   * no-shipping channels; null when the trace does not say). Price + charge is what the customer
   * pays in all; the price alone is what goes to the shop (output feed).
   */
  shippingCharge: z.number().nullable(),
  status: adjustmentStatusSchema,
  proposedAt: z.string(),
  confirmedAt: z.string().nullable(),
  confirmedBy: userRefSchema,
  pickedUpAt: z.string().nullable(),
  discardedAt: z.string().nullable(),
  discardedBy: userRefSchema,
  discardReason: z.enum(['USER', 'SUPERSEDED']).nullable(),
  /**
   * Issue 15: the write of the confirmed price to the company's ERP — NONE (awaiting a write),
   * WRITTEN, FAILED (the ERP's status and our ERP_* code), RETRY (a user asked again; awaiting).
   * Null before the adjustment is confirmed (and for a discarded one).
   */
  erpWrite: erpWriteStateSchema.nullable().optional(),
});
export type AdjustmentSummary = z.infer<typeof adjustmentSummarySchema>;

export const adjustmentPageSchema = z.object({ items: z.array(adjustmentSummarySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdjustmentPage = z.infer<typeof adjustmentPageSchema>;

/** GET /api/company/{companyId}/adjustments/{adjustmentId}: one adjustment with its full decision trace. */
export const adjustmentDetailSchema = adjustmentSummarySchema.extend({ trace: decisionTraceSchema });
export type AdjustmentDetail = z.infer<typeof adjustmentDetailSchema>;

/**
 * GET /api/company/{companyId}/adjustments/{adjustmentId}/audit-trail: the chain of events from the event log.
 * ERP_*: the write-back of the confirmed price to the company's ERP (issue 15): written, failed with the ERP's answer, retried by a user.
 */
export const AUDIT_STEPS = ['OBSERVATION', 'RUN', 'PROPOSAL', 'CONFIRMATION', 'DISCARD', 'PICKUP', 'ERP_WRITTEN', 'ERP_WRITE_FAILED', 'ERP_WRITE_RETRIED'] as const;
export const auditEntrySchema = z.object({
  step: z.enum(AUDIT_STEPS),
  eventId: z.string(),
  type: z.string(),
  streamId: z.string(),
  position: z.string(),
  occurredAt: z.string(),
  actor: z.object({ kind: z.enum(['USER', 'SERVICE']), id: z.string(), name: z.string() }),
  data: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditTrailSchema = z.object({
  adjustmentId: z.string(),
  entries: z.array(auditEntrySchema),
  /** Event ids the trace names that the log does not hold (never expected; shown when it happens). */
  missingEventIds: z.array(z.string()),
});
export type AuditTrail = z.infer<typeof auditTrailSchema>;

// ── Commands ──
export const adjustmentIdsBodySchema = z.strictObject({ adjustmentIds: z.array(z.uuid()).min(1).max(10_000) });
export type AdjustmentIdsBody = z.infer<typeof adjustmentIdsBodySchema>;
export const confirmAllBodySchema = z.strictObject({ channelId: z.uuid().optional() });
export type ConfirmAllBody = z.infer<typeof confirmAllBodySchema>;

/** Answer of the several/all commands: partial success is fine, every refusal is reported. */
export const bulkDecisionResultSchema = z.object({
  succeeded: z.array(z.string()),
  failed: z.array(z.object({ adjustmentId: z.string(), code: z.string() })),
  /** Global position of the last event written ("0" when none) — pass as minPosition. */
  position: z.string(),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResultSchema>;

// ── Overview ──
export const priceEngineOverviewSchema = z.object({
  counts: z.object({ pending: z.number().int(), confirmed: z.number().int(), pickedUp: z.number().int(), discarded: z.number().int() }),
  lastRun: z
    .object({
      runId: z.string(),
      status: z.enum(['REQUESTED', 'RUNNING', 'COMPLETED', 'FAILED']),
      trigger: z.enum(['USER', 'SCHEDULE']),
      requestedBy: userRefSchema,
      requestedAt: z.string(),
      completedAt: z.string().nullable(),
      durationMs: z.number().int().nullable(),
      counts: outcomeCountsSchema.nullable(),
      proposals: z.number().int().nullable(),
      /** Why the run failed (RUN_FAILURE_REASONS), translated by the web. */
      failureReason: z.enum(RUN_FAILURE_REASONS).nullable(),
    })
    .nullable(),
  channels: z.array(z.object({ channelId: z.string(), name: z.string(), pending: z.number().int() })),
  rulesCount: z.number().int(),
  activeRulesCount: z.number().int(),
  /** Issue 15: the latest morning sync (inputs refresh → scheduled run → feed sync); null before the first. */
  morningSync: morningSyncViewSchema.nullable().optional(),
});
export type PriceEngineOverview = z.infer<typeof priceEngineOverviewSchema>;
