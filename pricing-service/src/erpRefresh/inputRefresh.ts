/**
 * Refresh inputs: the company's variations from its ERP/shop system into its products.
 *
 * Nothing half-applied: every page is read first (a failure while reading — 401, 429 after the
 * adapter's backoff, 5xx, timeout, malformed JSON — fails the refresh before anything is written,
 * so the previous good data stays); then every row is mapped and validated; then the valid rows
 * are applied one product at a time through the product decider (each product's change is one
 * atomic append; unchanged fields append nothing). Applying is idempotent: new products get ids
 * derived from the refresh and the SKU, so a refresh that stopped while applying (a crash, the
 * event store failing) is completed by starting it again — what was applied comes out unchanged.
 */
import { productFieldsSchema, type ErpRefreshSummary, type ErpRejectedRow, type ProductFields } from '@pm/contracts';
import { fold, productDecider, skuDecider } from '@pm/contracts/domain';
import { streams, type SkuReservationEvent } from '@pm/contracts/events';
import { AppError, derivedId, toDomainEvent, type EventStore } from '@pm/platform';
import type { ShopSystem, ShopVariation, VariationIssue } from '../shopSystem/shopSystem.ts';
import type { MappedVariation } from './defaultInputMapping.ts';
import { appendThrough, type RefreshOrigin } from './refreshAppend.ts';

export interface InputRefreshOptions {
  pageSize?: number;
  /** Products written at once (appends in flight). */
  concurrency?: number;
  /** Called after every page read and every `progressEvery` rows applied. */
  progress?: (phase: 'READING' | 'APPLYING', done: number, total: number | null) => Promise<void>;
  progressEvery?: number;
  signal?: AbortSignal;
}

export interface InputRefreshOutcome {
  summary: ErpRefreshSummary;
  rejectedRows: ErpRejectedRow[];
}

interface PlannedRow {
  variation: ShopVariation;
  fields: Partial<ProductFields>;
}

const issueRow = (issue: VariationIssue): ErpRejectedRow => ({
  row: issue.row,
  variationId: issue.variationId,
  sku: issue.sku,
  field: issue.field,
  code: issue.reason,
  params: { firstVariationId: issue.firstVariationId },
});

const rowOf = (variation: ShopVariation, field: string | null, code: string, params: ErpRejectedRow['params'] = {}): ErpRejectedRow => ({
  row: null,
  variationId: variation.variationId,
  sku: variation.sku,
  field,
  code,
  params,
});

/** Reads every page; throws the adapter's ERP_* error when the system fails on any of them. */
async function readAll(shop: ShopSystem, options: InputRefreshOptions) {
  const variations: ShopVariation[] = [];
  const rejected: ErpRejectedRow[] = [];
  for await (const page of shop.readVariations({ ...(options.pageSize ? { pageSize: options.pageSize } : {}), ...(options.signal ? { signal: options.signal } : {}) })) {
    variations.push(...page.variations);
    rejected.push(...page.issues.map(issueRow));
    await options.progress?.('READING', variations.length + rejected.length, page.totalCount);
  }
  return { variations, rejected };
}

const partialFields = productFieldsSchema.partial();

/** Maps and validates every row; a row with any error is rejected whole. */
export function planRows(variations: readonly ShopVariation[], mapRow: (variation: ShopVariation) => MappedVariation): { planned: PlannedRow[]; rejected: ErpRejectedRow[] } {
  const planned: PlannedRow[] = [];
  const rejected: ErpRejectedRow[] = [];
  for (const variation of variations) {
    const mapped = mapRow(variation);
    if (mapped.errors.length > 0) {
      for (const error of mapped.errors) rejected.push(rowOf(variation, error.field, error.code, error.params));
      continue;
    }
    const checked = partialFields.safeParse(mapped.fields);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      rejected.push(rowOf(variation, issue ? issue.path.join('.') : null, 'VALUE_INVALID', { message: issue?.message ?? null }));
      continue;
    }
    planned.push({ variation, fields: checked.data });
  }
  return { planned, rejected };
}

type Applied = 'created' | 'updated' | 'unchanged' | ErpRejectedRow;

async function applyRow(events: EventStore, origin: RefreshOrigin, row: PlannedRow): Promise<Applied> {
  const { companyId } = origin;
  const sku = row.variation.sku;
  const skuStream = streams.productSku(companyId, sku);
  const holder = fold(skuDecider, (await events.readStream(skuStream)).map((r) => toDomainEvent<SkuReservationEvent>(r))).productId;
  try {
    if (holder) {
      const { sku: _sku, ...changes } = row.fields;
      const outcome = await appendThrough(events, streams.product(holder), productDecider, { type: 'UpdateProduct', changes }, origin);
      return outcome.events.length > 0 ? 'updated' : 'unchanged';
    }
    const fields = productFieldsSchema.safeParse({ ...row.fields, name: row.fields.name ?? row.variation.name ?? sku, sku });
    if (!fields.success) return rowOf(row.variation, fields.error.issues[0]?.path.join('.') ?? null, 'VALUE_INVALID', { message: fields.error.issues[0]?.message ?? null });
    // Derived from refresh and SKU: applying the same refresh again finds the same product.
    const productId = derivedId('erp-refresh-product', `${origin.refreshId}:${sku.toLowerCase()}`);
    await appendThrough(events, skuStream, skuDecider, { type: 'ReserveSku', companyId, sku, productId }, origin);
    const created = await appendThrough(events, streams.product(productId), productDecider, { type: 'CreateProduct', productId, companyId, fields: fields.data }, origin);
    return created.events.length > 0 ? 'created' : 'unchanged';
  } catch (error) {
    // A refusal of the product's own rules (another product took the SKU meanwhile, …) rejects the row; store trouble fails the refresh.
    if (error instanceof AppError && error.code !== 'CONCURRENCY_CONFLICT' && error.code !== 'INTERNAL') return rowOf(row.variation, 'sku', error.code);
    throw error;
  }
}

export async function runInputRefresh(
  events: EventStore,
  shop: ShopSystem,
  origin: RefreshOrigin,
  mapRow: (variation: ShopVariation) => MappedVariation,
  options: InputRefreshOptions = {},
): Promise<InputRefreshOutcome> {
  const read = await readAll(shop, options);
  const { planned, rejected } = planRows(read.variations, mapRow);
  const allRejected = [...read.rejected, ...rejected];
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const concurrency = Math.max(1, options.concurrency ?? 16);
  const every = Math.max(1, options.progressEvery ?? 1_000);
  let next = 0;
  let done = 0;
  let reported = 0;
  async function worker() {
    while (next < planned.length) {
      if (options.signal?.aborted) throw new AppError('ERP_UNAVAILABLE', 'The refresh was stopped.', { statusCode: null, reason: 'cancelled' });
      const row = planned[next++]!;
      const applied = await applyRow(events, origin, row);
      if (typeof applied === 'string') counts[applied]++;
      else allRejected.push(applied);
      done++;
      if (done - reported >= every) {
        reported = done;
        await options.progress?.('APPLYING', done, planned.length);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, planned.length) }, worker));
  return {
    // A row with several errors is one rejected row (named once per field in the list).
    summary: { read: read.variations.length + read.rejected.length, ...counts, rejected: new Set(allRejected.map((r) => r.variationId ?? `row:${r.row ?? r.sku ?? ''}`)).size },
    rejectedRows: allRejected,
  };
}
