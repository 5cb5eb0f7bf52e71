import { PRODUCT_IMPORT_LIMITS, type ImportMapping, type ProductImportBody, type ProductImportPreview } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { AppError, derivedId, handleCommand, newId, type CommandContext, type EventStore } from '@pm/platform';
import type { ProductCommands } from '../products/productCommands.ts';
import { applyOnce } from './applyOnce.ts';
import { detectDecimalSeparator, isNumberField } from '@pm/contracts/domain';
import { checkMapping, suggestMapping } from './columnMapping.ts';
import { checkCsvSize, readCsvTable, type CsvTable } from './csvTable.ts';
import { createImportApplier, type AppliedImport, type RowHook } from './importApplier.ts';
import { companyCategories, existingProducts } from './importContext.ts';
import { listedErrors, validateImportRows } from './importRows.ts';
import { importQueueDecider, productImportDecider } from './productImportDecider.ts';

/** The cells of the number columns (all cells when none is mapped), to tell the file's decimal notation. */
function* numberCells(table: CsvTable, mapping: ImportMapping) {
  const columns = mapping.flatMap((field, index) => (field !== null && isNumberField(field) ? [index] : []));
  for (const row of table.rows) {
    if (columns.length === 0) yield* row.cells;
    else for (const index of columns) yield row.cells[index] ?? '';
  }
}

export function createProductImportCommands(store: EventStore, products: ProductCommands) {
  const applier = createImportApplier(store);

  function preview(csv: string): ProductImportPreview {
    checkCsvSize(csv);
    const table = readCsvTable(csv);
    const mapping = suggestMapping(table.headers);
    return {
      delimiter: table.delimiter,
      decimalSeparator: detectDecimalSeparator(numberCells(table, mapping), table.delimiter),
      headers: table.headers,
      rows: table.rows.slice(0, PRODUCT_IMPORT_LIMITS.previewRows),
      rowCount: table.rows.length,
      mapping,
    };
  }

  /**
   * Validates every row; only a file without errors is accepted, as one event, and then applied.
   * `onRow` lets tests interrupt the apply step.
   */
  async function importProducts(companyId: string, body: ProductImportBody, context: CommandContext, onRow?: RowHook): Promise<AppliedImport> {
    checkCsvSize(body.csv);
    const table = readCsvTable(body.csv);
    checkMapping(body.mapping, table.headers.length);
    const skuColumn = body.mapping.indexOf('sku');
    const { rows, errors } = validateImportRows({
      table,
      mapping: body.mapping,
      country: body.country,
      decimalSeparator: body.decimalSeparator ?? detectDecimalSeparator(numberCells(table, body.mapping), table.delimiter),
      existing: await existingProducts(store, products, companyId, table.rows.map((row) => row.cells[skuColumn] ?? '')),
      categories: await companyCategories(store, companyId),
    });
    if (errors.length > 0) {
      throw new AppError('IMPORT_ROWS_INVALID', `${errors.length} problem(s) in the file; nothing was imported.`, { errorCount: errors.length, rows: listedErrors(errors) });
    }
    const importId = newId();
    // Announced first: a crash before the accept leaves an entry the next start closes as abandoned.
    await applyOnce(store, streams.productImportQueue(), importQueueDecider, () => ({ type: 'QueueImport' as const, importId, companyId }), context, derivedId(importId, 'queued'));
    await handleCommand(store, streams.productImport(importId), productImportDecider, { type: 'AcceptImport', importId, companyId, country: body.country, rows }, context);
    return applier.apply(importId, onRow);
  }

  return { preview, importProducts, applier };
}

export type ProductImportCommands = ReturnType<typeof createProductImportCommands>;
