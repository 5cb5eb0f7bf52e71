import { z } from 'zod';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/** Why a read model is rebuilt: a platform admin asked, or the projector's code version changed. */
export const REBUILD_REASONS = ['REQUESTED', 'VERSION_CHANGED'] as const;

/**
 * Stream `projectionrebuild-<readModel>`: the rebuilds of one read model (issue 18 item 7). A
 * rebuild fills a new generation from position 0 beside the one queries use and switches when it
 * has caught up with the log; these events record who started it, when, and how it ended.
 */
export const ProjectionRebuildStarted = defineEvent('ProjectionRebuildStarted', 1, z.object({
  readModel: z.string(),
  generation: z.number().int().min(1),
  reason: z.enum(REBUILD_REASONS),
  /** The projector's code version the new generation is built with. */
  version: z.number().int(),
  /** The log's head when it started (the position it must reach before it can switch). */
  headPosition: z.string(),
}));
export const ProjectionRebuildCompleted = defineEvent('ProjectionRebuildCompleted', 1, z.object({
  readModel: z.string(),
  generation: z.number().int().min(1),
  /** The log position the new generation had reached when queries switched to it. */
  position: z.string(),
  durationMs: z.number().int().min(0),
}));
export const ProjectionRebuildFailed = defineEvent('ProjectionRebuildFailed', 1, z.object({
  readModel: z.string(),
  generation: z.number().int().min(1),
  /** INTERRUPTED: the process stopped before the rebuild switched (a new one started after it). */
  error: z.string(),
}));

export type ProjectionRebuildEvent =
  | DomainEvent<typeof ProjectionRebuildStarted>
  | DomainEvent<typeof ProjectionRebuildCompleted>
  | DomainEvent<typeof ProjectionRebuildFailed>;
export const projectionRebuildEvents = [ProjectionRebuildStarted, ProjectionRebuildCompleted, ProjectionRebuildFailed] as const;
