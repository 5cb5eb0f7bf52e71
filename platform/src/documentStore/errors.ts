import { AppError } from '../errors/appError.ts';

/** A batch (or a new unique index) would give two documents the same unique key. */
export class DuplicateKeyError extends AppError {
  constructor(collection: string, index: string, key: unknown) {
    super('DUPLICATE_KEY', `Duplicate key in ${collection} (index ${index})`, { collection, index, key });
  }
}

/**
 * The caller used the port wrongly (bad collection name, unsupported update operator, an
 * index redefined with other keys...). A programming error, hence 500.
 */
export class InvalidDocumentOperationError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('INVALID_DOCUMENT_OPERATION', message, details);
  }
}

/** The store was closed; reads and writes are refused instead of failing somewhere deeper. */
export class DocumentStoreClosedError extends AppError {
  constructor(kind: string) {
    super('DOCUMENT_STORE_CLOSED', `The ${kind} document store is closed`);
  }
}
