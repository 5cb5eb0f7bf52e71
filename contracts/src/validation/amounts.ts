/**
 * Bounds of the money and quantity fields the API takes (issue 11 defect 8; docs/security.md).
 * Every currency of the product (EUR, GBP, PLN, USD, CHF) has cents, so:
 *
 * | kind | schema | range | precision |
 * |---|---|---|---|
 * | price (sales, strike, MSRP, shipping price, min/max price) | `priceAmount` | 0 – 10,000,000 | cents (2 decimals) |
 * | cost (purchase price, shipping costs, carrier tariffs) | `costAmount` | 0 – 10,000,000 | 4 decimals (a cost per piece may be a fraction of a cent) |
 * | percent of a price (VAT, commission, margin) | `percentAmount` | 0 – 100 | any |
 * | markup (percent of cost) | `markupPercent` | 0 – 10,000 | any |
 * | quantity, weight (in the product's unit) | `quantityAmount` | 0 – 1,000,000,000 | any |
 * | count (bundle size, packages) | `countAmount` | whole 0 – 1,000,000 | whole |
 * | weight limit of a shipping rate (kg) | `weightLimitKg` | above 0 – 100,000 | any |
 * | number in a filter condition | `filterNumber` | ±9,007,199,254,740,991 (exact integers: a GTIN fits) | any |
 *
 * These bound what a caller may send; what the event log already holds is read with the wider
 * schemas it was written with (finite, ≥ 0), so no stored event becomes unreadable.
 */
import { z } from 'zod';

/** The largest price or cost the API takes, in the currency's unit (10 million). */
export const MONEY_MAX = 10_000_000;
/** The largest markup in percent of the cost. */
export const MARKUP_MAX = 10_000;
/** The largest quantity or weight of a product, in its unit. */
export const QUANTITY_MAX = 1_000_000_000;
/** The largest count (bundle size, number of packages). */
export const COUNT_MAX = 1_000_000;
/** The heaviest package a shipping rate can be for, in kg. */
export const WEIGHT_LIMIT_MAX_KG = 100_000;
/** The largest magnitude of a number in a price-rule filter: integers up to it are exact (a 14-digit GTIN fits). */
export const FILTER_NUMBER_MAX = Number.MAX_SAFE_INTEGER;

/** At most two decimals, decimal-safe (zod's `multipleOf`: 1.15 passes, though 1.15 × 100 is 114.99999999999999 in binary). */
const cents = z.number().multipleOf(0.01);
/** Whether a number has at most two decimals — the check of `priceAmount`, for forms and other schemas. */
export const hasAtMostTwoDecimals = (value: number): boolean => cents.safeParse(value).success;

/** A price: 0 to 10 million, in cents. */
export const priceAmount = z.number().finite().min(0).max(MONEY_MAX).multipleOf(0.01).describe('A price: 0 to 10,000,000, in cents (at most 2 decimals).');
/** A cost: 0 to 10 million, in hundredths of a cent. */
export const costAmount = z.number().finite().min(0).max(MONEY_MAX).multipleOf(0.0001).describe('A cost: 0 to 10,000,000, at most 4 decimals.');
/** A percentage of a price: 0 to 100. */
export const percentAmount = z.number().finite().min(0).max(100).describe('Percent: 0 to 100.');
/** A markup in percent of the cost: 0 to 10,000. */
export const markupPercent = z.number().finite().min(0).max(MARKUP_MAX).describe('Markup in percent of the cost: 0 to 10,000.');
/** A quantity or weight: 0 to a billion. */
export const quantityAmount = z.number().finite().min(0).max(QUANTITY_MAX).describe('A quantity or weight in its unit: 0 to 1,000,000,000.');
/** A count: a whole number from 0 to a million. */
export const countAmount = z.number().int().min(0).max(COUNT_MAX).describe('A whole number from 0 to 1,000,000.');
/** The weight limit of a shipping rate in kg: above 0, at most 100 t. */
export const weightLimitKg = z.number().finite().positive().max(WEIGHT_LIMIT_MAX_KG).describe('Weight limit in kg: above 0, at most 100,000.');
/** A number a filter condition compares with. */
export const filterNumber = z.number().finite().min(-FILTER_NUMBER_MAX).max(FILTER_NUMBER_MAX).describe('A number within ±9,007,199,254,740,991.');
