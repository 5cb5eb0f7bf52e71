import type { PriceAnalysisExportQuery } from '@pm/contracts';
import type { Filter, StoredFields } from '@pm/platform';
import { shippingMode, type PriceAnalysisRowDoc } from '../analysis/priceAnalysisRows.ts';
import { SORT_KEYS } from '../analysis/priceAnalysisSortKeys.ts';
import { PRICE_ANALYSIS } from '../projectors/priceAnalysisProjector.ts';
import { rowsAt } from '../analysis/staleRows.ts';
import { listFilter, staleCutoffOf } from '../queries/priceAnalysisQueries.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import type { CellFormatters } from './csvCells.ts';
import type { CsvBatches } from './csvResponse.ts';
import { EXPORT_BATCH_SIZE, shopLabel, sourceNameCache } from './exportSources.ts';

/** The row fields the export writes (and `rowsAt` reads to judge staleness). */
const EXPORTED_FIELDS = ['productId', 'sku', 'name', 'brand', 'gtin', 'country', 'currency', 'own', 'withShipping', 'withoutShipping', 'offerCount', 'outOfStockCount', 'flaggedCount', 'errorCount', 'urlCount', 'lastObservedAt', 'oldestComparedAt'] as const;
type ExportedRow = StoredFields<PriceAnalysisRowDoc, (typeof EXPORTED_FIELDS)[number]>;

/**
 * The rows in the list's order (priceAnalysisQueries `pageOfRows`): rows with a value of the sort
 * key in the requested direction, then those without it by name — every page, not one. Read as
 * the store holds them (`mapBatches`, no copies).
 */
async function* rowsInListOrder(readModels: ReadModels, filter: Filter, query: PriceAnalysisExportQuery): AsyncIterable<ExportedRow[]> {
  const mode = shippingMode(query.withShipping);
  const key = SORT_KEYS[query.sort];
  const direction = query.order === 'asc' ? 1 : -1;
  const sort = { [key.path(mode)]: direction, _id: direction } as const;
  const present = key.present?.(mode);
  const batches = (f: Filter, s: Record<string, 1 | -1>) => readModels.mapBatches<PriceAnalysisRowDoc, (typeof EXPORTED_FIELDS)[number], ExportedRow>(PRICE_ANALYSIS, f, { fields: EXPORTED_FIELDS, sort: s, batchSize: EXPORT_BATCH_SIZE }, (row) => row);
  if (!present) {
    yield* batches(filter, sort);
    return;
  }
  yield* batches({ ...filter, [present]: true }, sort);
  yield* batches({ ...filter, [present]: false }, { name: 1, _id: 1 });
}

/**
 * The price analysis as shown: the list's filters and sort, every row (columns:
 * PRICE_ANALYSIS_EXPORT_COLUMNS); offers older than the company's stale age left out as on the screen.
 */
export async function* priceAnalysisRows(readModels: ReadModels, companyId: string, query: PriceAnalysisExportQuery, cell: CellFormatters, now: Date): CsvBatches {
  const mode = shippingMode(query.withShipping);
  const sources = sourceNameCache(readModels);
  const cutoff = await staleCutoffOf(readModels, companyId, now);
  for await (const stored of rowsInListOrder(readModels, await listFilter(readModels, companyId, query), query)) {
    const rows = await rowsAt(readModels, companyId, stored, cutoff);
    await sources.load(rows.flatMap((row) => (row[mode].cheapest ? [row[mode].cheapest.sourceId] : [])));
    yield rows.map((row) => {
      const figures = row[mode];
      const cheapest = figures.cheapest;
      return [
        cell.text(row.sku),
        cell.text(row.name),
        cell.text(row.brand),
        cell.text(row.gtin),
        cell.code(row.country),
        cell.code(row.currency),
        cell.money(row.own?.priceCents),
        cell.money(row.own?.shippingCents),
        cell.text(cheapest ? shopLabel(sources.get(cheapest.sourceId), cheapest.shopName) : null),
        cell.money(cheapest?.priceCents),
        cell.money(cheapest?.shippingCents),
        cell.money(figures.deviationCents),
        cell.decimal(figures.deviationPercent, 2),
        cell.code(figures.position),
        cell.integer(figures.rank),
        cell.integer(row.offerCount),
        cell.integer(row.outOfStockCount),
        cell.integer(row.flaggedCount),
        cell.integer(row.errorCount),
        cell.integer(row.urlCount),
        cell.instant(row.lastObservedAt),
      ];
    });
  }
}
