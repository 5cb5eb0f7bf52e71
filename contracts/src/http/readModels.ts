/** GET /api/admin/read-models and POST …/:name/rebuild (platform admins, issue 18 item 7). */
import { z } from 'zod';
import { REBUILD_REASONS } from '../events/projectionRebuildEvents.ts';

export const READ_MODEL_STATUSES = ['starting', 'running', 'retrying', 'stopped'] as const;
export const REBUILD_OUTCOMES = ['RUNNING', 'COMPLETED', 'FAILED'] as const;

export const rebuildRecordSchema = z.object({
  generation: z.number().int(),
  reason: z.enum(REBUILD_REASONS),
  version: z.number().int(),
  /** User id of the platform admin who asked, or `service:projection` for a code version change. */
  requestedBy: z.string(),
  startedAt: z.string(),
  outcome: z.enum(REBUILD_OUTCOMES),
  endedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  /** The log position the new generation switched at. */
  position: z.string().nullable(),
  /** Why it failed (INTERRUPTED: the process stopped before the switch). */
  error: z.string().nullable(),
});
export type RebuildRecord = z.infer<typeof rebuildRecordSchema>;

export const readModelStatusSchema = z.object({
  /** The projector's name. */
  name: z.string(),
  /** Its code version (a change rebuilds it at start). */
  version: z.number().int(),
  /** The generation queries read now. */
  generation: z.number().int(),
  /** The last log position applied to that generation. */
  position: z.string(),
  /** Events of the log it has still to apply (head − position; events it does not handle count too). */
  lag: z.string(),
  status: z.enum(READ_MODEL_STATUSES),
  lastError: z.string().nullable(),
  /** The generation being built beside it, if a rebuild runs. */
  rebuilding: z
    .object({
      generation: z.number().int(),
      position: z.string(),
      startedAt: z.string(),
      /** Share of the log applied so far, 0–1 (position ÷ head). */
      progress: z.number(),
    })
    .nullable(),
  /** The latest rebuilds, newest first (at most 5). */
  rebuilds: z.array(rebuildRecordSchema),
});
export type ReadModelStatus = z.infer<typeof readModelStatusSchema>;

export const readModelListSchema = z.object({
  /** The log's head position now. */
  head: z.string(),
  readModels: z.array(readModelStatusSchema),
});
export type ReadModelList = z.infer<typeof readModelListSchema>;

export const readModelParamsSchema = z.strictObject({ name: z.string().min(1).max(100) });
export const rebuildStartedSchema = z.object({ name: z.string(), generation: z.number().int() });
export type RebuildStarted = z.infer<typeof rebuildStartedSchema>;
