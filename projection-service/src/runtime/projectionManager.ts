import type { Bus, DocumentStore, EventStore } from '@pm/platform';
import { AppError } from '@pm/platform';
import type { FastifyBaseLogger } from 'fastify';
import { META_COLLECTION, checkpointName, physicalCollection } from './physicalNames.ts';
import { ProjectionRunner } from './projectionRunner.ts';
import type { Projector } from './projector.ts';

interface ProjectionMeta {
  _id: string;
  generation: number;
  version: number;
  [key: string]: unknown;
}

export interface ProjectionStatus {
  name: string;
  version: number;
  generation: number;
  position: string;
  status: string;
  lastError: string | null;
  rebuilding: { generation: number; position: string; startedAt: string; headAtStart: string } | null;
}

export type RebuildReason = 'REQUESTED' | 'VERSION_CHANGED';

/** Where the manager records its rebuilds (the event log, through the rebuild decider); optional in tests. */
export interface RebuildRecorder {
  started(rebuild: { readModel: string; generation: number; reason: RebuildReason; version: number; headPosition: bigint; requestedBy: string }): Promise<void>;
  completed(rebuild: { readModel: string; generation: number; position: bigint; durationMs: number }): Promise<void>;
  failed(rebuild: { readModel: string; generation: number; error: string }): Promise<void>;
}

export interface ManagerOptions {
  batchSize?: number;
  log: FastifyBaseLogger;
  recorder?: RebuildRecorder;
}

interface RebuildInfo {
  startedAt: number;
  headAtStart: bigint;
}

/**
 * Owns every projector's runners. A projector whose code `version` differs from the stored one
 * is rebuilt: a new generation fills new collections from position 0 beside the old, and the
 * switch happens once it has caught up with the log, so queries never see a half-built model.
 */
export class ProjectionManager {
  private readonly stores: { events: EventStore; docs: DocumentStore; bus: Bus };
  private readonly options: ManagerOptions;
  private readonly projectors = new Map<string, Projector>();
  private readonly active = new Map<string, ProjectionRunner>();
  private readonly rebuilding = new Map<string, ProjectionRunner>();
  private readonly rebuildInfo = new Map<string, RebuildInfo>();
  /** Logical collection → owning projector name. */
  private readonly owners = new Map<string, string>();

  constructor(stores: { events: EventStore; docs: DocumentStore; bus: Bus }, projectors: Projector[], options: ManagerOptions) {
    this.stores = stores;
    this.options = options;
    for (const projector of projectors) {
      this.projectors.set(projector.name, projector);
      for (const collection of Object.keys(projector.collections)) {
        if (this.owners.has(collection)) throw new Error(`Collection ${collection} has two projectors`);
        this.owners.set(collection, projector.name);
      }
    }
  }

  async start(): Promise<void> {
    for (const projector of this.projectors.values()) {
      const meta = await this.stores.docs.findOne<ProjectionMeta>(META_COLLECTION, { _id: projector.name });
      if (!meta) {
        await this.writeMeta(projector, 1);
        await this.startActive(projector, 1);
      } else {
        await this.startActive(projector, meta.generation);
        if (meta.version !== projector.version) await this.rebuild(projector.name, { reason: 'VERSION_CHANGED', requestedBy: 'service:projection' });
      }
    }
  }

  async stop(): Promise<void> {
    await Promise.all([...this.active.values(), ...this.rebuilding.values()].map((r) => r.stop()));
  }

  /** Physical collection that queries of a logical read model use now. */
  collection(logical: string): string {
    const owner = this.owners.get(logical);
    const runner = owner ? this.active.get(owner) : undefined;
    if (!runner) throw new Error(`No projection serves the collection ${logical}`);
    return physicalCollection(logical, runner.generation);
  }

  /** Wait until the projector owning `logical` has applied `position`; false on timeout. */
  waitFor(logical: string, position: bigint, timeoutMs: number): Promise<boolean> {
    const owner = this.owners.get(logical);
    const runner = owner ? this.active.get(owner) : undefined;
    if (!runner) return Promise.resolve(false);
    return runner.waiters.waitFor(position, timeoutMs);
  }

  /** Whether a rebuild of this read model is running in this process. */
  isRebuilding(name: string): boolean {
    return this.rebuilding.has(name);
  }

  /**
   * Build a new generation from position 0; switch to it when it has caught up. A second call
   * while one runs answers the running generation, or with `exclusive` refuses
   * (READ_MODEL_REBUILDING). The start and the outcome are recorded.
   */
  async rebuild(name: string, cause: { reason: RebuildReason; requestedBy: string; exclusive?: boolean } = { reason: 'REQUESTED', requestedBy: 'service:projection' }): Promise<{ generation: number }> {
    const projector = this.projectors.get(name);
    if (!projector) throw new AppError('READ_MODEL_NOT_FOUND', `No read model named ${name}`, { readModel: name });
    const existing = this.rebuilding.get(name);
    if (existing && cause.exclusive) throw new AppError('READ_MODEL_REBUILDING', `A rebuild of ${name} is running already.`, { readModel: name, generation: existing.generation });
    if (existing) return { generation: existing.generation };
    const current = this.active.get(name);
    const generation = (current?.generation ?? 0) + 1;
    const runner = new ProjectionRunner(projector, generation, this.stores, { batchSize: this.batchSize, publishNotices: false, log: this.options.log });
    // Claimed before the first await, so two calls at once start one rebuild.
    this.rebuilding.set(name, runner);
    try {
      const headAtStart = await this.stores.events.headPosition();
      this.rebuildInfo.set(name, { startedAt: Date.now(), headAtStart });
      await this.options.recorder?.started({ readModel: name, generation, reason: cause.reason, version: projector.version, headPosition: headAtStart, requestedBy: cause.requestedBy });
      await this.dropGeneration(projector, generation); // leftovers of an interrupted rebuild
      await this.ensureIndexes(projector, generation);
      await runner.start();
    } catch (error) {
      this.rebuilding.delete(name);
      this.rebuildInfo.delete(name);
      throw error;
    }
    void this.switchWhenCaughtUp(projector, runner).catch(async (error: unknown) => {
      this.options.log.error({ err: error, projector: name }, 'rebuild failed');
      this.rebuilding.delete(name);
      this.rebuildInfo.delete(name);
      await runner.stop().catch((stopError: unknown) => this.options.log.error({ err: stopError, projector: name }, 'stopping a failed rebuild failed'));
      await this.options.recorder?.failed({ readModel: name, generation, error: error instanceof Error ? error.message : String(error) }).catch((recordError: unknown) => this.options.log.error({ err: recordError, projector: name }, 'recording a failed rebuild failed'));
    });
    return { generation };
  }

  status(): ProjectionStatus[] {
    return [...this.projectors.values()].map((projector) => {
      const runner = this.active.get(projector.name);
      const next = this.rebuilding.get(projector.name);
      const info = this.rebuildInfo.get(projector.name);
      return {
        name: projector.name,
        version: projector.version,
        generation: runner?.generation ?? 0,
        position: (runner?.waiters.current ?? 0n).toString(),
        status: runner?.status ?? 'stopped',
        lastError: runner?.lastError ?? null,
        rebuilding: next
          ? { generation: next.generation, position: next.waiters.current.toString(), startedAt: new Date(info?.startedAt ?? Date.now()).toISOString(), headAtStart: (info?.headAtStart ?? 0n).toString() }
          : null,
      };
    });
  }

  /** Lowest position all active projections have reached. */
  position(): bigint {
    let min: bigint | null = null;
    for (const runner of this.active.values()) if (min === null || runner.waiters.current < min) min = runner.waiters.current;
    return min ?? 0n;
  }

  private get batchSize(): number {
    return this.options.batchSize ?? 500;
  }

  private async startActive(projector: Projector, generation: number): Promise<void> {
    await this.ensureIndexes(projector, generation);
    const runner = new ProjectionRunner(projector, generation, this.stores, { batchSize: this.batchSize, publishNotices: true, log: this.options.log });
    this.active.set(projector.name, runner);
    await runner.start();
  }

  private async switchWhenCaughtUp(projector: Projector, runner: ProjectionRunner): Promise<void> {
    for (;;) {
      if (runner.status === 'stopped') return;
      const head = await this.stores.events.headPosition();
      if (await runner.waiters.waitFor(head, 1_000)) break;
    }
    const previous = this.active.get(projector.name);
    await this.writeMeta(projector, runner.generation);
    runner.publishNotices = true;
    this.active.set(projector.name, runner);
    this.rebuilding.delete(projector.name);
    const info = this.rebuildInfo.get(projector.name);
    this.rebuildInfo.delete(projector.name);
    if (previous) {
      await previous.stop();
      await this.dropGeneration(projector, previous.generation);
    }
    this.options.log.info({ projector: projector.name, generation: runner.generation }, 'projection rebuilt and switched');
    await this.options.recorder
      ?.completed({ readModel: projector.name, generation: runner.generation, position: runner.waiters.current, durationMs: Date.now() - (info?.startedAt ?? Date.now()) })
      .catch((error: unknown) => this.options.log.error({ err: error, projector: projector.name }, 'recording a completed rebuild failed'));
  }

  private async writeMeta(projector: Projector, generation: number): Promise<void> {
    await this.stores.docs.applyBatch([{ op: 'put', collection: META_COLLECTION, doc: { _id: projector.name, generation, version: projector.version } }]);
  }

  private async ensureIndexes(projector: Projector, generation: number): Promise<void> {
    for (const [logical, indexes] of Object.entries(projector.collections)) {
      await this.stores.docs.ensureIndexes(physicalCollection(logical, generation), indexes);
    }
  }

  private async dropGeneration(projector: Projector, generation: number): Promise<void> {
    for (const logical of Object.keys(projector.collections)) await this.stores.docs.dropCollection(physicalCollection(logical, generation));
    // Reset its checkpoint so a later rebuild of the same generation number starts at 0.
    await this.stores.docs.applyBatch([], { name: checkpointName(projector.name, generation), position: 0n });
  }
}
