/**
 * The morning sync of a company (issue 15 item 9, spec §1), stream `morningsync-<companyId>`:
 * each day at the company's configured time its inputs are refreshed from the ERP (when one is
 * connected), then the scheduled rule-engine run goes, then the output feed is synchronised — in
 * that order. Each step's outcome is recorded once per local date: completed, failed (with the
 * code and the ERP's status where it answered) or skipped (no connection, no scheduled run).
 */
import { z } from 'zod';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

export const MORNING_SYNC_STEPS = ['INPUTS_REFRESH', 'SCHEDULED_RUN', 'FEED_SYNC'] as const;
export type MorningSyncStep = (typeof MORNING_SYNC_STEPS)[number];
export const MORNING_SYNC_STEP_STATUSES = ['COMPLETED', 'FAILED', 'SKIPPED'] as const;
export type MorningSyncStepStatus = (typeof MORNING_SYNC_STEP_STATUSES)[number];

export const MorningSyncStepRecorded = defineEvent(
  'MorningSyncStepRecorded',
  1,
  z.object({
    companyId: z.string(),
    /** The company's local date the morning belongs to (YYYY-MM-DD). */
    date: z.string(),
    step: z.enum(MORNING_SYNC_STEPS),
    status: z.enum(MORNING_SYNC_STEP_STATUSES),
    at: z.string(),
    /** The refresh or run the step was (null for the feed sync and skipped steps). */
    refId: z.string().nullable(),
    /** Why it failed or was skipped: an ERP_* code, a run failure reason, NO_ERP_CONNECTION, RUN_NOT_FINISHED, … */
    code: z.string().nullable(),
    /** The ERP's HTTP status where it answered. */
    statusCode: z.number().int().nullable(),
  }),
);
export type MorningSyncEvent = DomainEvent<typeof MorningSyncStepRecorded>;
export const morningSyncEvents = [MorningSyncStepRecorded] as const;
