import { readModelListSchema, readModelParamsSchema, rebuildStartedSchema, type ReadModelList, type RebuildRecord } from '@pm/contracts';
import { actorOf, appError, zodRoutes, type EventStore } from '@pm/platform';
import type { FastifyInstance } from 'fastify';
import type { ProjectionManager } from '../runtime/projectionManager.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { READ_MODEL_REBUILDS, type RebuildDoc } from './readModelRebuildsProjector.ts';

const RECENT_REBUILDS = 5;

const onlyPlatformAdmins = (isAdmin: boolean) => {
  if (!isAdmin) throw appError('FORBIDDEN', 'Only platform administrators see and rebuild read models.');
};

const toRecord = ({ generation, reason, version, requestedBy, startedAt, outcome, endedAt, durationMs, position, error }: RebuildDoc): RebuildRecord => ({
  generation,
  reason,
  version,
  requestedBy,
  startedAt,
  outcome,
  endedAt,
  durationMs,
  position,
  error,
});

/**
 * Read models for operators (issue 18 item 7): every projection with its version, generation,
 * position and lag behind the log, a running rebuild's progress, and the latest rebuilds; and a
 * rebuild on demand (a new generation from position 0, switched when caught up).
 */
export function registerReadModelRoutes(app: FastifyInstance, readModels: ReadModels, manager: ProjectionManager, events: EventStore): void {
  const api = zodRoutes(app);
  api.get(
    '/api/admin/read-models',
    { config: { access: 'platform-admin' }, schema: { summary: 'Every read model with its version, generation, position, lag and rebuilds', response: { 200: readModelListSchema } } },
    async (request): Promise<ReadModelList> => {
      onlyPlatformAdmins(actorOf(request).isAdmin);
      const head = await events.headPosition();
      const history = await readModels.find<RebuildDoc>(READ_MODEL_REBUILDS, {}, { sort: { startedAt: -1 } });
      const byModel = new Map<string, RebuildDoc[]>();
      for (const doc of history) {
        const list = byModel.get(doc.readModel) ?? [];
        if (list.length < RECENT_REBUILDS) list.push(doc);
        byModel.set(doc.readModel, list);
      }
      return {
        head: head.toString(),
        readModels: manager
          .status()
          .map((status) => {
            const position = BigInt(status.position);
            const rebuilding = status.rebuilding;
            return {
              name: status.name,
              version: status.version,
              generation: status.generation,
              position: status.position,
              lag: (head > position ? head - position : 0n).toString(),
              status: status.status as ReadModelList['readModels'][number]['status'],
              lastError: status.lastError,
              rebuilding: rebuilding
                ? { generation: rebuilding.generation, position: rebuilding.position, startedAt: rebuilding.startedAt, progress: head === 0n ? 1 : Math.min(1, Number(BigInt(rebuilding.position)) / Number(head)) }
                : null,
              rebuilds: (byModel.get(status.name) ?? []).map(toRecord),
            };
          })
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },
  );
  api.post(
    '/api/admin/read-models/:name/rebuild',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: 'Rebuild a read model: a new generation from position 0, switched when it has caught up (409 READ_MODEL_REBUILDING while one runs, 404 READ_MODEL_NOT_FOUND)',
        params: readModelParamsSchema,
        response: { 202: rebuildStartedSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      onlyPlatformAdmins(actor.isAdmin);
      const { name } = request.params;
      const { generation } = await manager.rebuild(name, { reason: 'REQUESTED', requestedBy: actor.userId, exclusive: true });
      return reply.status(202).send({ name, generation });
    },
  );
}
