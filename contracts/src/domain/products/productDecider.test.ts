import { describe, it } from 'vitest';
import type { ProductEvent } from '../../events/productEvents.ts';
import { deciderSpec } from '../../testing/index.ts';
import { productDecider, skuDecider } from './productDecider.ts';

const spec = deciderSpec(productDecider);
const created: ProductEvent = { type: 'ProductCreated', data: { productId: 'p1', companyId: 'c1', fields: { name: 'Zelt', sku: 'Z-1', brand: 'NW' } } };
const url = { urlId: 'u1', url: 'https://shop.example/z', sourceId: 's1', sourceKind: 'STORE' as const, offerType: 'COMPETITOR_OFFER' as const };
const urlAdded: ProductEvent = { type: 'CompetitorUrlAdded', data: { productId: 'p1', ...url } };

const comparison = { urlId: 'u9', url: 'https://shop.example/z-xl', sourceId: 's1', sourceKind: 'STORE' as const, name: 'Zelt XL', matchResult: 'SIMILAR' as const, probability: 0.6, requestId: 'r1', candidateId: 'c1' };
const comparisonAdded: ProductEvent = { type: 'ComparisonProductAdded', data: { productId: 'p1', ...comparison } };

describe('product decider', () => {
  it('adds a comparison product once, never for a URL the product has, and removes known ones', () => {
    spec.given([created]).when({ type: 'AddComparisonProduct', ...comparison }).then([comparisonAdded]);
    spec.given([created, comparisonAdded]).when({ type: 'AddComparisonProduct', ...comparison, urlId: 'u10' }).thenThrows('URL_EXISTS');
    spec.given([created, urlAdded]).when({ type: 'AddComparisonProduct', ...comparison, url: url.url }).thenThrows('URL_EXISTS');
    spec.given([created, comparisonAdded]).when({ type: 'AddCompetitorUrl', ...url, url: comparison.url }).thenThrows('URL_EXISTS');
    spec.given([created, { type: 'ProductArchived', data: { productId: 'p1' } }]).when({ type: 'AddComparisonProduct', ...comparison }).thenThrows('PRODUCT_ARCHIVED');
    spec.given([]).when({ type: 'AddComparisonProduct', ...comparison }).thenThrows('PRODUCT_NOT_FOUND');
    spec.given([created, comparisonAdded]).when({ type: 'RemoveComparisonProduct', urlId: 'u9' }).then([{ type: 'ComparisonProductRemoved', data: { productId: 'p1', urlId: 'u9' } }]);
    spec.given([created, comparisonAdded, { type: 'ComparisonProductRemoved', data: { productId: 'p1', urlId: 'u9' } }]).when({ type: 'RemoveComparisonProduct', urlId: 'u9' }).thenThrows('COMPARISON_PRODUCT_NOT_FOUND');
    // A competitor URL is not a comparison product.
    spec.given([created, urlAdded]).when({ type: 'RemoveComparisonProduct', urlId: 'u1' }).thenThrows('COMPARISON_PRODUCT_NOT_FOUND');
  });

  it('creates a product once', () => {
    spec.given([]).when({ type: 'CreateProduct', productId: 'p1', companyId: 'c1', fields: created.data.fields }).then([created]);
    spec.given([created]).when({ type: 'CreateProduct', productId: 'p1', companyId: 'c1', fields: created.data.fields }).thenThrows('PRODUCT_EXISTS');
  });
  it('records only changed fields', () => {
    spec.given([created]).when({ type: 'UpdateProduct', changes: { name: 'Zelt', brand: 'NW Pro' } }).then([{ type: 'ProductUpdated', data: { productId: 'p1', changes: { brand: 'NW Pro' } } }]);
    spec.given([created]).when({ type: 'UpdateProduct', changes: { name: 'Zelt' } }).then([]);
  });
  it('archives and restores idempotently', () => {
    spec.given([created]).when({ type: 'ArchiveProduct' }).then([{ type: 'ProductArchived', data: { productId: 'p1' } }]);
    spec.given([created, { type: 'ProductArchived', data: { productId: 'p1' } }]).when({ type: 'ArchiveProduct' }).then([]);
    spec.given([created]).when({ type: 'RestoreProduct' }).then([]);
  });
  it('adds a URL once, not to archived products, and removes known ones', () => {
    spec.given([created]).when({ type: 'AddCompetitorUrl', ...url }).then([urlAdded]);
    spec.given([created, urlAdded]).when({ type: 'AddCompetitorUrl', ...url, urlId: 'u2' }).thenThrows('URL_EXISTS');
    spec.given([created, { type: 'ProductArchived', data: { productId: 'p1' } }]).when({ type: 'AddCompetitorUrl', ...url }).thenThrows('PRODUCT_ARCHIVED');
    spec.given([created, urlAdded]).when({ type: 'RemoveCompetitorUrl', urlId: 'u1' }).then([{ type: 'CompetitorUrlRemoved', data: { productId: 'p1', urlId: 'u1' } }]);
    spec.given([created]).when({ type: 'RemoveCompetitorUrl', urlId: 'u1' }).thenThrows('URL_NOT_FOUND');
  });
  it('refuses everything on a missing product', () => spec.given([]).when({ type: 'ArchiveProduct' }).thenThrows('PRODUCT_NOT_FOUND'));
});

describe('SKU reservation', () => {
  const sku = deciderSpec(skuDecider);
  const reserved = { type: 'SkuReserved' as const, data: { companyId: 'c1', sku: 'Z-1', productId: 'p1' } };
  it('gives a SKU to one product', () => {
    sku.given([]).when({ type: 'ReserveSku', companyId: 'c1', sku: 'Z-1', productId: 'p1' }).then([reserved]);
    sku.given([reserved]).when({ type: 'ReserveSku', companyId: 'c1', sku: 'Z-1', productId: 'p2' }).thenThrows('SKU_TAKEN');
    sku.given([reserved]).when({ type: 'ReserveSku', companyId: 'c1', sku: 'Z-1', productId: 'p1' }).then([]);
  });
  it('frees it when the holder releases it', () => {
    sku.given([reserved]).when({ type: 'ReleaseSku', companyId: 'c1', sku: 'Z-1', productId: 'p2' }).then([]);
    sku.given([reserved, { type: 'SkuReleased', data: reserved.data }]).when({ type: 'ReserveSku', companyId: 'c1', sku: 'Z-1', productId: 'p2' }).then([
      { type: 'SkuReserved', data: { companyId: 'c1', sku: 'Z-1', productId: 'p2' } },
    ]);
  });
});
