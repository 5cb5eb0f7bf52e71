/**
 * The morning sync on the price-engine overview (issue 15 item 9): the latest morning's steps —
 * inputs refresh, scheduled run, feed sync — each completed, failed (with the code and the ERP's
 * status where it answered) or skipped; a step not listed has not happened yet that day.
 */
import { z } from 'zod';

export const MORNING_SYNC_STEP_NAMES = ['INPUTS_REFRESH', 'SCHEDULED_RUN', 'FEED_SYNC'] as const;

export const morningSyncStepViewSchema = z.object({
  step: z.enum(MORNING_SYNC_STEP_NAMES),
  status: z.enum(['COMPLETED', 'FAILED', 'SKIPPED']),
  at: z.string(),
  /** The refresh or the run of the step. */
  refId: z.string().nullable(),
  /** Failed: an ERP_* code, a run failure reason or RUN_NOT_FINISHED; skipped: NO_ERP_CONNECTION or SCHEDULED_RUN_OFF. */
  code: z.string().nullable(),
  /** The ERP's HTTP status where it answered (spec §8 "{statusCode}"). */
  statusCode: z.number().int().nullable(),
});
export const morningSyncViewSchema = z.object({
  /** The company's local date of the morning. */
  date: z.string(),
  /** In the order they ran. */
  steps: z.array(morningSyncStepViewSchema),
});
export type MorningSyncView = z.infer<typeof morningSyncViewSchema>;
