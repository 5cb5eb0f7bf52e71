import { z } from 'zod';
import { countrySchema } from '../enums.ts';
import { countryPricingSchema, productFieldsSchema } from '../http/products.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/** One validated row: what it sets on the product (empty cells leave a field as it is). */
export const importedRowSchema = z.object({
  /** Line in the file (header = 1). */
  line: z.number().int(),
  sku: z.string(),
  values: productFieldsSchema.omit({ pricing: true }).partial(),
  /** Prices and availability for the import's country, null when no such column is filled. */
  countryPricing: countryPricingSchema.nullable(),
});
export type ImportedRow = z.infer<typeof importedRowSchema>;

/**
 * Stream `productimport-<importId>`: the whole validated file in one event (one atomic append),
 * then applied product by product with event ids derived from the import id and the row. A new
 * product's id is derived the same way, so a resumed import finds what it created before.
 */
export const ProductImportAccepted = defineEvent(
  'ProductImportAccepted',
  1,
  z.object({ importId: z.string(), companyId: z.string(), country: countrySchema, rows: z.array(importedRowSchema) }),
);
export const ProductImportCompleted = defineEvent(
  'ProductImportCompleted',
  1,
  z.object({
    importId: z.string(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** Rows that could no longer be applied (their SKU was freed between validation and apply and the row lacks a name). */
    skipped: z.number().int(),
  }),
);
export type ProductImportEvent = DomainEvent<typeof ProductImportAccepted> | DomainEvent<typeof ProductImportCompleted>;

/**
 * Stream `productimportqueue-all`: imports announced before they are accepted and closed once
 * completed, so a starting command service finds the unfinished ones without scanning the log.
 */
export const ProductImportQueued = defineEvent('ProductImportQueued', 1, z.object({ importId: z.string(), companyId: z.string() }));
export const ProductImportClosed = defineEvent('ProductImportClosed', 1, z.object({ importId: z.string(), outcome: z.enum(['completed', 'abandoned']) }));
export type ProductImportQueueEvent = DomainEvent<typeof ProductImportQueued> | DomainEvent<typeof ProductImportClosed>;

export const productImportEvents = [ProductImportAccepted, ProductImportCompleted, ProductImportQueued, ProductImportClosed] as const;
