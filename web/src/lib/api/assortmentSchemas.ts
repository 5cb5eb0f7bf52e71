import {
  availabilitySchema,
  CompetitorUrlAdded,
  errorBodySchema,
  OfferObserved,
  productFieldsSchema,
  ProductCreated,
  scrapedOfferSchema,
  sourceFieldsSchema,
} from '@pm/contracts';

/*
 * Answer shapes of the assortment queries. The contracts hold no response schemas for them yet,
 * so they are composed here from the contracts' own field and event schemas (web has no direct
 * zod dependency); move them to contracts/src/http/products.ts when the API gains them.
 */
const text = ProductCreated.schema.shape.productId;
const whole = errorBodySchema.shape.statusCode;
const flag = sourceFieldsSchema.shape.scrapingEnabled;
const nothing = ProductCreated.schema.pick({});

/** A competitor URL of a product as the read model keeps it. */
export const productUrlSchema = CompetitorUrlAdded.schema.omit({ productId: true }).extend({ addedAt: text });

/** One product (assortment item) of the list and details queries. */
export const productSchema = nothing.extend({
  id: text,
  name: text,
  brand: text.nullable(),
  sku: text,
  gtin: text.nullable(),
  categoryId: text.nullable(),
  status: text,
  // The stored fields passed the contract on the way in; read them without re-checking every rule.
  fields: productFieldsSchema.partial().loose(),
  urls: productUrlSchema.array(),
  createdAt: text,
  updatedAt: text,
});

export const productPageSchema = nothing.extend({
  items: productSchema.array(),
  total: whole,
  page: whole,
  pageSize: whole,
});

const observedOfferSchema = scrapedOfferSchema
  .pick({ price: true, currency: true, shippingCost: true })
  .extend({ availability: availabilitySchema.nullable().optional(), observedAt: text });

/** The competitor offer behind one URL: the current (accepted) price, a flagged one awaiting confirmation, the last page status. */
export const urlOfferSchema = nothing.extend({
  id: text,
  sourceId: text,
  current: observedOfferSchema.extend({ confirmed: flag.optional() }).nullable().optional(),
  pending: observedOfferSchema.nullable().optional(),
  lastObservation: OfferObserved.schema.pick({ observedAt: true, pageStatus: true, plausibility: true }).nullable().optional(),
});
export const urlOffersSchema = urlOfferSchema.array();

export type Product = ReturnType<typeof productSchema.parse>;
export type ProductUrl = ReturnType<typeof productUrlSchema.parse>;
export type ProductPage = ReturnType<typeof productPageSchema.parse>;
export type UrlOffer = ReturnType<typeof urlOfferSchema.parse>;
