import { SCRAPE_RECORDS_EXPORT_DAYS, type ScrapedOffer } from '@pm/contracts';
import type { Doc, Filter, StoredFields } from '@pm/platform';
import { toCents } from '../analysis/priceDeviation.ts';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import { SCRAPE_RECORDS, shownOffer } from '../projectors/scrapeRecordsProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import type { CellFormatters } from './csvCells.ts';
import type { CsvBatches } from './csvResponse.ts';
import { EXPORT_BATCH_SIZE, lookupCache } from './exportSources.ts';
import { SOURCES } from '../projectors/sourcesProjector.ts';

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
 * The rows of the scrape records export (columns: SCRAPE_RECORDS_EXPORT_COLUMNS), a batch's lines
 * written as one string: the 7-day export runs to millions of rows, and an array of 19 cells per
 * row that `csvLine` then joins cost more than the cells themselves (docs/benchmarks.md, "Issue
 * 14: exports at size"). The file is the same as through `csvLine`: every cell that holds text
 * from a user, a shop or a page goes through `field` (quoted where needed); cells skip it only
 * where no separator, quote or line break can occur — numbers written by the formatters and the
 * codes of the record's closed vocabularies (job type, trigger, status, result kind, page status).
 * The records are read as the store holds them (`mapBatches`, no copy); a batch's product and shop
 * cells are written once per id and remembered (bounded by the company's products and shops).
 */
export async function* scrapeRecordRows(readModels: ReadModels, companyId: string, now: Date, cell: CellFormatters): CsvBatches {
  const d = cell.delimiter;
  // A product's `sku;name` and a shop's name as the file holds them; an unknown id's cells are empty.
  const sources = lookupCache(async (ids) => (await readModels.find<Doc & { name: string }>(SOURCES, { _id: { $in: ids } }, { projection: { name: 1 } })).map((s) => [s._id, cell.field(cell.text(s.name))] as const));
  const products = lookupCache(async (ids) => (await readModels.find<Doc & { name: string; sku: string }>(PRODUCTS, { _id: { $in: ids }, companyId }, { projection: { name: 1, sku: 1 } })).map((p) => [p._id, `${cell.field(cell.text(p.sku))}${d}${cell.field(cell.text(p.name))}`] as const));
  const noProduct = d;
  const batches = readModels.mapBatches<RecordDoc, (typeof EXPORTED_FIELDS)[number], ExportedRecord>(SCRAPE_RECORDS, scrapeRecordsExportFilter(companyId, now), { fields: EXPORTED_FIELDS, sort: { createdAt: -1, _id: 1 }, batchSize: EXPORT_BATCH_SIZE }, (record) => record);
  for await (const records of batches) {
    let lines = '';
    for (let i = 0; i < records.length; i++) {
      const r = records[i]!;
      // One map read per row and cache; the first id not seen yet loads the unknown ones of the rest of the batch at once.
      let product = products.peek(r.productId);
      let source = sources.peek(r.sourceId);
      if (product === undefined || source === undefined) {
        const rest = records.slice(i);
        await Promise.all([products.load(rest.map((record) => record.productId)), sources.load(rest.map((record) => record.sourceId))]);
        product = products.peek(r.productId);
        source = sources.peek(r.sourceId);
      }
      // How the price was read (issue 16): the extraction method (json-ld, selectors, visible …) and its confidence 0–1.
      const shown = r.price === null ? null : shownOffer(r.offers);
      const method = shown?.sources?.['price'];
      lines +=
        cell.field(cell.instant(r.createdAt)) + d +
        cell.code(r.jobType) + d +
        cell.code(r.trigger) + d +
        (product ?? noProduct) + d +
        (source ?? '') + d +
        cell.field(cell.text(r.url)) + d +
        cell.code(r.status) + d +
        cell.code(r.resultKind) + d +
        cell.code(r.pageStatus) + d +
        cell.money(r.price === null ? null : toCents(r.price)) + d +
        cell.field(cell.code(r.currency)) + d +
        (method === undefined ? '' : cell.field(cell.text(method))) + d +
        cell.decimal(shown?.confidence?.['price'], 2) + d +
        cell.integer(r.offerCount) + d +
        cell.integer(r.trials) + d +
        cell.integer(r.durationMs) + d +
        cell.integer(r.httpStatus) + d +
        (r.error === null ? '' : cell.field(cell.text(r.error))) + '\r\n';
    }
    yield lines;
  }
}
