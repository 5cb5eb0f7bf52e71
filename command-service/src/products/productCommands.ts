import type { AddCompetitorUrlBody, ProductFields, UpdateProductBody } from '@pm/contracts';
import { checkCompetitorUrl, type ConnectedSource } from '@pm/contracts/patterns';
import { streams, type ProductEvent } from '@pm/contracts/events';
import { appError, fold, handleCommand, newId, toDomainEvent, type CommandContext, type EventStore } from '@pm/platform';
import type { SourceCommands } from '../sources/sourceCommands.ts';
import type { Written } from '../users/userCommands.ts';
import { productDecider, skuDecider, type ComparisonUrl, type ProductState } from '@pm/contracts/domain';
import { requireConnectedSource, requireOwnCategory } from './productReferences.ts';

export function createProductCommands(store: EventStore, sources: SourceCommands) {
  async function loadProduct(productId: string): Promise<ProductState> {
    return fold(productDecider, (await store.readStream(streams.product(productId))).map((e) => toDomainEvent<ProductEvent>(e)));
  }

  async function requireProductOfCompany(companyId: string, productId: string): Promise<ProductState> {
    const product = await loadProduct(productId);
    // Another company's product answers exactly like a missing one.
    if (product.status === 'none' || product.companyId !== companyId) throw appError('PRODUCT_NOT_FOUND', 'The assortment item was not found.');
    return product;
  }

  const written = (id: string, outcome: { revision: bigint; position: bigint }): Written => ({ id, ...outcome });

  /** References are checked, then the SKU is reserved: the only refusable write, so a taken SKU writes nothing. */
  async function createProduct(companyId: string, fields: ProductFields, context: CommandContext, productId = newId()): Promise<Written> {
    await requireOwnCategory(store, companyId, fields.categoryId);
    await handleCommand(store, streams.productSku(companyId, fields.sku), skuDecider, { type: 'ReserveSku', companyId, sku: fields.sku, productId }, context);
    return written(productId, await handleCommand(store, streams.product(productId), productDecider, { type: 'CreateProduct', productId, companyId, fields }, context));
  }

  async function updateProduct(companyId: string, productId: string, changes: UpdateProductBody, context: CommandContext): Promise<Written> {
    const product = await requireProductOfCompany(companyId, productId);
    // A category deleted since may stay while other fields change; a new one must be the company's own.
    if (changes.categoryId !== product.fields?.categoryId) await requireOwnCategory(store, companyId, changes.categoryId);
    const oldSku = product.fields?.sku;
    const skuChanges = changes.sku !== undefined && changes.sku.toLowerCase() !== oldSku?.toLowerCase();
    if (skuChanges && changes.sku) await handleCommand(store, streams.productSku(companyId, changes.sku), skuDecider, { type: 'ReserveSku', companyId, sku: changes.sku, productId }, context);
    const outcome = await handleCommand(store, streams.product(productId), productDecider, { type: 'UpdateProduct', changes }, context);
    if (skuChanges && oldSku) await handleCommand(store, streams.productSku(companyId, oldSku), skuDecider, { type: 'ReleaseSku', companyId, sku: oldSku, productId }, context);
    return written(productId, outcome);
  }

  async function setArchived(companyId: string, productId: string, archived: boolean, context: CommandContext): Promise<Written> {
    await requireProductOfCompany(companyId, productId);
    return written(productId, await handleCommand(store, streams.product(productId), productDecider, { type: archived ? 'ArchiveProduct' : 'RestoreProduct' }, context));
  }

  /** The checks of every URL a product gets, typed by hand or chosen in discovery: a connected source, its host, no search overview. */
  async function checkedUrl(companyId: string, body: Pick<AddCompetitorUrlBody, 'url' | 'storeId' | 'aggregatorId'>) {
    const connected: ConnectedSource[] = [];
    const connectedIds = Object.keys(await sources.connectedSources(companyId));
    requireConnectedSource(connectedIds, body.storeId, 'storeId');
    requireConnectedSource(connectedIds, body.aggregatorId, 'aggregatorId');
    for (const sourceId of connectedIds) {
      const fields = (await sources.loadSource(sourceId)).fields;
      if (fields) connected.push({ id: sourceId, kind: fields.kind, hostname: fields.hostname, searchUrlPatterns: fields.searchUrlPatterns });
    }
    const check = checkCompetitorUrl(body, connected);
    if (!check.ok) throw appError(check.code, check.message);
    return { url: check.url, sourceId: check.source.id, sourceKind: check.source.kind === 'AGGREGATOR' ? ('AGGREGATOR' as const) : ('STORE' as const) };
  }

  async function addCompetitorUrl(companyId: string, productId: string, body: AddCompetitorUrlBody, context: CommandContext): Promise<Written> {
    await requireProductOfCompany(companyId, productId);
    const checked = await checkedUrl(companyId, body);
    const urlId = newId();
    const outcome = await handleCommand(store, streams.product(productId), productDecider, {
      type: 'AddCompetitorUrl',
      urlId,
      ...checked,
      offerType: body.offerType,
    }, context);
    return written(urlId, outcome);
  }

  /** A similar product's page becomes a comparison product of the lead product (issue 17 item 7), checked like any URL. */
  async function addComparisonProduct(companyId: string, productId: string, body: Pick<AddCompetitorUrlBody, 'url' | 'storeId' | 'aggregatorId'> & Omit<ComparisonUrl, 'urlId' | 'url' | 'sourceId' | 'sourceKind'>, context: CommandContext): Promise<Written> {
    await requireProductOfCompany(companyId, productId);
    const checked = await checkedUrl(companyId, body);
    const urlId = newId();
    const { name, matchResult, probability, requestId, candidateId } = body;
    const outcome = await handleCommand(store, streams.product(productId), productDecider, { type: 'AddComparisonProduct', urlId, ...checked, name, matchResult, probability, requestId, candidateId }, context);
    return written(urlId, outcome);
  }

  async function removeComparisonProduct(companyId: string, productId: string, urlId: string, context: CommandContext): Promise<Written> {
    await requireProductOfCompany(companyId, productId);
    return written(urlId, await handleCommand(store, streams.product(productId), productDecider, { type: 'RemoveComparisonProduct', urlId }, context));
  }

  async function removeCompetitorUrl(companyId: string, productId: string, urlId: string, context: CommandContext): Promise<Written> {
    await requireProductOfCompany(companyId, productId);
    return written(urlId, await handleCommand(store, streams.product(productId), productDecider, { type: 'RemoveCompetitorUrl', urlId }, context));
  }

  return { loadProduct, createProduct, updateProduct, setArchived, addCompetitorUrl, removeCompetitorUrl, addComparisonProduct, removeComparisonProduct };
}

export type ProductCommands = ReturnType<typeof createProductCommands>;
