/**
 * CSV import of the assortment: a preview (delimiter, headers, first rows, suggested column
 * mapping) and the import of the whole file with a confirmed mapping. Rows are validated with
 * the product rules of spec §5; one invalid row refuses the whole file.
 */
import { z } from 'zod';
import { countrySchema } from '../enums.ts';

/** Limits of one file: larger ones are refused with 413 before anything is parsed or written. */
export const PRODUCT_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  previewRows: 5,
  /** At most this many row errors are listed; `errorCount` tells the total. */
  maxListedErrors: 500,
} as const;

/** Fields of the product kept per product (spec §3). */
export const IMPORT_PRODUCT_FIELDS = [
  'name', 'sku', 'brand', 'gtin', 'mpn', 'asin', 'pzn', 'externalId', 'variant', 'category', 'imageUrl', 'offerUrl', 'protectedSku',
  'bundleSize', 'numberOfPackages', 'quantityPerPackage', 'totalQuantity', 'quantityUnit', 'weight', 'weightUnit',
  'purchasePrice', 'purchasePriceCurrency', 'targetMargin', 'minPrice', 'maxPrice', 'priceLimitsCurrency', 'minMarkup', 'maxMarkup',
  'tradeGood', 'dangerousGood', 'limitedQuantity', 'nonConveyableByMeasure', 'nonConveyableByVolume', 'pallet', 'halfPallet',
] as const;
/** Fields kept per country (`pricing[country]`): the import writes them for the chosen country. */
export const IMPORT_COUNTRY_FIELDS = ['salesPrice', 'oldPrice', 'strikePrice', 'msrp', 'shippingPrice', 'precalculatedShippingCost', 'vatRate', 'inStock', 'deliveryTime'] as const;
export const IMPORT_FIELDS = [...IMPORT_PRODUCT_FIELDS, ...IMPORT_COUNTRY_FIELDS] as const;
export const importFieldSchema = z.enum(IMPORT_FIELDS);
export type ImportField = z.infer<typeof importFieldSchema>;
export type ImportCountryField = (typeof IMPORT_COUNTRY_FIELDS)[number];

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export const csvDelimiterSchema = z.enum(CSV_DELIMITERS);
export type CsvDelimiter = z.infer<typeof csvDelimiterSchema>;
/** ',' reads "1.299,00" (German), '.' reads "1,299.00" (English). */
export const decimalSeparatorSchema = z.enum([',', '.']);
export type DecimalSeparator = z.infer<typeof decimalSeparatorSchema>;

/** The file's text; the client decodes the file (UTF-8, else Windows-1252). */
const csvText = z.string();

export const productImportPreviewBodySchema = z.strictObject({ csv: csvText });
export type ProductImportPreviewBody = z.infer<typeof productImportPreviewBodySchema>;

/** One entry per CSV column: the product field it fills, or null to ignore the column. */
export const importMappingSchema = z.array(importFieldSchema.nullable()).min(1).max(500);
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const productImportPreviewSchema = z.object({
  delimiter: csvDelimiterSchema,
  decimalSeparator: decimalSeparatorSchema,
  headers: z.array(z.string()),
  /** The first data rows, cells as in the file. */
  rows: z.array(z.object({ line: z.number().int(), cells: z.array(z.string()) })),
  rowCount: z.number().int(),
  mapping: importMappingSchema,
});
export type ProductImportPreview = z.infer<typeof productImportPreviewSchema>;

export const productImportBodySchema = z.strictObject({
  csv: csvText,
  mapping: importMappingSchema,
  /** The country whose prices and availability the per-country columns fill. */
  country: countrySchema,
  /** Default: detected from the file. */
  decimalSeparator: decimalSeparatorSchema.optional(),
});
export type ProductImportBody = z.infer<typeof productImportBodySchema>;

export const productImportResultSchema = z.object({
  importId: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows that could no longer be applied (see ProductImportCompleted); normally 0. */
  skipped: z.number().int(),
  /** For `?minPosition=` on the next query. */
  position: z.string(),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;

/** Why a row cannot be imported; the web app translates each code. */
export const IMPORT_ROW_ERROR_CODES = [
  'REQUIRED',
  'TOO_LONG',
  'INVALID_NUMBER',
  'NOT_AN_INTEGER',
  'NEGATIVE',
  'OUT_OF_RANGE',
  /** Above the field's maximum (money: 10 million; see validation/amounts.ts). */
  'TOO_LARGE',
  /** More decimals than the field has (prices: cents; costs: hundredths of a cent). */
  'TOO_PRECISE',
  'INVALID_BOOLEAN',
  'INVALID_GTIN',
  'INVALID_ASIN',
  'INVALID_PZN',
  'INVALID_URL',
  'INVALID_UNIT',
  /** Not an ISO 4217 currency code the product knows (EUR, PLN, CHF, …). */
  'INVALID_CURRENCY',
  'UNKNOWN_CATEGORY',
  'MIN_ABOVE_MAX',
  'DUPLICATE_SKU',
  'COLUMN_COUNT',
  'INVALID_VALUE',
] as const;
export const importRowErrorCodeSchema = z.enum(IMPORT_ROW_ERROR_CODES);
export type ImportRowErrorCode = z.infer<typeof importRowErrorCodeSchema>;

export const importRowErrorSchema = z.object({
  /** Line of the row in the file, 1-based, the header being line 1. */
  row: z.number().int(),
  /** Header of the column, null when the problem is not in one mapped column. */
  column: z.string().nullable(),
  field: importFieldSchema.nullable(),
  code: importRowErrorCodeSchema,
  /** English message; the web app shows the translation of `code`. */
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** `details` of the 422 IMPORT_ROWS_INVALID answer. */
export const importRowErrorDetailsSchema = z.object({ errorCount: z.number().int(), rows: z.array(importRowErrorSchema) });
export type ImportRowErrorDetails = z.infer<typeof importRowErrorDetailsSchema>;
