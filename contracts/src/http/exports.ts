/**
 * CSV exports (spec §9, issue 14 item 5): the last 7 days of scrape records, the 3 cheapest
 * competitor prices, the strike-price export and the price analysis as shown. Each answers a
 * streamed `text/csv` download; the query parameters below, the columns in the order listed.
 * How the files are written (separator, decimals, BOM, formula neutralisation): docs/exports.md.
 */
import { z } from 'zod';
import { countrySchema, DEFAULT_COUNTRY } from '../enums.ts';
import { priceAnalysisQuerySchema } from './priceAnalysis.ts';

/**
 * `de`: `;` between cells and a decimal comma (German Excel opens it as it is); `en`: `,` and a
 * decimal point. Both UTF-8 with a byte order mark and CRLF line ends.
 */
export const EXPORT_FORMATS = ['de', 'en'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const EXPORT_KINDS = ['scrape-records', 'cheapest-offers', 'strike-prices', 'price-analysis'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Spec §9: the scrape records export holds the last 7 days. */
export const SCRAPE_RECORDS_EXPORT_DAYS = 7;
/** Spec §9: the strike price period ends 30 days after its start unless given. */
export const STRIKE_PRICE_DEFAULT_DAYS = 30;
/** The reference price is the lowest own price of the 30 days before the start (German price law, PAngV §11). */
export const STRIKE_PRICE_REFERENCE_DAYS = 30;
/** The longest strike price period one export covers. */
export const STRIKE_PRICE_MAX_DAYS = 366;
/** Spec §9 / issue 14: the 3 cheapest competitor prices. */
export const CHEAPEST_OFFERS_COUNT = 3;

/** The number of data rows is sent ahead when the server knows it cheaply (progress of a download). */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

/** Every export takes the format, and `minPosition` (read your writes) like the screens' queries. */
const format = { format: exportFormatSchema.default('en'), minPosition: z.string().optional() };
const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The first day the product has prices for: no observation or own price is older (it began in
 * 2026). Periods before it are refused rather than computed over nothing — a start in year 1 once
 * meant a reference period from "0000-12-02".
 */
export const EARLIEST_DAY = '2000-01-01';

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30), not before `EARLIEST_DAY`. */
export const calendarDaySchema = z.iso.date().refine((day) => day >= EARLIEST_DAY, { message: `Not before ${EARLIEST_DAY}` });

export const scrapeRecordsExportQuerySchema = z.strictObject(format);
export type ScrapeRecordsExportQuery = z.infer<typeof scrapeRecordsExportQuerySchema>;

export const cheapestOffersExportQuerySchema = z.strictObject({
  ...format,
  country: countrySchema.default(DEFAULT_COUNTRY),
  withShipping: booleanParam.default(true),
});
export type CheapestOffersExportQuery = z.infer<typeof cheapestOffersExportQuerySchema>;

const DAY_MS = 86_400_000;
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The strike price period: `start` (required), `end` (default start + 30 days, not before
 * start, at most 366 days later), optionally one sales channel. A start in the future is
 * refused: its reference price depends on prices that are not known yet.
 */
export const strikePricesExportQuerySchema = z
  .strictObject({
    ...format,
    start: calendarDaySchema,
    end: calendarDaySchema.optional(),
    channelId: z.uuid().optional(),
  })
  .superRefine((query, ctx) => {
    const today = new Date().toISOString().slice(0, 10);
    if (query.start > today) ctx.addIssue({ code: 'custom', path: ['start'], message: 'The start must not be in the future' });
    if (query.end !== undefined && query.end < query.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must not be before the start' });
    if (query.end !== undefined && daysBetween(query.start, query.end) > STRIKE_PRICE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['end'], message: `At most ${STRIKE_PRICE_MAX_DAYS} days` });
  })
  .transform((query) => ({ ...query, end: query.end ?? addDays(query.start, STRIKE_PRICE_DEFAULT_DAYS) }));
export type StrikePricesExportQuery = z.infer<typeof strikePricesExportQuerySchema>;

/** The price analysis list's parameters (filters and sort as shown); `page`/`pageSize` are ignored: every row. */
export const priceAnalysisExportQuerySchema = priceAnalysisQuerySchema.extend(format);
export type PriceAnalysisExportQuery = z.infer<typeof priceAnalysisExportQuerySchema>;

export const SCRAPE_RECORDS_EXPORT_COLUMNS = [
  'created_at', 'job_type', 'trigger', 'sku', 'product', 'source', 'url', 'status', 'result', 'page_status',
  'price', 'currency', 'price_method', 'price_confidence', 'offers', 'trials', 'duration_ms', 'http_status', 'error',
] as const;

const cheapestColumns = Array.from({ length: CHEAPEST_OFFERS_COUNT }, (_, i) => [`shop_${i + 1}`, `price_${i + 1}`, `url_${i + 1}`, `observed_at_${i + 1}`] as const).flat();
export const CHEAPEST_OFFERS_EXPORT_COLUMNS = ['sku', 'product', 'gtin', 'brand', 'country', 'currency', 'with_shipping', 'own_price', ...cheapestColumns] as const;

export const STRIKE_PRICES_EXPORT_COLUMNS = [
  'sku', 'product', 'gtin', 'channel', 'country', 'currency', 'current_price', 'reference_price', 'reference_from', 'reference_to', 'strike_from', 'strike_until',
] as const;

export const PRICE_ANALYSIS_EXPORT_COLUMNS = [
  'sku', 'product', 'brand', 'gtin', 'country', 'currency', 'own_price', 'own_shipping', 'cheapest_shop', 'cheapest_price', 'cheapest_shipping',
  'deviation', 'deviation_percent', 'position', 'rank', 'offers', 'out_of_stock', 'flagged', 'errors', 'urls', 'last_observed_at',
] as const;
