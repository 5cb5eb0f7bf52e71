import { SCRAPE_RECORDS_EXPORT_DAYS } from '@pm/contracts';
import type { Doc, Filter } from '@pm/platform';
import { toCents } from '../analysis/priceDeviation.ts';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import { SCRAPE_RECORDS } from '../projectors/scrapeRecordsProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import type { CellFormatters } from './csvCells.ts';
import type { CsvBatches } from './csvResponse.ts';
import { EXPORT_BATCH_SIZE, lookupCache, sourceNameCache } from './exportSources.ts';

const DAY_MS = 86_400_000;

type RecordDoc = Doc & {
  createdAt: string;
  jobType: string;
  trigger: string;
  productId: string;
  sourceId: string;
  url: string;
  status: string;
  resultKind: string | null;
  pageStatus: string | null;
  price: string | null;
  currency: string | null;
  offerCount: number;
  trials: number;
  durationMs: number | null;
  httpStatus: number | null;
  error: string | null;
};

/** Spec §9: every scrape record of the company created in the last 7 days, newest first (as the screen lists them). */
export function scrapeRecordsExportFilter(companyId: string, now: Date): Filter {
  return { companyId, createdAt: { $gte: new Date(now.getTime() - SCRAPE_RECORDS_EXPORT_DAYS * DAY_MS).toISOString() } };
}

/** The fields the export writes: the logs and extracted offers of a record are not read. */
const EXPORTED_FIELDS = { createdAt: 1, jobType: 1, trigger: 1, productId: 1, sourceId: 1, url: 1, status: 1, resultKind: 1, pageStatus: 1, price: 1, currency: 1, offerCount: 1, trials: 1, durationMs: 1, httpStatus: 1, error: 1 } as const;

/** The rows of the scrape records export (columns: SCRAPE_RECORDS_EXPORT_COLUMNS). */
export async function* scrapeRecordRows(readModels: ReadModels, companyId: string, now: Date, cell: CellFormatters): CsvBatches {
  const sources = sourceNameCache(readModels);
  // Records repeat the same products day after day: each is looked up once.
  const products = lookupCache(async (ids) => (await readModels.find<Doc & { name: string; sku: string }>(PRODUCTS, { _id: { $in: ids }, companyId }, { projection: { name: 1, sku: 1 } })).map((p) => [p._id, p] as const));
  const batches = readModels.findBatches<RecordDoc>(SCRAPE_RECORDS, scrapeRecordsExportFilter(companyId, now), { sort: { createdAt: -1, _id: 1 }, projection: EXPORTED_FIELDS, batchSize: EXPORT_BATCH_SIZE });
  for await (const records of batches) {
    await Promise.all([products.load(records.map((r) => r.productId)), sources.load(records.map((r) => r.sourceId))]);
    yield records.map((r) => {
      const product = products.get(r.productId);
      return [
        cell.instant(r.createdAt),
        cell.code(r.jobType),
        cell.code(r.trigger),
        cell.text(product?.sku),
        cell.text(product?.name),
        cell.text(sources.get(r.sourceId)),
        cell.text(r.url),
        cell.code(r.status),
        cell.code(r.resultKind),
        cell.code(r.pageStatus),
        cell.money(r.price === null ? null : toCents(r.price)),
        cell.code(r.currency),
        cell.integer(r.offerCount),
        cell.integer(r.trials),
        cell.integer(r.durationMs),
        cell.integer(r.httpStatus),
        cell.text(r.error),
      ];
    });
  }
}
