import { subjects } from '@pm/contracts/events';
import type { Bus, DocumentStore, EventStore, RecordedEvent, Subscription, WriteOp } from '@pm/platform';
import type { FastifyBaseLogger } from 'fastify';
import { projectBatch } from './projectBatch.ts';
import { checkpointName, physicalCollection } from './physicalNames.ts';
import { PositionWaiters } from './positionWaiters.ts';
import type { ProjectionNotice, Projector } from './projector.ts';

export interface RunnerOptions {
  batchSize: number;
  /** Only the active generation tells browsers about changes. */
  publishNotices: boolean;
  log: FastifyBaseLogger;
}

export type RunnerStatus = 'starting' | 'running' | 'retrying' | 'stopped';

/**
 * Runs one generation of one projector: subscribes to the global log from its checkpoint and
 * applies each batch's writes together with the new checkpoint in one atomic store call, so a
 * crash never applies a batch twice or half.
 */
export class ProjectionRunner {
  readonly projector: Projector;
  readonly generation: number;
  readonly waiters = new PositionWaiters();
  status: RunnerStatus = 'starting';
  lastError: string | null = null;
  publishNotices: boolean;

  private readonly events: EventStore;
  private readonly docs: DocumentStore;
  private readonly bus: Bus;
  private readonly options: RunnerOptions;
  private readonly handles: Set<string>;
  private subscription: Subscription | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;

  constructor(projector: Projector, generation: number, stores: { events: EventStore; docs: DocumentStore; bus: Bus }, options: RunnerOptions) {
    this.projector = projector;
    this.generation = generation;
    this.events = stores.events;
    this.docs = stores.docs;
    this.bus = stores.bus;
    this.options = options;
    this.publishNotices = options.publishNotices;
    this.handles = new Set(projector.handles);
  }

  async start(): Promise<void> {
    const checkpoint = (await this.docs.getCheckpoint(checkpointName(this.projector.name, this.generation))) ?? 0n;
    this.waiters.advance(checkpoint);
    this.subscription = this.events.subscribeToAll({
      fromPosition: this.waiters.current,
      batchSize: this.options.batchSize,
      handler: (batch) => this.applyBatch(batch),
      onError: (error) => this.onError(error),
    });
    this.status = 'running';
  }

  async stop(): Promise<void> {
    this.status = 'stopped';
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.subscription?.stop();
    this.subscription = null;
    this.waiters.cancelAll();
  }

  private async applyBatch(batch: RecordedEvent[]): Promise<void> {
    const last = batch.at(-1);
    if (!last) return;
    const ops: WriteOp[] = [];
    const notices: ProjectionNotice[] = [];
    const handled = batch.filter((event) => this.handles.has(event.type));
    if (this.publishNotices && this.projector.notices) for (const event of handled) notices.push(...this.projector.notices(event));
    // The projection service is the only writer of its read models, so states read here are current.
    const stateCollection = this.projector.state ? physicalCollection(this.projector.state.collection, this.generation) : '';
    const shared = this.projector.state?.pure === true;
    const writes = await projectBatch(this.projector, handled, (ids) => this.docs.find(stateCollection, { _id: { $in: ids } }, { shared }));
    for (const { op, position } of writes) ops.push(this.toPhysical(op, position));
    await this.docs.applyBatch(ops, { name: checkpointName(this.projector.name, this.generation), position: last.position });
    this.failures = 0;
    this.waiters.advance(last.position);
    if (notices.length > 0) await this.publish(notices, last.position);
  }

  /** Map logical names to this generation's collections and stamp the position applied. */
  private toPhysical(op: WriteOp, position: bigint): WriteOp {
    const collection = physicalCollection(op.collection, this.generation);
    const pos = position.toString();
    switch (op.op) {
      case 'put':
        return { ...op, collection, doc: { ...op.doc, _pos: pos } };
      case 'update':
        return { ...op, collection, update: { ...op.update, $set: { ...(op.update['$set'] ?? {}), _pos: pos } } };
      default:
        return { ...op, collection };
    }
  }

  private async publish(notices: ProjectionNotice[], position: bigint): Promise<void> {
    const byCompany = new Map<string, Map<string, string[]>>();
    for (const notice of notices) {
      const keys = byCompany.get(notice.companyId) ?? new Map<string, string[]>();
      for (const key of notice.queryKeys) keys.set(JSON.stringify(key), key);
      byCompany.set(notice.companyId, keys);
    }
    for (const [companyId, keys] of byCompany) {
      // Live notices are best effort: a lost one only delays a refetch, never loses data.
      await this.bus
        .publish(subjects.live(companyId), { type: 'invalidate', queryKeys: [...keys.values()], position: position.toString() })
        .catch((error: unknown) => this.options.log.warn({ err: error }, 'live notice not published'));
    }
  }

  private onError(error: unknown): void {
    if (this.status === 'stopped') return;
    this.failures += 1;
    this.status = 'retrying';
    this.lastError = error instanceof Error ? error.message : String(error);
    const delay = Math.min(30_000, 500 * 2 ** Math.min(this.failures, 6));
    this.options.log.error({ err: error, projector: this.projector.name, generation: this.generation, retryInMs: delay }, 'projection failed; retrying');
    this.subscription = null;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.status !== 'stopped') void this.start().catch((e: unknown) => this.onError(e));
    }, delay);
    this.retryTimer.unref();
  }
}
