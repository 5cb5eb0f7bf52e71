/**
 * Write-back of confirmed prices to the ERP (issue 15 item 7): the company's mode, "write now",
 * "retry", and each adjustment's write state as the submitted list shows it.
 */
import { z } from 'zod';

export const ERP_WRITE_MODES = ['AUTOMATIC', 'ON_DEMAND'] as const;
export const erpWriteModeSchema = z.enum(ERP_WRITE_MODES);
export type ErpWriteModeValue = z.infer<typeof erpWriteModeSchema>;

/** GET /api/company/{companyId}/erp/write-back: the mode and how many confirmed prices await a write. */
export const erpWriteBackAnswerSchema = z.object({ mode: erpWriteModeSchema, pending: z.number().int().nonnegative() });
export type ErpWriteBackAnswer = z.infer<typeof erpWriteBackAnswerSchema>;

/** PUT …/erp/write-back/mode */
export const erpWriteModeBodySchema = z.strictObject({ mode: erpWriteModeSchema });

/** POST …/erp/write-back/write-now: the given confirmed adjustments, or every one awaiting a write. */
export const erpWriteNowBodySchema = z.strictObject({ adjustmentIds: z.array(z.uuid()).min(1).max(10_000).optional() });
/** POST …/erp/write-back/retry: failed writes to try again. */
export const erpRetryBodySchema = z.strictObject({ adjustmentIds: z.array(z.uuid()).min(1).max(1_000) });

export const erpWriteSummarySchema = z.object({
  written: z.number().int(),
  failed: z.number().int(),
  /** Found written in the ERP after an interrupted write (not sent again). */
  reconciled: z.number().int(),
  batches: z.number().int(),
});
export type ErpWriteSummaryBody = z.infer<typeof erpWriteSummarySchema>;

/** One adjustment's write state on the submitted list and its detail. */
export const erpWriteStateSchema = z.object({
  status: z.enum(['NONE', 'WRITTEN', 'FAILED', 'RETRY']),
  writtenAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** The ERP's HTTP status where it answered (the §8 message's {statusCode}). */
  statusCode: z.number().int().nullable(),
  /** Our code of the failure (ERP_*), translated in the web. */
  code: z.string().nullable(),
  /** The failure's message as recorded (the ERP's answer in brief; the web shows the translated code). */
  message: z.string().nullable(),
  /** When a user last asked to try a failed write again (status RETRY until it is written or fails). */
  retriedAt: z.string().nullable(),
  /** Writes tried: failures plus the one that wrote it. */
  attempts: z.number().int(),
});
export type ErpWriteStateBody = z.infer<typeof erpWriteStateSchema>;
