/**
 * Validates every row of a file with the product rules (spec §5) and turns the valid file into
 * the rows of a ProductImportAccepted event. Pure: what exists already comes in as `existing`.
 */
import { createProductBodySchema, IMPORT_COUNTRY_FIELDS, PRODUCT_IMPORT_LIMITS, type Country, type CountryPricing, type DecimalSeparator, type ImportCountryField, type ImportField, type ImportMapping, type ImportRowError, type ImportRowErrorCode, type ProductFields } from '@pm/contracts';
import { type ImportedRow } from '@pm/contracts/events';
import { categoryResolver, convertCell, type CategoryRef } from '@pm/contracts/domain';
import type { CsvRow, CsvTable } from './csvTable.ts';
import { codeOfIssue, fieldOfIssue, rowErrorMessage } from './rowErrors.ts';

export interface ExistingProduct {
  fields: ProductFields;
}

export interface ImportRowsInput {
  table: CsvTable;
  mapping: ImportMapping;
  country: Country;
  decimalSeparator: DecimalSeparator;
  /** Products of the company by SKU in lower case. */
  existing: ReadonlyMap<string, ExistingProduct>;
  categories: CategoryRef[];
}

export interface ImportRowsOutcome {
  rows: ImportedRow[];
  /** All errors, in file order (the answer lists the first PRODUCT_IMPORT_LIMITS.maxListedErrors). */
  errors: ImportRowError[];
}

type Values = ImportedRow['values'];
const isCountryField = (field: ImportField): field is ImportCountryField => (IMPORT_COUNTRY_FIELDS as readonly string[]).includes(field);
export const skuKey = (sku: string): string => sku.trim().toLowerCase();

/** The product after the row: existing fields, the row's values over them, the row's country prices merged into that country's. */
export function mergeRow(existing: ProductFields | undefined, values: Values, country: Country, countryPricing: CountryPricing | null): Partial<ProductFields> {
  const merged: Partial<ProductFields> = { ...existing, ...values };
  if (existing) merged.sku = existing.sku;
  if (countryPricing) merged.pricing = { ...existing?.pricing, [country]: { ...existing?.pricing?.[country], ...countryPricing } };
  return merged;
}

export function validateImportRows(input: ImportRowsInput): ImportRowsOutcome {
  const { table, mapping, country } = input;
  const context = { decimalSeparator: input.decimalSeparator, category: categoryResolver(input.categories) };
  const columnOf = (field: ImportField | null): string | null => {
    const index = field === null ? -1 : mapping.indexOf(field);
    return index === -1 ? null : (table.headers[index] ?? null);
  };
  const errors: ImportRowError[] = [];
  const fail = (row: CsvRow, field: ImportField | null, code: ImportRowErrorCode, message = rowErrorMessage(code)) =>
    errors.push({ row: row.line, column: columnOf(field), field, code, message });
  const firstLineOfSku = new Map<string, number>();
  const rows: ImportedRow[] = [];

  for (const row of table.rows) {
    const before = errors.length;
    const extra = row.cells.slice(table.headers.length);
    if (row.cells.length < table.headers.length || extra.some((cell) => cell.trim() !== '')) fail(row, null, 'COLUMN_COUNT');

    const values: Record<string, unknown> = {};
    const pricing: Record<string, unknown> = {};
    mapping.forEach((field, index) => {
      if (field === null) return;
      const converted = convertCell(field, row.cells[index] ?? '', context);
      if (!converted.ok) return fail(row, field, converted.code);
      if (converted.value === undefined) return;
      if (isCountryField(field)) pricing[field] = converted.value;
      else values[field === 'category' ? 'categoryId' : field] = converted.value;
    });

    const sku = typeof values['sku'] === 'string' ? values['sku'] : '';
    const key = skuKey(sku);
    const existing = sku ? input.existing.get(key) : undefined;
    const countryPricing = Object.keys(pricing).length > 0 ? (pricing as CountryPricing) : null;
    const result = createProductBodySchema.safeParse(mergeRow(existing?.fields, values as Values, country, countryPricing), { reportInput: true });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fieldOfIssue(issue);
        // A cell that could not be read is reported once, as unreadable.
        if (field && errors.slice(before).some((e) => e.field === field)) continue;
        fail(row, field, codeOfIssue(issue, field));
      }
    }
    if (sku) {
      const first = firstLineOfSku.get(key);
      if (first === undefined) firstLineOfSku.set(key, row.line);
      else fail(row, 'sku', 'DUPLICATE_SKU', `The SKU appears more than once in the file (first in row ${first}).`);
    }
    if (errors.length === before) {
      rows.push({ line: row.line, sku, values: values as Values, countryPricing });
    }
  }
  return { rows, errors };
}

/** The errors the answer lists. */
export const listedErrors = (errors: ImportRowError[]): ImportRowError[] => errors.slice(0, PRODUCT_IMPORT_LIMITS.maxListedErrors);
