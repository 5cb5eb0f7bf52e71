import { createProductBodySchema, isValidGtin } from '@pm/contracts';
import type { Country, CountryPricing, CreateProductBody, Currency, UpdateProductBody } from '@pm/contracts';
import { decimalFieldText, moneyFieldText } from './numberFieldText.ts';

/** Why a product field is not acceptable (spec §5); productFormMessages.ts translates them. */
export type ProductFieldError = 'required' | 'tooLong' | 'invalidGtin' | 'invalidNumber' | 'negative' | 'outOfRange';

/** The main fields of a product as typed into the add/edit dialog. */
export interface ProductFormValues {
  name: string;
  sku: string;
  brand: string;
  gtin: string;
  mpn: string;
  categoryId: string;
  purchasePrice: string;
  /** Empty: the company's currency of purchase prices (Settings › Price engine › Exchange rates). */
  purchasePriceCurrency: Currency | '';
  salesPrice: string;
  vatRate: string;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, ProductFieldError>>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  sku: '',
  brand: '',
  gtin: '',
  mpn: '',
  categoryId: '',
  purchasePrice: '',
  purchasePriceCurrency: '',
  salesPrice: '',
  vatRate: '',
};

const shape = createProductBodySchema.shape;
export const PRODUCT_NAME_MAX_LENGTH = shape.name.maxLength ?? 300;
export const SKU_MAX_LENGTH = shape.sku.maxLength ?? 120;
const BRAND_MAX_LENGTH = 120;

/** A decimal typed with a dot or a comma ("12,99"); null when empty, NaN when not a number. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

function checkRequiredText(value: string, max: number): ProductFieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > max ? 'tooLong' : undefined;
}

/** Prices: valid numbers ≥ 0 (spec §5); empty means none. */
export function checkMoney(value: string): ProductFieldError | undefined {
  const number = parseDecimal(value);
  if (number === null) return undefined;
  if (Number.isNaN(number)) return 'invalidNumber';
  return number < 0 ? 'negative' : undefined;
}

/** VAT: between 0 and 100 (spec §5); empty means none. */
export function checkVatRate(value: string): ProductFieldError | undefined {
  const number = parseDecimal(value);
  if (number === null) return undefined;
  if (Number.isNaN(number)) return 'invalidNumber';
  return number < 0 || number > 100 ? 'outOfRange' : undefined;
}

/** GTIN/EAN: empty, or 8, 12, 13 or 14 digits with a correct check digit. */
export function checkGtin(value: string): ProductFieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return isValidGtin(trimmed) ? undefined : 'invalidGtin';
}

export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  return {
    name: checkRequiredText(values.name, PRODUCT_NAME_MAX_LENGTH),
    sku: checkRequiredText(values.sku, SKU_MAX_LENGTH),
    brand: values.brand.trim().length > BRAND_MAX_LENGTH ? 'tooLong' : undefined,
    gtin: checkGtin(values.gtin),
    purchasePrice: checkMoney(values.purchasePrice),
    salesPrice: checkMoney(values.salesPrice),
    vatRate: checkVatRate(values.vatRate),
  };
}

const optionalText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The lead country's prices of the form, merged into the product's other pricing. */
function leadPricing(values: ProductFormValues, before: CountryPricing | undefined): CountryPricing {
  return { ...before, salesPrice: parseDecimal(values.salesPrice), vatRate: parseDecimal(values.vatRate) };
}

/** The POST body for valid values (call validateProductForm first). */
export function toCreateProductBody(values: ProductFormValues, leadCountry: Country): CreateProductBody {
  const body: CreateProductBody = { name: values.name.trim(), sku: values.sku.trim() };
  const brand = optionalText(values.brand);
  if (brand) body.brand = brand;
  const gtin = optionalText(values.gtin);
  if (gtin) body.gtin = gtin;
  const mpn = optionalText(values.mpn);
  if (mpn) body.mpn = mpn;
  if (values.categoryId) body.categoryId = values.categoryId;
  const purchasePrice = parseDecimal(values.purchasePrice);
  if (purchasePrice !== null) body.purchasePrice = purchasePrice;
  if (values.purchasePriceCurrency) body.purchasePriceCurrency = values.purchasePriceCurrency;
  const pricing = leadPricing(values, undefined);
  if (pricing.salesPrice !== null || pricing.vatRate !== null) body.pricing = { [leadCountry]: pricing };
  return body;
}

/** What the product holds for the dialog's fields. */
export interface ProductFormSource {
  name: string;
  sku: string;
  brand: string | null;
  gtin: string | null;
  categoryId: string | null;
  fields: { mpn?: string | null | undefined; purchasePrice?: number | null | undefined; purchasePriceCurrency?: Currency | null | undefined; pricing?: Partial<Record<Country, CountryPricing>> | undefined };
}

/**
 * The dialog's values for an existing product. With the user's `locale`, every money field shows
 * its value in that language with two decimals and the VAT rate with the locale's decimal
 * separator; without one, the plain numbers (kept for callers that only compare values).
 */
export function productFormValues(product: ProductFormSource, leadCountry: Country, locale?: string): ProductFormValues {
  const pricing = product.fields.pricing?.[leadCountry];
  return {
    name: product.name,
    sku: product.sku,
    brand: product.brand ?? '',
    gtin: product.gtin ?? '',
    mpn: product.fields.mpn ?? '',
    categoryId: product.categoryId ?? '',
    purchasePrice: moneyFieldText(product.fields.purchasePrice, locale),
    purchasePriceCurrency: product.fields.purchasePriceCurrency ?? '',
    salesPrice: moneyFieldText(pricing?.salesPrice, locale),
    vatRate: decimalFieldText(pricing?.vatRate, locale),
  };
}

/** The PUT body: only what changed (empty when nothing did). */
export function toUpdateProductBody(values: ProductFormValues, product: ProductFormSource, leadCountry: Country): UpdateProductBody {
  const before = productFormValues(product, leadCountry);
  const body: UpdateProductBody = {};
  if (values.name.trim() !== before.name) body.name = values.name.trim();
  if (values.sku.trim() !== before.sku) body.sku = values.sku.trim();
  if (values.brand.trim() !== before.brand) body.brand = optionalText(values.brand);
  if (values.gtin.trim() !== before.gtin) body.gtin = optionalText(values.gtin);
  if (values.mpn.trim() !== before.mpn) body.mpn = optionalText(values.mpn);
  if (values.categoryId !== before.categoryId) body.categoryId = values.categoryId || null;
  if (parseDecimal(values.purchasePrice) !== parseDecimal(before.purchasePrice)) body.purchasePrice = parseDecimal(values.purchasePrice);
  if (values.purchasePriceCurrency !== before.purchasePriceCurrency) body.purchasePriceCurrency = values.purchasePriceCurrency || null;
  if (parseDecimal(values.salesPrice) !== parseDecimal(before.salesPrice) || parseDecimal(values.vatRate) !== parseDecimal(before.vatRate)) {
    body.pricing = { ...product.fields.pricing, [leadCountry]: leadPricing(values, product.fields.pricing?.[leadCountry]) };
  }
  return body;
}
