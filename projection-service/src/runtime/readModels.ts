import { POSITION_HEADER } from '@pm/contracts';
import { appError, type Doc, type DocumentStore, type Filter, type FindOptions, type MapBatchesOptions, type PipelineStage, type StoredFields } from '@pm/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ProjectionManager } from './projectionManager.ts';

/**
 * `minPosition` as a route's query parameter. A route schema replaces `request.query` with the
 * parsed value, so every read that calls `consistent` must declare it (or it is dropped).
 */
export const minPositionParam = z.string().optional().describe(`Global event-log position of your last write (the \`${POSITION_HEADER}\` header of its answer): the read waits, bounded, until it is applied.`);

/** The query of a read that takes nothing but `minPosition`; other parameters are ignored as before. */
export const minPositionQuery = z.object({ minPosition: minPositionParam });

/**
 * Query-side access to read models by logical name. `consistent` implements read-your-writes:
 * a query carrying `?minPosition=<n>` (the position a command answered with) waits, bounded,
 * until the read model has applied it; the answer tells whether it did.
 */
export function createReadModels(docs: DocumentStore, manager: ProjectionManager, waitMs: number) {
  const name = (logical: string) => manager.collection(logical);

  async function consistent(request: FastifyRequest, reply: FastifyReply, ...logical: string[]): Promise<void> {
    const raw = (request.query as Record<string, unknown> | undefined)?.['minPosition'];
    if (raw === undefined) return;
    if (typeof raw !== 'string' || !/^\d{1,20}$/.test(raw)) throw appError('VALIDATION_FAILED', 'minPosition must be a non-negative integer.');
    const target = BigInt(raw);
    const reached = await Promise.all(logical.map((l) => manager.waitFor(l, target, waitMs)));
    reply.header(POSITION_HEADER, manager.position().toString());
    // Stale data beats an error for the user; the header lets callers tell.
    if (reached.includes(false)) reply.header('x-projection-stale', 'true');
  }

  return {
    consistent,
    find: <T extends Doc>(logical: string, filter?: Filter, options?: FindOptions) => docs.find<T>(name(logical), filter, options),
    findOne: <T extends Doc>(logical: string, filter: Filter) => docs.findOne<T>(name(logical), filter),
    findBatches: <T extends Doc>(logical: string, filter: Filter, options: FindOptions & { batchSize: number }) => docs.findBatches<T>(name(logical), filter, options),
    mapBatches: <T extends Doc, K extends keyof T & string, R>(logical: string, filter: Filter, options: MapBatchesOptions<K>, map: (doc: StoredFields<T, K>) => R) => docs.mapBatches<T, K, R>(name(logical), filter, options, map),
    count: (logical: string, filter?: Filter) => docs.count(name(logical), filter),
    aggregate: <T = Record<string, unknown>>(logical: string, pipeline: PipelineStage[]) => docs.aggregate<T>(name(logical), pipeline),
  };
}

export type ReadModels = ReturnType<typeof createReadModels>;
