/**
 * Answers of the assortment queries: GET …/products (a page), GET …/products/{productId} (one)
 * and GET …/products/{productId}/offers (the offer behind each URL).
 */
import { z } from 'zod';
import { availabilitySchema, offerTypeSchema, pageStatusSchema, PLAUSIBILITY, scrapedOfferSchema } from '../scraping.ts';
import { productFieldsSchema } from './products.ts';

/** A competitor URL of a product as the read model keeps it. */
export const productUrlSchema = z.object({
  urlId: z.string(),
  url: z.string(),
  sourceId: z.string(),
  sourceKind: z.enum(['STORE', 'AGGREGATOR']),
  offerType: offerTypeSchema,
  addedAt: z.string(),
});
export type ProductUrl = z.infer<typeof productUrlSchema>;

/** One product (assortment item) of the list and details queries. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  sku: z.string(),
  gtin: z.string().nullable(),
  categoryId: z.string().nullable(),
  status: z.string(),
  // The stored fields passed the contract on the way in; read them without re-checking every rule.
  fields: productFieldsSchema.partial().loose(),
  urls: productUrlSchema.array(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = z.object({
  items: productSchema.array(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

const observedOfferSchema = scrapedOfferSchema
  .pick({ price: true, currency: true, shippingCost: true })
  .extend({ availability: availabilitySchema.nullable().optional(), observedAt: z.string() });

/** The competitor offer behind one URL: the current (accepted) price, a flagged one awaiting confirmation, the last page status. */
export const urlOfferSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  current: observedOfferSchema.extend({ confirmed: z.boolean().optional() }).nullable().optional(),
  /** `flagReason`: why the price was flagged (e.g. PRICE_JUMP). */
  pending: observedOfferSchema.extend({ flagReason: z.string().optional() }).nullable().optional(),
  lastObservation: z.object({ observedAt: z.string(), pageStatus: pageStatusSchema, plausibility: z.enum(PLAUSIBILITY) }).nullable().optional(),
});
export type UrlOffer = z.infer<typeof urlOfferSchema>;
export const urlOffersSchema = urlOfferSchema.array();
