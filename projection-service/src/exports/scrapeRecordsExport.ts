import { SCRAPE_RECORDS_EXPORT_DAYS, type ScrapedOffer } from '@pm/contracts';
import type { Doc, Filter, StoredFields } from '@pm/platform';
import { toCents } from '../analysis/priceDeviation.ts';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import { SCRAPE_RECORDS, shownOffer } from '../projectors/scrapeRecordsProjector.ts';
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
  offers: ScrapedOffer[];
};

/** Spec §9: every scrape record of the company created in the last 7 days, newest first (as the screen lists them). */
export function scrapeRecordsExportFilter(companyId: string, now: Date): Filter {
  return { companyId, createdAt: { $gte: new Date(now.getTime() - SCRAPE_RECORDS_EXPORT_DAYS * DAY_MS).toISOString() } };
}

/**
 * The fields the export reads: not the logs. The offers only for the method and confidence of
 * the price shown (a product page has one; MongoDB sends them, the embedded store reads them in place).
 */
const EXPORTED_FIELDS = ['createdAt', 'jobType', 'trigger', 'productId', 'sourceId', 'url', 'status', 'resultKind', 'pageStatus', 'price', 'currency', 'offerCount', 'trials', 'durationMs', 'httpStatus', 'error', 'offers'] as const;
type ExportedRecord = StoredFields<RecordDoc, (typeof EXPORTED_FIELDS)[number]>;

/**
 * The rows of the scrape records export (columns: SCRAPE_RECORDS_EXPORT_COLUMNS). The records are
 * read as the store holds them (`mapBatches`, no copy); a batch's product and shop names are
 * looked up for the ids not seen before, then its rows are made.
 */
export async function* scrapeRecordRows(readModels: ReadModels, companyId: string, now: Date, cell: CellFormatters): CsvBatches {
  const sources = sourceNameCache(readModels);
  // Records repeat the same products day after day: each is looked up once.
  const products = lookupCache(async (ids) => (await readModels.find<Doc & { name: string; sku: string }>(PRODUCTS, { _id: { $in: ids }, companyId }, { projection: { name: 1, sku: 1 } })).map((p) => [p._id, p] as const));
  const batches = readModels.mapBatches<RecordDoc, (typeof EXPORTED_FIELDS)[number], ExportedRecord>(SCRAPE_RECORDS, scrapeRecordsExportFilter(companyId, now), { fields: EXPORTED_FIELDS, sort: { createdAt: -1, _id: 1 }, batchSize: EXPORT_BATCH_SIZE }, (record) => record);
  for await (const records of batches) {
    const productIds: string[] = new Array(records.length);
    const sourceIds: string[] = new Array(records.length);
    for (let i = 0; i < records.length; i++) {
      productIds[i] = records[i]!.productId;
      sourceIds[i] = records[i]!.sourceId;
    }
    const [productOf, sourceOf] = await Promise.all([products.resolve(productIds), sources.resolve(sourceIds)]);
    const rows: string[][] = new Array(records.length);
    for (let i = 0; i < records.length; i++) {
      const r = records[i]!;
      const product = productOf[i];
      const shown = r.price === null ? null : shownOffer(r.offers);
      rows[i] = [
        cell.instant(r.createdAt),
        cell.code(r.jobType),
        cell.code(r.trigger),
        cell.text(product?.sku),
        cell.text(product?.name),
        cell.text(sourceOf[i]),
        cell.text(r.url),
        cell.code(r.status),
        cell.code(r.resultKind),
        cell.code(r.pageStatus),
        cell.money(r.price === null ? null : toCents(r.price)),
        cell.code(r.currency),
        // How the price was read (issue 16): the extraction method (json-ld, selectors, visible …) and its confidence 0–1.
        cell.text(shown?.sources?.['price']),
        cell.decimal(shown?.confidence?.['price'], 2),
        cell.integer(r.offerCount),
        cell.integer(r.trials),
        cell.integer(r.durationMs),
        cell.integer(r.httpStatus),
        cell.text(r.error),
      ];
    }
    yield rows;
  }
}
