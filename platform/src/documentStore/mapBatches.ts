/**
 * `mapBatches` (DocumentStore): rows built straight from the stored documents, for reads of
 * millions of documents (exports) where copying each document before it becomes a row costs
 * more than the row. The mapper gets the store's own document (embedded) or the cursor's
 * (MongoDB), read-only, with the fields it names — types keep it from writing or reading more.
 */
import type { Doc, SortSpec } from './documentStore.ts';
import { InvalidDocumentOperationError } from './errors.ts';
import { assertBatchSize } from './portValidation.ts';

/** A value as a reader may see it: nothing in it can be assigned. */
export type ReadonlyDeep<T> = T extends (infer U)[]
  ? readonly ReadonlyDeep<U>[]
  : T extends readonly (infer U)[]
    ? readonly ReadonlyDeep<U>[]
    : T extends object
      ? { readonly [P in keyof T]: ReadonlyDeep<T[P]> }
      : T;

/** What a `mapBatches` mapper sees of a stored document: `_id` and the named fields, read-only. */
export type StoredFields<T extends Doc, K extends keyof T> = ReadonlyDeep<Pick<T, K | '_id'>>;

export interface MapBatchesOptions<K extends string> {
  /**
   * The top-level fields the mapper reads (`_id` always comes along). MongoDB sends only these;
   * the embedded store hands its whole document, so the type is what keeps the two alike.
   */
  fields: readonly K[];
  sort?: SortSpec;
  /** Rows per batch (1–10,000). */
  batchSize: number;
}

/** Checks the options; answers the MongoDB projection of the fields. */
export function mapBatchesProjection(options: MapBatchesOptions<string>): Record<string, 1> {
  assertBatchSize(options.batchSize);
  const projection: Record<string, 1> = {};
  for (const field of options.fields) {
    if (typeof field !== 'string' || field.length === 0 || field.startsWith('$') || field.includes('.')) {
      throw new InvalidDocumentOperationError(`mapBatches reads top-level fields only, not ${String(field)}`, { field });
    }
    projection[field] = 1;
  }
  return projection;
}
