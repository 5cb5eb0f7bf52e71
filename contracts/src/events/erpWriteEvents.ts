/**
 * Write-back of confirmed prices to the company's ERP (issue 15 item 7).
 *
 * Two kinds of stream:
 * - `erpwriteback-<companyId>`: the company's write-back ledger — its mode (automatic / on
 *   demand) and every batch: `ErpWriteBatchPlanned` (the entries, appended with the ledger's
 *   revision, so two writers never plan the same adjustment) before the ERP is called, and
 *   `ErpWriteBatchRecorded` (per-adjustment outcomes) after the outcomes are on the adjustments.
 *   A batch planned but not recorded is open: after a crash it is reconciled, never simply re-sent.
 * - `adjustment-<id>` (through the adjustment decider): `ErpPriceWritten`, `ErpPriceWriteFailed`
 *   (the ERP's status and message), `ErpPriceWriteRetried` (a user asked again after a failure).
 *   Named without the `Adjustment` prefix on purpose: readers of the life cycle select their
 *   events by that prefix, and the write state is not a life-cycle status.
 */
import { z } from 'zod';
import { ERP_WRITE_MODES } from '../http/erpWriteBack.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

export { ERP_WRITE_MODES };
export type ErpWriteMode = (typeof ERP_WRITE_MODES)[number];
export const ERP_PRICE_KINDS = ['REGULAR', 'STRIKE'] as const;

/** One price of an adjustment as sent to the ERP: which variation, which sales price, how much (cents). */
export const erpWriteEntrySchema = z.object({
  adjustmentId: z.string(),
  kind: z.enum(ERP_PRICE_KINDS),
  variationId: z.string(),
  salesPriceId: z.string(),
  priceCents: z.number().int().nonnegative(),
});
export type ErpWriteEntry = z.infer<typeof erpWriteEntrySchema>;

/** How the write of one adjustment ended in a batch. */
export const erpWriteOutcomeSchema = z.object({
  adjustmentId: z.string(),
  status: z.enum(['WRITTEN', 'FAILED']),
  /** The ERP's HTTP status where it answered (spec §8 "{statusCode}"). */
  statusCode: z.number().int().nullable(),
  /** Our error code (ERP_*) for a failure, null when written. */
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type ErpWriteOutcome = z.infer<typeof erpWriteOutcomeSchema>;

export const ErpWriteModeSet = defineEvent('ErpWriteModeSet', 1, z.object({ companyId: z.string(), mode: z.enum(ERP_WRITE_MODES), setBy: z.string(), setAt: z.string() }));
export const ErpWriteBatchPlanned = defineEvent('ErpWriteBatchPlanned', 1, z.object({ companyId: z.string(), batchId: z.string(), plannedAt: z.string(), entries: z.array(erpWriteEntrySchema).min(1) }));
export const ErpWriteBatchRecorded = defineEvent(
  'ErpWriteBatchRecorded',
  1,
  z.object({
    companyId: z.string(),
    batchId: z.string(),
    recordedAt: z.string(),
    /** True when the outcomes came from reading the ERP after a restart (nothing re-sent that it held already). */
    reconciled: z.boolean(),
    outcomes: z.array(erpWriteOutcomeSchema),
  }),
);
export type ErpWriteBackEvent = DomainEvent<typeof ErpWriteModeSet> | DomainEvent<typeof ErpWriteBatchPlanned> | DomainEvent<typeof ErpWriteBatchRecorded>;

export const ErpPriceWritten = defineEvent(
  'ErpPriceWritten',
  1,
  z.object({ adjustmentId: z.string(), companyId: z.string(), batchId: z.string(), writtenAt: z.string(), reconciled: z.boolean(), entries: z.array(erpWriteEntrySchema.omit({ adjustmentId: true })) }),
);
export const ErpPriceWriteFailed = defineEvent(
  'ErpPriceWriteFailed',
  1,
  z.object({ adjustmentId: z.string(), companyId: z.string(), batchId: z.string().nullable(), failedAt: z.string(), statusCode: z.number().int().nullable(), code: z.string(), message: z.string() }),
);
export const ErpPriceWriteRetried = defineEvent('ErpPriceWriteRetried', 1, z.object({ adjustmentId: z.string(), companyId: z.string(), retriedBy: z.string(), retriedAt: z.string() }));
export type AdjustmentErpWriteEvent = DomainEvent<typeof ErpPriceWritten> | DomainEvent<typeof ErpPriceWriteFailed> | DomainEvent<typeof ErpPriceWriteRetried>;

export const ERP_PRICE_EVENT_TYPES: readonly AdjustmentErpWriteEvent['type'][] = ['ErpPriceWritten', 'ErpPriceWriteFailed', 'ErpPriceWriteRetried'];

export const erpWriteEvents = [ErpWriteModeSet, ErpWriteBatchPlanned, ErpWriteBatchRecorded, ErpPriceWritten, ErpPriceWriteFailed, ErpPriceWriteRetried] as const;
