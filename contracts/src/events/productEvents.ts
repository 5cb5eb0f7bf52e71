import { z } from 'zod';
import { offerTypeSchema } from '../scraping.ts';
import { productFieldsSchema } from '../http/products.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/** Stream `product-<productId>`: the company's own (lead) product and its competitor URLs. */
export const ProductCreated = defineEvent('ProductCreated', 1, z.object({ productId: z.string(), companyId: z.string(), fields: productFieldsSchema }));
export const ProductUpdated = defineEvent('ProductUpdated', 1, z.object({ productId: z.string(), changes: productFieldsSchema.partial() }));
export const ProductArchived = defineEvent('ProductArchived', 1, z.object({ productId: z.string() }));
export const ProductRestored = defineEvent('ProductRestored', 1, z.object({ productId: z.string() }));

export const CompetitorUrlAdded = defineEvent(
  'CompetitorUrlAdded',
  1,
  z.object({
    productId: z.string(),
    urlId: z.string(),
    url: z.string(),
    /** Exactly one of storeId / aggregatorId. */
    sourceId: z.string(),
    sourceKind: z.enum(['STORE', 'AGGREGATOR']),
    offerType: offerTypeSchema,
  }),
);
export const CompetitorUrlRemoved = defineEvent('CompetitorUrlRemoved', 1, z.object({ productId: z.string(), urlId: z.string() }));

export type ProductEvent =
  | DomainEvent<typeof ProductCreated>
  | DomainEvent<typeof ProductUpdated>
  | DomainEvent<typeof ProductArchived>
  | DomainEvent<typeof ProductRestored>
  | DomainEvent<typeof CompetitorUrlAdded>
  | DomainEvent<typeof CompetitorUrlRemoved>;
export const productEvents = [ProductCreated, ProductUpdated, ProductArchived, ProductRestored, CompetitorUrlAdded, CompetitorUrlRemoved] as const;

/** Stream `productsku-<companyId>-<sku>`: one product per SKU and company. */
export const SkuReserved = defineEvent('SkuReserved', 1, z.object({ companyId: z.string(), sku: z.string(), productId: z.string() }));
export const SkuReleased = defineEvent('SkuReleased', 1, z.object({ companyId: z.string(), sku: z.string(), productId: z.string() }));
export type SkuReservationEvent = DomainEvent<typeof SkuReserved> | DomainEvent<typeof SkuReleased>;
export const skuEvents = [SkuReserved, SkuReleased] as const;
