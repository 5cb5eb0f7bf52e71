/**
 * The price review at the scale of a large customer: PENDING proposals (AdjustmentProposed with
 * a full decision trace, as a run writes them) in one company, projected by the real
 * `adjustmentsProjector`; the review list query over its sorts, filters and pages, timed per
 * call; then "confirm all" of CONFIRM pending proposals of another company through the real
 * command code (its pending list caught up from the log, then one checked append per stream).
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { ADJUSTMENT_SORTS, reviewListQuerySchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { proposalFixture } from '@pm/contracts/testing';
import { createAdjustmentCommands } from '@pm/command-service';
import { createEmbeddedDocumentStore, createInProcessBus, createSqliteEventStore, createViewRuntime, newId, type EventStore, type EventToAppend } from '@pm/platform';
import { adjustmentsProjector, createReadModels, listReview, ProjectionManager } from '@pm/projection-service';

export interface ReviewBenchOptions {
  dir: string;
  pending: number;
  confirm: number;
  queries: number;
  report(name: string, value: string): void;
}

const CHANNELS = 2;

function proposedEvent(companyId: string, runId: string, channelId: string, k: number): EventToAppend {
  const oldPrice = 20 + ((k * 37) % 480);
  const newPrice = Math.round(oldPrice * (0.85 + ((k * 13) % 30) / 100) * 100) / 100;
  const data = proposalFixture({
    adjustmentId: newId(), runId, companyId, productId: newId(), sku: `SKU-${String(k).padStart(6, '0')}`, productName: `Produkt ${k}`, channelId, channelName: `Kanal ${channelId.slice(-4)}`, oldPrice, newPrice,
    offers: [{ urlId: newId(), sourceId: newId(), sourceName: 'Shop 1', price: newPrice / 0.99, observedAt: new Date().toISOString(), eventId: newId() }],
  });
  return { id: newId(), type: 'AdjustmentProposed', data, metadata: { companyId, userId: 'service:bench', correlationId: runId, causationId: null, occurredAt: new Date().toISOString(), version: 1 } };
}

/** One stream per proposal, many appends in flight so the store commits them in groups. */
async function writeProposals(events: EventStore, companyId: string, channelIds: string[], count: number): Promise<void> {
  const runId = newId();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const k = next++;
      const event = proposedEvent(companyId, runId, channelIds[k % channelIds.length]!, k);
      await events.append(streams.adjustment((event.data as { adjustmentId: string }).adjustmentId), [event], 'no_stream');
    }
  };
  await Promise.all(Array.from({ length: 256 }, worker));
}

export async function benchReview({ dir, pending, confirm, queries, report }: ReviewBenchOptions): Promise<void> {
  const events = createSqliteEventStore({ path: join(dir, 'review-events.sqlite') });
  const docs = createEmbeddedDocumentStore({ path: join(dir, 'review-readmodels.sqlite') });
  const companyId = newId();
  const otherCompanyId = newId();
  const channelIds = Array.from({ length: CHANNELS }, () => newId());

  // As in production: the projection follows the log while the run appends its proposals (in
  // the same process, so both share the CPU); what counts is how long after the run's last
  // append the review list holds every proposal.
  const liveDocs = createEmbeddedDocumentStore({ path: join(dir, 'review-live-readmodels.sqlite') });
  const live = new ProjectionManager({ events, docs: liveDocs, bus: createInProcessBus() }, [adjustmentsProjector], { log: pino({ level: 'silent' }) });
  await live.start();
  let started = performance.now();
  await writeProposals(events, companyId, channelIds, pending);
  await writeProposals(events, otherCompanyId, [newId()], confirm);
  const head = await events.headPosition();
  const written = performance.now();
  report(`review: proposals written (${pending.toLocaleString('en-US')} + ${confirm.toLocaleString('en-US')}), projection following`, `${Number(head).toLocaleString('en-US')} events in ${((written - started) / 1000).toFixed(1)} s`);
  while (!(await live.waitFor('adjustments', head, 1000))) { /* keep waiting */ }
  const lag = (performance.now() - written) / 1000;
  const liveCount = (await listReview(createReadModels(liveDocs, live, 0), companyId, reviewListQuerySchema.parse({}))).total;
  if (liveCount !== pending) throw new Error(`live projection holds ${liveCount} pending proposals, expected ${pending}`);
  report('review: all proposals in the review list after the last append', `${lag.toFixed(1)} s`);
  await live.stop();
  await liveDocs.close();

  // A rebuild (new projector version, or a new read-model store): the whole log from position 0.
  const manager = new ProjectionManager({ events, docs, bus: createInProcessBus() }, [adjustmentsProjector], { log: pino({ level: 'silent' }), batchSize: 1000 });
  started = performance.now();
  await manager.start();
  while (!(await manager.waitFor('adjustments', head, 1000))) { /* keep waiting */ }
  const seconds = (performance.now() - started) / 1000;
  report('review: projection catch-up from position 0 (rebuild)', `${Math.round(Number(head) / seconds).toLocaleString('en-US')} events/s (${seconds.toFixed(1)} s)`);

  const readModels = createReadModels(docs, manager, 0);
  const pages = Math.ceil(pending / 50);
  const shapes: Record<string, string>[] = [];
  for (const sort of ADJUSTMENT_SORTS) for (const direction of ['asc', 'desc']) shapes.push({ sort, direction });
  shapes.push(
    { page: '2' },
    { page: String(Math.ceil(pages / 2)) },
    { page: String(pages) },
    { channelId: channelIds[0]! },
    { channelId: channelIds[1]!, sort: 'absDelta', direction: 'desc', page: '7' },
    { search: 'SKU-0012' },
    { search: 'produkt 99999' },
    { pageSize: '200', sort: 'newPrice' },
  );
  const first = await listReview(readModels, companyId, reviewListQuerySchema.parse({}));
  if (first.total !== pending) throw new Error(`review list total ${first.total}, expected ${pending}`);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const byShape = new Map<string, number[]>();
  const load = loadavg()[0]!;
  for (let q = 0; q < queries; q++) {
    const query = reviewListQuerySchema.parse(shapes[q % shapes.length]);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await listReview(readModels, companyId, query);
    const cpu = process.cpuUsage(cpu0);
    times.push(performance.now() - t0);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    const shape = JSON.stringify(shapes[q % shapes.length]);
    byShape.set(shape, [...(byShape.get(shape) ?? []), (cpu.user + cpu.system) / 1000]);
  }
  const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!.toFixed(2);
  report(`review list p50 (${pending.toLocaleString('en-US')} pending, ${shapes.length} shapes, ${queries} queries)`, `${pct(times, 50)} ms`);
  report('review list p95', `${pct(times, 95)} ms`);
  report('review list max', `${pct(times, 100)} ms`);
  report('review list CPU time p50 / p95', `${pct(cpuTimes, 50)} ms / ${pct(cpuTimes, 95)} ms`);
  const slowest = [...byShape].map(([shape, values]) => [shape, Number(pct(values, 50))] as const).sort((a, b) => b[1] - a[1]).slice(0, 3);
  report('review list slowest shapes (CPU time p50)', slowest.map(([shape, ms]) => `${shape} ${ms} ms`).join('; '));
  report('load average while querying (1 min, before / after)', `${load.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}`);
  await manager.stop();

  const commands = createAdjustmentCommands(events);
  started = performance.now();
  const views = createViewRuntime({ events, views: [commands.pending.view], log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
  commands.pending.follow(views.at);
  await views.start();
  await views.caughtUp;
  report(`confirm-all: pending list caught up from the log (${Number(head).toLocaleString('en-US')} events)`, `${((performance.now() - started) / 1000).toFixed(2)} s`);
  started = performance.now();
  const outcome = await commands.decideAllPending('confirm', otherCompanyId, undefined, { companyId: otherCompanyId, userId: newId(), correlationId: newId(), causationId: null });
  const confirmSeconds = (performance.now() - started) / 1000;
  if (outcome.succeeded.length !== confirm || outcome.failed.length !== 0) throw new Error(`confirm-all: ${outcome.succeeded.length} confirmed, ${outcome.failed.length} refused`);
  report(`confirm-all of ${confirm.toLocaleString('en-US')} pending`, `${confirmSeconds.toFixed(2)} s (${Math.round(confirm / confirmSeconds).toLocaleString('en-US')} / s)`);
  await views.stop();

  await docs.close();
  await events.close();
}
