import { z } from 'zod';
import { MATCH_RESULTS } from '../http/discovery.ts';
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

/**
 * A comparison product of the lead product (issue 17 item 7): a similar product at a connected
 * source whose URL is monitored like a competitor URL (its `urlId` names its offer stream and is the
 * comparison product's id) but is no offer of the product itself — priced alongside, never mixed
 * into the cheapest competitor unless the company switches that on. Its own events, so that every
 * reader of competitor URLs leaves it out without knowing about it.
 */
export const ComparisonProductAdded = defineEvent(
  'ComparisonProductAdded',
  1,
  z.object({
    productId: z.string(),
    urlId: z.string(),
    url: z.string(),
    sourceId: z.string(),
    sourceKind: z.enum(['STORE', 'AGGREGATOR']),
    /** The title the page had when it was chosen. */
    name: z.string(),
    matchResult: z.enum(MATCH_RESULTS),
    /** 0–1, the matcher's probability of the same product. */
    probability: z.number().min(0).max(1),
    /** The discovery request and candidate it came from. */
    requestId: z.string(),
    candidateId: z.string(),
  }),
);
export const ComparisonProductRemoved = defineEvent('ComparisonProductRemoved', 1, z.object({ productId: z.string(), urlId: z.string() }));

export type ProductEvent =
  | DomainEvent<typeof ProductCreated>
  | DomainEvent<typeof ProductUpdated>
  | DomainEvent<typeof ProductArchived>
  | DomainEvent<typeof ProductRestored>
  | DomainEvent<typeof CompetitorUrlAdded>
  | DomainEvent<typeof CompetitorUrlRemoved>
  | DomainEvent<typeof ComparisonProductAdded>
  | DomainEvent<typeof ComparisonProductRemoved>;
export const productEvents = [ProductCreated, ProductUpdated, ProductArchived, ProductRestored, CompetitorUrlAdded, CompetitorUrlRemoved, ComparisonProductAdded, ComparisonProductRemoved] as const;

/** Stream `productsku-<companyId>-<sku>`: one product per SKU and company. */
export const SkuReserved = defineEvent('SkuReserved', 1, z.object({ companyId: z.string(), sku: z.string(), productId: z.string() }));
export const SkuReleased = defineEvent('SkuReleased', 1, z.object({ companyId: z.string(), sku: z.string(), productId: z.string() }));
export type SkuReservationEvent = DomainEvent<typeof SkuReserved> | DomainEvent<typeof SkuReleased>;
export const skuEvents = [SkuReserved, SkuReleased] as const;
