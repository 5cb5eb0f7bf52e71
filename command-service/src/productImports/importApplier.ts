/**
 * Applies an accepted import product by product. Every write has an id derived from the import
 * id and the row, and new products get ids derived the same way, so applying an import again —
 * after a crash, or by a second process — finds its earlier writes and never doubles a product.
 */
import { createProductBodySchema } from '@pm/contracts';
import { streams, type ImportedRow, type ProductEvent, type ProductImportEvent, type ProductImportQueueEvent, type SkuReservationEvent } from '@pm/contracts/events';
import { AppError, derivedId, fold, toDomainEvent, type CommandContext, type EventStore, type RecordedEvent } from '@pm/platform';
import { productDecider, skuDecider, type ProductCommand, type ProductState } from '@pm/contracts/domain';
import { applyOnce } from './applyOnce.ts';
import { mergeRow } from './importRows.ts';
import { importQueueDecider, productImportDecider, type ImportCounts, type ProductImportState } from './productImportDecider.ts';

export type RowOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

export interface AppliedImport extends ImportCounts {
  importId: string;
  position: bigint;
}

/** Called after each applied row (tests stop an import half-way with it). */
export type RowHook = (row: ImportedRow, outcome: RowOutcome) => Promise<void> | void;

/** Product events of an import are written on behalf of the person who imported, caused by the accepted file. */
const contextOfImport = (companyId: string, accepted: RecordedEvent | undefined): CommandContext => ({
  companyId,
  userId: accepted?.metadata.userId ?? 'service:product-import',
  correlationId: accepted?.metadata.correlationId ?? crypto.randomUUID(),
  causationId: accepted?.id ?? null,
});

export function createImportApplier(store: EventStore) {
  async function loadImport(importId: string): Promise<{ state: ProductImportState; accepted: RecordedEvent | undefined }> {
    const recorded = await store.readStream(streams.productImport(importId));
    const state = fold(productImportDecider, recorded.map((r) => toDomainEvent<ProductImportEvent>(r)));
    return { state, accepted: recorded[0] };
  }

  /** The product that owns the row's SKU now, or a new product (its id derived from the row) that reserves it. */
  async function targetProduct(state: ProductImportState, row: ImportedRow, context: CommandContext): Promise<string> {
    const skuStream = streams.productSku(state.companyId, row.sku);
    const holder = fold(skuDecider, (await store.readStream(skuStream)).map((r) => toDomainEvent<SkuReservationEvent>(r))).productId;
    if (holder) return holder;
    const productId = derivedId(state.importId, `product:${row.line}`);
    try {
      await applyOnce(store, skuStream, skuDecider, () => ({ type: 'ReserveSku' as const, companyId: state.companyId, sku: row.sku, productId }), context, derivedId(state.importId, `sku:${row.line}`));
      return productId;
    } catch (error) {
      // Someone else reserved the SKU in the meantime: the row updates their product.
      if (error instanceof AppError && error.code === 'SKU_TAKEN' && typeof error.details?.['productId'] === 'string') return error.details['productId'];
      throw error;
    }
  }

  async function applyRow(state: ProductImportState, row: ImportedRow, context: CommandContext): Promise<RowOutcome> {
    const productId = await targetProduct(state, row, context);
    let skipped = false;
    const commandFor = (product: ProductState): ProductCommand | null => {
      const merged = mergeRow(product.fields ?? undefined, row.values, state.country, row.countryPricing);
      if (product.status !== 'none' && product.fields) {
        const { sku: _sku, ...changes } = merged;
        return { type: 'UpdateProduct', changes };
      }
      const fields = createProductBodySchema.safeParse(merged);
      // Validated as an update, but that product gave up the SKU since: without a name no product can be created.
      skipped = !fields.success;
      return fields.success ? { type: 'CreateProduct', productId, companyId: state.companyId, fields: fields.data } : null;
    };
    const applied = await applyOnce<ProductState, ProductCommand, ProductEvent>(
      store,
      streams.product(productId),
      productDecider,
      commandFor,
      context,
      derivedId(state.importId, `product-event:${row.line}`),
    );
    if (skipped) return 'skipped';
    const first = applied.events[0];
    if (!first) return 'unchanged';
    return first.type === 'ProductCreated' ? 'created' : 'updated';
  }

  /** Applies every row of an accepted import (again), then completes it and closes it in the queue. */
  async function apply(importId: string, onRow?: RowHook): Promise<AppliedImport> {
    const { state, accepted } = await loadImport(importId);
    if (state.status === 'none') throw new AppError('IMPORT_NOT_ACCEPTED', 'The import was never accepted.');
    const context = contextOfImport(state.companyId, accepted);
    const counts: ImportCounts = state.counts ?? { created: 0, updated: 0, unchanged: 0, skipped: 0 };
    if (state.status === 'accepted') {
      for (const row of state.rows) {
        const outcome = await applyRow(state, row, context);
        counts[outcome]++;
        await onRow?.(row, outcome);
      }
    }
    const completed = await applyOnce(store, streams.productImport(importId), productImportDecider, () => ({ type: 'CompleteImport' as const, ...counts }), context, derivedId(importId, 'completed'));
    await close(importId, 'completed', context);
    const event = completed.events[0];
    const final = event?.type === 'ProductImportCompleted' ? event.data : { ...counts, importId };
    return { importId, created: final.created, updated: final.updated, unchanged: final.unchanged, skipped: final.skipped, position: completed.position };
  }

  async function close(importId: string, outcome: 'completed' | 'abandoned', context: CommandContext): Promise<void> {
    await applyOnce(store, streams.productImportQueue(), importQueueDecider, () => ({ type: 'CloseImport' as const, importId, outcome }), context, derivedId(importId, 'closed'));
  }

  /** The imports announced and not closed yet, as [importId, companyId]. */
  async function openImports(): Promise<[string, string][]> {
    return [...fold(importQueueDecider, (await store.readStream(streams.productImportQueue())).map((r) => toDomainEvent<ProductImportQueueEvent>(r))).open];
  }

  /**
   * Finishes one open import: applies the rest of an accepted one (null when it was never
   * accepted: nothing of it was written, so it is closed as abandoned).
   */
  async function resume(importId: string, companyId: string, onRow?: RowHook): Promise<AppliedImport | null> {
    const { state } = await loadImport(importId);
    if (state.status !== 'none') return apply(importId, onRow);
    await close(importId, 'abandoned', contextOfImport(companyId, undefined));
    return null;
  }

  /**
   * Finishes imports that were accepted but not completed (the process stopped half-way), and
   * closes announced imports that were never accepted (nothing of them was written).
   */
  async function resumePending(): Promise<AppliedImport[]> {
    const resumed: AppliedImport[] = [];
    for (const [importId, companyId] of await openImports()) {
      const applied = await resume(importId, companyId);
      if (applied) resumed.push(applied);
    }
    return resumed;
  }

  return { apply, openImports, resume, resumePending, loadImport };
}

export type ImportApplier = ReturnType<typeof createImportApplier>;
