/**
 * `--only=insights-floor`: the two ceilings of the insights projection besides the store's
 * (`--only=insights-store-bound`), each measured alone (issue 14: the target is 20,000
 * observations per second):
 *
 * 1. **The runtime**: a day's observations read from the SQLite event log in the runner's batches
 *    and checkpointed by a projector that writes nothing — what any read model costs at least.
 * 2. **The fold**: the insights projector's own pure functions (`evolve`, `deriveBatch`,
 *    `stored`) over the same kind of day, states held in a Map, nothing written anywhere — what
 *    this read model's computation costs at most a store could not lower.
 *
 * Each day's observations come shop by shop (consecutive ones of different products), as the
 * scraper writes them; `--insights-order=product` gives the easier order.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { createEmbeddedDocumentStore, createInProcessBus, createSqliteEventStore, newId, type EventMetadata, type EventToAppend, type RecordedEvent } from '@pm/platform';
import { insightsProjector, ProjectionManager, type Projector } from '@pm/projection-service';
import { benchObservation } from './benchObservation.ts';
import { seededRandom } from './seededRandom.ts';

const BATCH = 1_000;

export interface InsightsFloorOptions {
  dir: string;
  products: number;
  offers: number;
  order: 'shop' | 'product';
  report: (label: string, value: string) => void;
}

interface Url {
  productId: string;
  urlId: string;
  sourceId: string;
  own: number;
}

/** The bench company's products with their competitor URLs, and a day's observations of them. */
function benchCompany(products: number, offers: number, order: 'shop' | 'product') {
  const companyId = newId();
  const rand = seededRandom(11);
  const metadata = (occurredAt: string): EventMetadata => ({ companyId, userId: 'service:bench', correlationId: newId(), causationId: null, occurredAt, version: 1 });
  const event = (type: string, data: unknown, occurredAt: string): EventToAppend => ({ id: newId(), type, data, metadata: metadata(occurredAt) });
  const sourceIds = Array.from({ length: offers }, () => newId());
  const setupAt = new Date(Date.UTC(2026, 10, 1)).toISOString();
  const setup: EventToAppend[] = [];
  const urls: Url[] = [];
  for (let k = 0; k < products; k++) {
    const productId = newId();
    const own = Math.round((20 + rand() * 480) * 100) / 100;
    setup.push(event('ProductCreated', { productId, companyId, fields: { name: `Produkt ${k}`, sku: `SKU-${String(k).padStart(6, '0')}`, brand: `Marke ${k % 40}`, pricing: { de: { salesPrice: own, shippingPrice: k % 3 === 0 ? 4.95 : 0, inStock: k % 50 !== 0 } } } }, setupAt));
    for (let o = 0; o < offers; o++) {
      const urlId = newId();
      urls.push({ productId, urlId, sourceId: sourceIds[o]!, own });
      setup.push(event('CompetitorUrlAdded', { productId, urlId, url: `https://shop-${o + 1}.example/p/${k}`, sourceId: sourceIds[o]!, sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, setupAt));
    }
  }
  const ordered = order === 'shop' ? sourceIds.flatMap((sourceId) => urls.filter((url) => url.sourceId === sourceId)) : urls;
  const day = (d: number): EventToAppend[] => {
    const observedAt = new Date(Date.UTC(2026, 10, 2 + d, 8)).toISOString();
    return ordered.map((url) => event('OfferObserved', benchObservation(url, companyId, observedAt, rand), observedAt));
  };
  return { setup, day };
}

const perCpuSecond = (count: number, used: NodeJS.CpuUsage) => {
  const seconds = (used.user + used.system) / 1e6;
  return `${Math.round(count / seconds).toLocaleString('en-US')} per CPU second (${seconds.toFixed(1)} s; ${((seconds / count) * 1e6).toFixed(1)} µs each)`;
};

/** The runtime alone: one day's observations through the projection runner with a projector that writes nothing. */
async function runtimeFloor(dir: string, observations: EventToAppend[], report: InsightsFloorOptions['report']): Promise<void> {
  const events = createSqliteEventStore({ path: join(dir, 'insights-floor-events.sqlite') });
  const docs = createEmbeddedDocumentStore({ path: join(dir, 'insights-floor-docs.sqlite') });
  for (let from = 0; from < observations.length; from += BATCH) await events.append(`floor-${from}`, observations.slice(from, from + BATCH));
  const head = await events.headPosition();
  let seen = 0;
  const nothing: Projector = {
    name: 'floor',
    version: 1,
    collections: { floorDocs: [] },
    handles: ['OfferObserved'],
    project: () => {
      seen++;
      return [];
    },
  };
  const manager = new ProjectionManager({ events, docs, bus: createInProcessBus() }, [nothing], { log: pino({ level: 'silent' }), batchSize: BATCH });
  const cpu = process.cpuUsage();
  await manager.start();
  while (!(await manager.waitFor('floorDocs', head, 1_000))) {
    if (manager.status().some((status) => status.status === 'retrying')) throw new Error('insights floor: the runtime failed');
  }
  const used = process.cpuUsage(cpu);
  await manager.stop();
  await docs.close();
  // A run that saw fewer events measured less than it says.
  if (seen !== observations.length) throw new Error(`insights floor: the runtime handed over ${seen} of ${observations.length} observations`);
  report(`insights floor: the runtime alone (log read + checkpoint, nothing written), ${observations.length.toLocaleString('en-US')} observations`, perCpuSecond(seen, used));
}

/** The fold alone: the insights projector's pure state functions over setup and two days, the second day timed. */
function foldFloor(setup: EventToAppend[], days: EventToAppend[][], report: InsightsFloorOptions['report']): void {
  const state = insightsProjector.state;
  if (!state?.deriveBatch || !state.stored) throw new Error('insights floor: the insights projector has no batch fold');
  const states = new Map<string, unknown>();
  let position = 0n;
  const recorded = (event: EventToAppend): RecordedEvent => ({ ...event, streamId: 'floor', revision: 0n, position: ++position, recordedAt: event.metadata.occurredAt });
  let writes = 0;
  const fold = (events: readonly EventToAppend[]) => {
    for (let from = 0; from < events.length; from += BATCH) {
      const before = new Map<string, unknown>();
      for (const event of events.slice(from, from + BATCH)) {
        const record = recorded(event);
        const id = state.idOf(record);
        if (!id) continue;
        const current = (states.get(id) ?? null) as Parameters<typeof state.evolve>[0];
        if (!before.has(id)) before.set(id, current);
        states.set(id, state.evolve(current, record));
      }
      const changes = [...before].map(([id, was]) => ({ id, before: was as never, after: states.get(id) as never }));
      writes += state.deriveBatch!(changes).length;
      for (const change of changes) if (change.after) states.set(change.id, state.stored!(change.after));
    }
  };
  fold(setup);
  fold(days[0]!);
  writes = 0;
  const cpu = process.cpuUsage();
  fold(days[1]!);
  const used = process.cpuUsage(cpu);
  if (writes === 0) throw new Error('insights floor: the fold derived no writes for the day');
  report(`insights floor: the fold alone (evolve + deriveBatch + stored, in memory, nothing written), ${days[1]!.length.toLocaleString('en-US')} observations`, `${perCpuSecond(days[1]!.length, used)}; ${writes.toLocaleString('en-US')} writes derived`);
}

export async function benchInsightsFloor({ dir, products, offers, order, report }: InsightsFloorOptions): Promise<void> {
  for (const file of ['insights-floor-events.sqlite', 'insights-floor-docs.sqlite']) rmSync(join(dir, file), { force: true });
  const company = benchCompany(products, offers, order);
  const days = [company.day(0), company.day(1)];
  report(`insights floor: ${products.toLocaleString('en-US')} products × ${offers} offers, ${order} order`, `${company.setup.length.toLocaleString('en-US')} setup events, ${days[1]!.length.toLocaleString('en-US')} observations a day`);
  await runtimeFloor(dir, days[1]!, report);
  foldFloor(company.setup, days, report);
}
