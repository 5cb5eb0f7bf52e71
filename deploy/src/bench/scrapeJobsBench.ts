/**
 * Issue 18: the admin scrape-job list with 1,000,000 jobs across 50 companies, filtered pages
 * p95 ≤ 100 ms. Building a million jobs through the event log and the projector would take most
 * of the bench's time on the shared machine, so the read model is seeded directly in bulk with
 * the projector's own document function (`adminScrapeJobDoc`) and its indexes (the projection
 * manager creates them); the queries then run through the real query function the route uses.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { SCRAPE_JOB_STATUSES, SCRAPE_TRIGGERS, type AdminScrapeJobsQuery } from '@pm/contracts';
import { createEmbeddedDocumentStore, createInProcessBus, createSqliteEventStore, newId, type WriteOp } from '@pm/platform';
import { ADMIN_SCRAPE_JOBS, adminScrapeJobDoc, type AdminScrapeJobDoc, adminScrapeJobPage, adminScrapeJobsProjector, createReadModels, ProjectionManager } from '@pm/projection-service';
import { seededRandom } from './seededRandom.ts';

export interface ScrapeJobsBenchOptions {
  dir: string;
  jobs: number;
  companies: number;
  queries: number;
  report(name: string, value: string): void;
}

const DAY_MS = 86_400_000;
const SOURCES = 200;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchScrapeJobs({ dir, jobs, companies, queries, report }: ScrapeJobsBenchOptions): Promise<void> {
  const events = createSqliteEventStore({ path: join(dir, 'jobs-events.sqlite') });
  const docs = createEmbeddedDocumentStore({ path: ':memory:' });
  const manager = new ProjectionManager({ events, docs, bus: createInProcessBus() }, [adminScrapeJobsProjector], { log: pino({ level: 'silent' }) });
  await manager.start();
  const readModels = createReadModels(docs, manager, 1_000);
  const rand = seededRandom(18);
  const companyIds = Array.from({ length: companies }, () => newId());
  const sourceIds = Array.from({ length: SOURCES }, () => newId());
  const now = Date.now();
  const collection = manager.collection(ADMIN_SCRAPE_JOBS);

  // Job mix of a healthy platform: most completed, some failed or timed out, a few waiting or running.
  const statusOf = (r: number) => (r < 0.8 ? 'COMPLETED' : r < 0.9 ? 'FAILED' : r < 0.93 ? 'TIMED_OUT' : r < 0.99 ? 'CREATED' : 'FETCHED_FOR_EXECUTION');
  let started = performance.now();
  for (let from = 0; from < jobs; from += 10_000) {
    const ops: WriteOp[] = [];
    for (let k = from; k < Math.min(jobs, from + 10_000); k++) {
      const sourceId = sourceIds[k % SOURCES]!;
      const at = new Date(now - Math.floor(rand() * 30 * DAY_MS)).toISOString();
      const doc = adminScrapeJobDoc({
        jobId: newId(), companyId: companyIds[k % companies]!, productId: newId(), urlId: newId(), url: `https://shop-${k % SOURCES}.example/p/${k}`, sourceId,
        jobType: k % SOURCES < 20 ? 'AGGREGATOR_PRICE_TABLE' : 'PRODUCT_PAGE', trigger: SCRAPE_TRIGGERS[k % 10 === 0 ? 1 : k % 10 === 1 ? 2 : 0]!, crawler: 'crawlee-cheerio-crawler', proxyUrl: null, proxyId: null,
      }, at);
      const status = statusOf(rand());
      ops.push({ op: 'put', collection, doc: { ...doc, status, trials: status === 'CREATED' ? 0 : 1, durationMs: status === 'CREATED' ? null : 100 + (k % 900), error: status === 'FAILED' ? 'HTTP 500' : null } });
    }
    await docs.applyBatch(ops);
  }
  report(`scrape jobs: seed read model (${jobs.toLocaleString('en-US')} jobs, ${companies} companies)`, `${Math.round(performance.now() - started).toLocaleString('en-US')} ms`);
  // The timings below mean something only over the whole seed.
  const seeded = await readModels.count(ADMIN_SCRAPE_JOBS, {});
  if (seeded !== jobs) throw new Error(`scrape jobs bench: ${seeded} jobs in the read model, ${jobs} seeded`);

  const day = (d: number) => new Date(now - d * DAY_MS).toISOString();
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const base: AdminScrapeJobsQuery = { sort: 'newest', pageSize: 50 };
  const mixes: Array<[string, () => AdminScrapeJobsQuery]> = [
    ['default (FAILED + CREATED)', () => base],
    ['one company, default statuses', () => ({ ...base, companyId: pick(companyIds) })],
    ['one store, FAILED', () => ({ ...base, status: ['FAILED'], storeId: pick(sourceIds.slice(20)) })],
    ['type AGGREGATOR_PRICE_TABLE, FAILED + TIMED_OUT', () => ({ ...base, status: ['FAILED', 'TIMED_OUT'], jobType: ['AGGREGATOR_PRICE_TABLE'] })],
    ['trigger SCRAPE_NOW, every status', () => ({ ...base, status: [...SCRAPE_JOB_STATUSES], trigger: ['SCRAPE_NOW'] })],
    ['company + store + last 7 days, every status', () => ({ ...base, status: [...SCRAPE_JOB_STATUSES], companyId: pick(companyIds), storeId: pick(sourceIds), createdFrom: day(7) })],
    ['date range 10–3 days ago, FAILED, oldest first', () => ({ ...base, status: ['FAILED'], sort: 'oldest', createdFrom: day(10), createdTo: day(3) })],
  ];
  /** Every job of a page matches the query's filters (a fast page of the wrong jobs would be no result). */
  const check = (query: AdminScrapeJobsQuery, page: { docs: readonly AdminScrapeJobDoc[] }, name: string) => {
    const statuses = query.status ?? ['FAILED', 'CREATED'];
    for (const job of page.docs) {
      const fits =
        (statuses as readonly string[]).includes(job.status) &&
        (!query.companyId || job.companyId === query.companyId) &&
        (!query.storeId || job.sourceId === query.storeId) &&
        (!query.jobType || (query.jobType as readonly string[]).includes(job.jobType)) &&
        (!query.trigger || (query.trigger as readonly string[]).includes(job.trigger)) &&
        (!query.createdFrom || job.createdAt >= query.createdFrom) &&
        (!query.createdTo || job.createdAt <= query.createdTo);
      if (!fits) throw new Error(`scrape jobs bench: "${name}" answered job ${job._id} outside its filters`);
    }
  };
  const all: number[] = [];
  let emptyDefault = 0;
  for (const [name, make] of mixes) {
    const times: number[] = [];
    for (let q = 0; q < queries; q++) {
      const query = make();
      const t0 = performance.now();
      const pages = [await adminScrapeJobPage(readModels, query)];
      // Every fourth query reads two pages further by cursor (keyset paging).
      for (let more = 0; more < 2 && q % 4 === 0 && pages.at(-1)!.nextCursor; more++) pages.push(await adminScrapeJobPage(readModels, { ...query, cursor: pages.at(-1)!.nextCursor! }));
      times.push(performance.now() - t0);
      for (const page of pages) check(query, page, name);
      if (name.startsWith('default') && pages[0]!.docs.length === 0) emptyDefault++;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    report(`scrape jobs page: ${name}`, `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
  }
  if (emptyDefault > 0) throw new Error(`scrape jobs bench: the default list came back empty ${emptyDefault} times`);
  all.sort((a, b) => a - b);
  report(`scrape jobs page: all filters (${all.length} queries, load ${loadavg()[0]!.toFixed(1)})`, `p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, max ${all.at(-1)!.toFixed(1)} ms`);

  // The count a bulk action's confirmation names (one count per selected status).
  started = performance.now();
  const counted = await Promise.all(['FAILED', 'CREATED'].map((status) => readModels.count(ADMIN_SCRAPE_JOBS, { status })));
  report(`scrape jobs: count FAILED + CREATED (${(counted[0]! + counted[1]!).toLocaleString('en-US')})`, `${(performance.now() - started).toFixed(1)} ms`);
  await manager.stop();
  await docs.close();
  await events.close();
}
