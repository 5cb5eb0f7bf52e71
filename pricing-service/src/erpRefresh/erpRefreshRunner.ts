/**
 * Runs the refreshes a user starts, in pricing-service's process (like a what-if; a refresh is
 * I/O-bound and reads its system page by page): one refresh per company at a time, its life as
 * events on `erprefresh-<id>` (started, progress, output channels read, completed or failed with
 * the ERP's code and status for the spec's §8 message), product changes through the product
 * decider with the refresh named in their metadata.
 */
import type { ErpOutputChannel, ErpRefreshKind, ErpSystem } from '@pm/contracts';
import { ERP_REJECTED_ROWS_KEPT } from '@pm/contracts';
import { erpRefreshDecider, type ErpRefreshCommand } from '@pm/contracts/domain';
import { streams } from '@pm/contracts/events';
import { AppError, newId, type EventStore } from '@pm/platform';
import type { ShopSystem, ShopVariation } from '../shopSystem/shopSystem.ts';
import { defaultMapVariation, type MappedVariation } from './defaultInputMapping.ts';
import { runInputRefresh, type InputRefreshOptions } from './inputRefresh.ts';
import { appendThrough, failureOf, type RefreshOrigin } from './refreshAppend.ts';

export interface ErpRefreshLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface ErpRefreshRunnerDeps {
  events: EventStore;
  openShopSystem: (companyId: string) => Promise<ShopSystem>;
  /** The company's row mapping (the input data mapping when saved; the default otherwise). */
  mapperFor?: (companyId: string) => Promise<(variation: ShopVariation) => MappedVariation>;
  log?: ErpRefreshLog;
  input?: Omit<InputRefreshOptions, 'progress' | 'signal'>;
  now?: () => Date;
}

export const toOutputChannel = (configuration: { id: string; name: string; type: string | null; currencies: string[]; countries: string[]; referrers: string[]; clients: string[] }): ErpOutputChannel => ({
  id: configuration.id,
  name: configuration.name,
  type: configuration.type,
  currencies: configuration.currencies,
  countries: configuration.countries,
  referrers: configuration.referrers,
  clients: configuration.clients,
});

export function createErpRefreshRunner(deps: ErpRefreshRunnerDeps) {
  const { events } = deps;
  const now = deps.now ?? (() => new Date());
  const running = new Map<string, { refreshId: string; done: Promise<void>; abort: AbortController }>();
  const mapperFor = deps.mapperFor ?? (async () => defaultMapVariation);

  async function step(origin: RefreshOrigin, command: ErpRefreshCommand) {
    return appendThrough(events, streams.erpRefresh(origin.refreshId), erpRefreshDecider, command, origin);
  }

  async function run(kind: ErpRefreshKind, origin: RefreshOrigin, shop: ShopSystem, signal: AbortSignal): Promise<void> {
    try {
      if (kind === 'OUTPUT_CHANNELS') {
        const channels = (await shop.readSalesPriceConfigurations()).map(toOutputChannel);
        await step(origin, { type: 'RecordErpOutputChannels', channels });
        await step(origin, { type: 'CompleteErpRefresh', summary: { read: channels.length, created: 0, updated: 0, unchanged: channels.length, rejected: 0 }, rejectedRows: [], now: now().toISOString() });
        return;
      }
      const mapRow = await mapperFor(origin.companyId);
      const outcome = await runInputRefresh(events, shop, origin, mapRow, {
        ...deps.input,
        signal,
        progress: async (phase, done, total) => void (await step(origin, { type: 'ReportErpRefreshProgress', phase, done, total })),
      });
      await step(origin, { type: 'CompleteErpRefresh', summary: outcome.summary, rejectedRows: outcome.rejectedRows.slice(0, ERP_REJECTED_ROWS_KEPT), now: now().toISOString() });
      deps.log?.info({ refreshId: origin.refreshId, companyId: origin.companyId, ...outcome.summary }, 'ERP inputs refreshed');
    } catch (error) {
      const failure = failureOf(error);
      deps.log?.error({ err: error, refreshId: origin.refreshId, companyId: origin.companyId }, 'ERP refresh failed');
      await step(origin, { type: 'FailErpRefresh', ...failure, now: now().toISOString() }).catch((appendError: unknown) =>
        deps.log?.error({ err: appendError, refreshId: origin.refreshId }, 'could not record the failed ERP refresh'),
      );
    }
  }

  /**
   * Starts a refresh in the background and answers once it is recorded as started. The system is
   * opened first: a missing connection or an unreadable secret is refused at once.
   */
  async function start(companyId: string, kind: ErpRefreshKind, userId: string, system: ErpSystem): Promise<{ refreshId: string; position: bigint }> {
    if (running.has(companyId)) throw new AppError('ERP_REFRESH_RUNNING', 'A refresh is already running for this company.', { refreshId: running.get(companyId)?.refreshId });
    const shop = await deps.openShopSystem(companyId);
    if (running.has(companyId)) throw new AppError('ERP_REFRESH_RUNNING', 'A refresh is already running for this company.');
    const refreshId = newId();
    const abort = new AbortController();
    const entry = { refreshId, done: Promise.resolve(), abort };
    running.set(companyId, entry);
    try {
      const origin: RefreshOrigin = { companyId, userId, refreshId, source: `erp:${system}`, causationId: null };
      const started = await step(origin, { type: 'StartErpRefresh', refreshId, companyId, kind, system, requestedBy: userId, now: now().toISOString() });
      origin.causationId = started.firstEventId;
      entry.done = run(kind, origin, shop, abort.signal).finally(() => running.delete(companyId));
      return { refreshId, position: started.position };
    } catch (error) {
      running.delete(companyId);
      throw error;
    }
  }

  return {
    start,
    /** Resolves when the company's refresh in flight has ended (tests, shutdown). */
    settled: async (companyId: string) => running.get(companyId)?.done,
    async stop() {
      for (const entry of running.values()) entry.abort.abort();
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}

export type ErpRefreshRunner = ReturnType<typeof createErpRefreshRunner>;
