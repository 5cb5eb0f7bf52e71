import { importRowErrorDetailsSchema, type ImportField, type ImportMapping, type ImportRowErrorDetails } from '@pm/contracts';
import { isApiError } from '../../../lib/apiError.ts';

/** What keeps a mapping from being imported: no column for the SKU, or a field chosen for two columns. */
export type MappingProblem = { kind: 'skuMissing' } | { kind: 'duplicate'; field: ImportField };

export function mappingProblem(mapping: ImportMapping): MappingProblem | null {
  const seen = new Set<ImportField>();
  for (const field of mapping) {
    if (field === null) continue;
    if (seen.has(field)) return { kind: 'duplicate', field };
    seen.add(field);
  }
  return seen.has('sku') ? null : { kind: 'skuMissing' };
}

/** Chooses `field` for a column; another column that had it is set to "ignore". */
export function assignField(mapping: ImportMapping, column: number, field: ImportField | null): ImportMapping {
  return mapping.map((current, index) => (index === column ? field : field !== null && current === field ? null : current));
}

/** The row errors of a 422 IMPORT_ROWS_INVALID answer, or null for any other error. */
export function importRowErrors(error: unknown): ImportRowErrorDetails | null {
  if (!isApiError(error) || error.code !== 'IMPORT_ROWS_INVALID') return null;
  const details = importRowErrorDetailsSchema.safeParse(error.body?.details);
  return details.success ? details.data : null;
}
