/**
 * Data mapping of the shop/ERP connection (issue 15 items 5, 6; spec §3 'Data mapping', §5):
 * custom value definitions, the input data mapping (ERP/CSV source fields → product fields and
 * custom values) and the output data mapping (per sales channel: which ERP sales price receives
 * the regular and which the strike price). Read through projection-service
 * (GET /api/company/{companyId}/data-mapping), written through pricing-service (PUT …, admins).
 * The rules beyond the schemas (spec §5 "required", "an output channel maps to only one input
 * channel") are checked by the deciders in the domain core and answered as DATA_MAPPING_INVALID
 * with `details.issues: { path, code, params }[]`, translated in the web.
 */
import { z } from 'zod';
import { countrySchema } from '../enums.ts';
import { quantityUnitSchema } from './products.ts';
import { expectedRevisionSchema } from './pricingSettings.ts';
import { customValueDefinitionsSchema, customValueKeySchema, customValueSchema, customValueTypeSchema, type CustomValueType } from './customValues.ts';

// ── input data mapping ───────────────────────────────────────────────────────────────────────────

/**
 * A field of the connected system's variation: `sku`, `name`, `barcode` (the first GTIN),
 * `purchasePrice`, `stock`, `salesPrice:<sales price id>`, `property:<property name>`.
 */
export const sourceFieldSchema = z
  .string()
  .max(200)
  .regex(/^(?:sku|name|barcode|purchasePrice|stock|salesPrice:[^\s].{0,63}|property:[^\s].{0,119})$/, 'Not a field of the connected system');
export type SourceField = z.infer<typeof sourceFieldSchema>;

/** Product fields a mapping may fill (the SKU is the identity, always read from the system's SKU). */
export const MAPPABLE_PRODUCT_FIELDS = {
  name: 'TEXT',
  brand: 'TEXT',
  gtin: 'TEXT',
  mpn: 'TEXT',
  externalId: 'TEXT',
  variant: 'TEXT',
  purchasePrice: 'NUMBER',
  stockQuantity: 'NUMBER',
  weight: 'NUMBER',
  quantityPerPackage: 'NUMBER',
  totalQuantity: 'NUMBER',
  quantityUnit: 'TEXT',
  targetMargin: 'PERCENTAGE',
  minPrice: 'NUMBER',
  maxPrice: 'NUMBER',
  tradeGood: 'BOOLEAN',
  dangerousGood: 'BOOLEAN',
} as const satisfies Record<string, CustomValueType>;
export type MappableProductField = keyof typeof MAPPABLE_PRODUCT_FIELDS;
export const mappableProductFieldSchema = z.enum(Object.keys(MAPPABLE_PRODUCT_FIELDS) as [MappableProductField, ...MappableProductField[]]);
/** A country's prices a mapping may fill (from a sales price of the system). */
export const MAPPABLE_COUNTRY_PRICE_FIELDS = ['salesPrice', 'strikePrice', 'msrp'] as const;

export const mappingTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('product'), field: mappableProductFieldSchema }),
  z.strictObject({ kind: z.literal('countryPrice'), country: countrySchema, field: z.enum(MAPPABLE_COUNTRY_PRICE_FIELDS) }),
  z.strictObject({ kind: z.literal('customValue'), key: customValueKeySchema }),
]);
export type MappingTarget = z.infer<typeof mappingTargetSchema>;

/** How numbers are written in the source: decimal dot (12.99) or decimal comma (12,99). */
export const NUMBER_FORMATS = ['DOT', 'COMMA'] as const;
export const numberFormatSchema = z.enum(NUMBER_FORMATS);
export type NumberFormat = z.infer<typeof numberFormatSchema>;

export const inputMappingRowSchema = z.strictObject({
  source: sourceFieldSchema,
  target: mappingTargetSchema,
  dataType: customValueTypeSchema,
  numberFormat: numberFormatSchema,
});
export type InputMappingRow = z.infer<typeof inputMappingRowSchema>;

export const inputMappingSchema = z.strictObject({
  rows: z.array(inputMappingRowSchema).max(100),
  /** Splits LIST values (spec §5: required). */
  listSeparator: z.string().max(3),
  /** The source's texts for yes and no (spec §5: both required), compared case-insensitively. */
  trueValue: z.string().trim().max(40),
  falseValue: z.string().trim().max(40),
  /** Spec §5 "quantity unit mapping (required)": the unit of products whose source says none… */
  quantityUnit: quantityUnitSchema.nullable(),
  /** …and the source's unit texts (e.g. "Stk", "kg") and the units they mean. */
  unitValues: z.array(z.strictObject({ source: z.string().trim().min(1).max(40), unit: quantityUnitSchema })).max(50),
});
export type InputMapping = z.infer<typeof inputMappingSchema>;

/**
 * What a company that never saved the mapping starts from (the screen's first values; the refresh
 * reads with it until an admin saves one): name, first barcode as GTIN, purchase price and stock.
 */
export const DEFAULT_INPUT_MAPPING: InputMapping = {
  rows: [
    { source: 'name', target: { kind: 'product', field: 'name' }, dataType: 'TEXT', numberFormat: 'DOT' },
    { source: 'barcode', target: { kind: 'product', field: 'gtin' }, dataType: 'TEXT', numberFormat: 'DOT' },
    { source: 'purchasePrice', target: { kind: 'product', field: 'purchasePrice' }, dataType: 'NUMBER', numberFormat: 'DOT' },
    { source: 'stock', target: { kind: 'product', field: 'stockQuantity' }, dataType: 'NUMBER', numberFormat: 'DOT' },
  ],
  listSeparator: ',',
  trueValue: 'ja',
  falseValue: 'nein',
  quantityUnit: 'PIECES',
  unitValues: [],
};

// ── output data mapping ──────────────────────────────────────────────────────────────────────────

export const outputChannelMappingSchema = z.strictObject({
  /** A sales channel of the company (Settings › Price engine › Sales channels). */
  channelId: z.string().min(1).max(64),
  /** The ERP sales price (output channel) receiving the regular price (spec §5: required). */
  regularSalesPriceId: z.string().trim().max(64),
  /** The ERP sales price receiving the strike price (spec §5: required). */
  strikeSalesPriceId: z.string().trim().max(64),
});
export type OutputChannelMapping = z.infer<typeof outputChannelMappingSchema>;
export const outputMappingSchema = z.strictObject({ channels: z.array(outputChannelMappingSchema).max(100) });
export type OutputMapping = z.infer<typeof outputMappingSchema>;

// ── issues, bodies, answers ──────────────────────────────────────────────────────────────────────

/** Why a mapping was refused (details.issues of DATA_MAPPING_INVALID), translated in the web. */
export const DATA_MAPPING_ISSUE_CODES = [
  'LIST_SEPARATOR_REQUIRED',
  'TRUE_FALSE_VALUES_REQUIRED',
  'TRUE_FALSE_VALUES_SAME',
  'QUANTITY_UNIT_REQUIRED',
  'TARGET_MAPPED_TWICE',
  'CUSTOM_VALUE_UNKNOWN',
  'DATA_TYPE_MISMATCH',
  'CUSTOM_VALUE_KEY_TWICE',
  'CUSTOM_VALUE_IN_USE',
  'SALES_CHANNEL_UNKNOWN',
  'SALES_CHANNEL_MAPPED_TWICE',
  'REGULAR_PRICE_REQUIRED',
  'STRIKE_PRICE_REQUIRED',
  'OUTPUT_CHANNEL_MAPPED_TWICE',
] as const;
export type DataMappingIssueCode = (typeof DATA_MAPPING_ISSUE_CODES)[number];
export interface DataMappingIssue {
  path: string;
  code: DataMappingIssueCode;
  params: Record<string, string | number>;
}

/** Why a value of a source row could not be read (per-row errors of the preview and the refresh). */
export const VALUE_ERROR_CODES = ['NOT_A_NUMBER', 'NOT_A_BOOLEAN', 'OUT_OF_RANGE', 'UNKNOWN_UNIT', 'INVALID_GTIN', 'INVALID_JSON', 'TOO_LONG', 'NO_SUCH_CUSTOM_VALUE'] as const;
export type ValueErrorCode = (typeof VALUE_ERROR_CODES)[number];
export const valueErrorSchema = z.object({
  /** The target, e.g. `purchasePrice`, `pricing.de.salesPrice`, `customValues.season`. */
  field: z.string(),
  code: z.enum(VALUE_ERROR_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ValueError = z.infer<typeof valueErrorSchema>;

export const customValueDefinitionsBodySchema = z.strictObject({ definitions: customValueDefinitionsSchema, expectedRevision: expectedRevisionSchema.optional() });
export const inputMappingBodySchema = z.strictObject({ mapping: inputMappingSchema, expectedRevision: expectedRevisionSchema.optional() });
export const outputMappingBodySchema = z.strictObject({ mapping: outputMappingSchema, expectedRevision: expectedRevisionSchema.optional() });

/** GET …/data-mapping: the company's definitions and both mappings (null: never saved). */
export const dataMappingAnswerSchema = z.object({
  customValues: customValueDefinitionsSchema,
  input: inputMappingSchema.nullable(),
  output: outputMappingSchema.nullable(),
  /** The stream revision, for `expectedRevision` of the next change. */
  revision: z.string(),
});
export type DataMappingAnswer = z.infer<typeof dataMappingAnswerSchema>;

/** One row of the preview as the mapping reads it. */
export const previewRowSchema = z.object({
  /** 1-based among the rows read. */
  row: z.number().int(),
  sku: z.string().nullable(),
  fields: z.record(z.string(), z.unknown()),
  customValues: z.record(z.string(), customValueSchema),
  errors: z.array(valueErrorSchema),
});
export const PREVIEW_ROWS = 20;
export const previewAnswerSchema = z.object({
  /** false: no connection is set up (nothing was read). */
  connected: z.boolean(),
  rows: z.array(previewRowSchema),
  /** Rows the system itself reported as unusable (no SKU, duplicate SKU). */
  issues: z.array(z.object({ row: z.number().int().nullable(), reason: z.string(), sku: z.string().nullable(), field: z.string().nullable() })),
  /** The source fields seen in the rows read (for the mapping's pick lists). */
  sourceFields: z.array(z.string()),
});
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;
/** POST …/data-mapping/preview: the mapping as edited (not yet saved), or the saved one. */
export const previewBodySchema = z.strictObject({ mapping: inputMappingSchema.optional() });
