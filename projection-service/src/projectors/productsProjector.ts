import type { ProductEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const PRODUCTS = 'products';

/**
 * One document per product: its fields, status, competitor URLs and comparison products (issue 17
 * item 7; absent in documents of products that never had one). Top-level copies of the
 * sortable/filterable fields keep list queries on indexes.
 */
export const productsProjector: Projector = {
  name: 'products',
  version: 1,
  collections: {
    [PRODUCTS]: [
      { keys: { companyId: 1, status: 1, name: 1 } },
      { keys: { companyId: 1, status: 1, brand: 1 } },
      { keys: { companyId: 1, status: 1, sku: 1 } },
      { keys: { companyId: 1, status: 1, createdAt: -1 } },
    ],
  },
  handles: ['ProductCreated', 'ProductUpdated', 'ProductArchived', 'ProductRestored', 'CompetitorUrlAdded', 'CompetitorUrlRemoved', 'ComparisonProductAdded', 'ComparisonProductRemoved'],
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<ProductEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'ProductCreated': {
        const { fields } = event.data;
        return [{
          op: 'put',
          collection: PRODUCTS,
          doc: {
            _id: event.data.productId,
            companyId: event.data.companyId,
            status: 'active',
            name: fields.name,
            brand: fields.brand ?? null,
            sku: fields.sku,
            gtin: fields.gtin ?? null,
            categoryId: fields.categoryId ?? null,
            fields,
            urls: [],
            comparisons: [],
            createdAt: at,
            updatedAt: at,
          },
        }];
      }
      case 'ProductUpdated': {
        const { changes } = event.data;
        const set: Record<string, unknown> = { updatedAt: at };
        for (const [key, value] of Object.entries(changes)) set[`fields.${key}`] = value;
        for (const key of ['name', 'brand', 'sku', 'gtin', 'categoryId'] as const) if (key in changes) set[key] = changes[key] ?? null;
        return [{ op: 'update', collection: PRODUCTS, id: event.data.productId, update: { $set: set } }];
      }
      case 'ProductArchived':
        return [{ op: 'update', collection: PRODUCTS, id: event.data.productId, update: { $set: { status: 'archived', updatedAt: at } } }];
      case 'ProductRestored':
        return [{ op: 'update', collection: PRODUCTS, id: event.data.productId, update: { $set: { status: 'active', updatedAt: at } } }];
      case 'CompetitorUrlAdded': {
        const { productId, ...url } = event.data;
        return [{ op: 'update', collection: PRODUCTS, id: productId, update: { $push: { urls: { ...url, addedAt: at } }, $set: { updatedAt: at } } }];
      }
      case 'CompetitorUrlRemoved':
        return [{ op: 'update', collection: PRODUCTS, id: event.data.productId, update: { $pull: { urls: { urlId: event.data.urlId } }, $set: { updatedAt: at } } }];
      case 'ComparisonProductAdded': {
        const { productId, ...comparison } = event.data;
        return [{ op: 'update', collection: PRODUCTS, id: productId, update: { $push: { comparisons: { ...comparison, addedAt: at, addedBy: recorded.metadata.userId ?? null } }, $set: { updatedAt: at } } }];
      }
      case 'ComparisonProductRemoved':
        return [{ op: 'update', collection: PRODUCTS, id: event.data.productId, update: { $pull: { comparisons: { urlId: event.data.urlId } }, $set: { updatedAt: at } } }];
    }
  },
  // The sources list counts competitor URLs and the category list counts products: both change with products.
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['products'], ['sources'], ['categories']] }] : []),
};
