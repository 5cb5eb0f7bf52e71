import { COUNTRIES, MAPPABLE_COUNTRY_PRICE_FIELDS, MAPPABLE_PRODUCT_FIELDS, mappableProductFieldSchema } from '@pm/contracts';
import type { Country, CustomValueDefinition, CustomValueType, InputMapping, MappingTarget, NumberFormat, QUANTITY_UNITS } from '@pm/contracts';

type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** One mapped field as edited: target '' until one is chosen (spec §5: a target is a required selection). */
export interface MappingRowValues {
  /** Stable React key of the row while editing. */
  key: number;
  source: string;
  target: string;
  dataType: CustomValueType;
  numberFormat: NumberFormat;
}

export interface UnitValueRow {
  key: number;
  source: string;
  unit: QuantityUnit | '';
}

export interface InputMappingFormValues {
  rows: MappingRowValues[];
  listSeparator: string;
  trueValue: string;
  falseValue: string;
  quantityUnit: QuantityUnit | '';
  unitValues: UnitValueRow[];
}

let nextKey = 1;
export const newRowKey = (): number => nextKey++;

/** A target as the value of a select: `product:name`, `countryPrice:de:salesPrice`, `customValue:season`. */
export function encodeTarget(target: MappingTarget): string {
  if (target.kind === 'product') return `product:${target.field}`;
  if (target.kind === 'countryPrice') return `countryPrice:${target.country}:${target.field}`;
  return `customValue:${target.key}`;
}

export function decodeTarget(value: string): MappingTarget | null {
  const [kind, first, second] = value.split(':');
  if (kind === 'product' && first !== undefined && second === undefined) {
    const field = mappableProductFieldSchema.safeParse(first);
    return field.success ? { kind: 'product', field: field.data } : null;
  }
  if (kind === 'countryPrice' && first !== undefined && second !== undefined) {
    const country = COUNTRIES.find((c) => c === first);
    const field = MAPPABLE_COUNTRY_PRICE_FIELDS.find((f) => f === second);
    return country && field ? { kind: 'countryPrice', country, field } : null;
  }
  if (kind === 'customValue' && first && second === undefined) return { kind: 'customValue', key: first };
  return null;
}

/** The data type a target is read as (a custom value's own type; country prices are numbers). */
export function dataTypeOfTarget(target: MappingTarget, definitions: readonly CustomValueDefinition[]): CustomValueType {
  if (target.kind === 'product') return MAPPABLE_PRODUCT_FIELDS[target.field];
  if (target.kind === 'countryPrice') return 'NUMBER';
  return definitions.find((d) => d.key === target.key)?.dataType ?? 'TEXT';
}

export const isNumberType = (type: CustomValueType): boolean => type === 'NUMBER' || type === 'PERCENTAGE';

export function toFormValues(mapping: InputMapping): InputMappingFormValues {
  return {
    rows: mapping.rows.map((row) => ({ key: newRowKey(), source: row.source, target: encodeTarget(row.target), dataType: row.dataType, numberFormat: row.numberFormat })),
    listSeparator: mapping.listSeparator,
    trueValue: mapping.trueValue,
    falseValue: mapping.falseValue,
    quantityUnit: mapping.quantityUnit ?? '',
    unitValues: mapping.unitValues.map((u) => ({ key: newRowKey(), source: u.source, unit: u.unit })),
  };
}

/** What the form still lacks before it can be sent (required selections of the screen itself). */
export interface FormGaps {
  /** Row indexes without a target. */
  rowsWithoutTarget: number[];
  /** Unit mapping rows without text or unit. */
  unitValuesIncomplete: number[];
}

export function formGaps(values: InputMappingFormValues): FormGaps {
  return {
    rowsWithoutTarget: values.rows.flatMap((row, i) => (decodeTarget(row.target) === null ? [i] : [])),
    unitValuesIncomplete: values.unitValues.flatMap((u, i) => (u.source.trim() === '' || u.unit === '' ? [i] : [])),
  };
}

export const hasGaps = (gaps: FormGaps): boolean => gaps.rowsWithoutTarget.length > 0 || gaps.unitValuesIncomplete.length > 0;

/**
 * The mapping the form says, rows in the form's order (so the server's `rows.<i>` paths name the
 * form's rows); rows without a target are left out (the form refuses to send them anyway). The
 * rules of spec §5 are the server's: a missing separator or unit goes as it is and comes back as an issue.
 */
export function toInputMapping(values: InputMappingFormValues): InputMapping {
  return {
    rows: values.rows.flatMap((row) => {
      const target = decodeTarget(row.target);
      return target ? [{ source: row.source, target, dataType: row.dataType, numberFormat: row.numberFormat }] : [];
    }),
    listSeparator: values.listSeparator,
    trueValue: values.trueValue.trim(),
    falseValue: values.falseValue.trim(),
    quantityUnit: values.quantityUnit === '' ? null : values.quantityUnit,
    unitValues: values.unitValues.flatMap((u) => (u.source.trim() !== '' && u.unit !== '' ? [{ source: u.source.trim(), unit: u.unit }] : [])),
  };
}

/** The source fields offered: the system's fixed fields, those the preview saw, the ERP's sales prices and those already mapped. */
export function sourceFieldChoices(seen: readonly string[], salesPriceIds: readonly string[], mapped: readonly string[]): string[] {
  const fields = new Set<string>(['sku', 'name', 'barcode', 'purchasePrice', 'stock']);
  for (const id of salesPriceIds) fields.add(`salesPrice:${id}`);
  for (const field of [...seen, ...mapped]) if (field !== '') fields.add(field);
  return [...fields];
}

/** The countries whose prices a mapping may fill: the company's, else all. */
export const priceCountries = (companyCountries: readonly (Country | null)[]): Country[] => {
  const own = companyCountries.filter((c): c is Country => c !== null);
  return own.length > 0 ? [...new Set(own)] : [...COUNTRIES];
};
