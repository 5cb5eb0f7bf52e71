/**
 * The output feed (issue 5 item 8): per company and sales channel the confirmed prices the ERP
 * pulls from `/api/feed/{feedId}/{channelId}.csv|.json` (no bearer token: the feed id in the
 * URL is the secret), and the signed-in views of it (web query key ['feed']).
 */
import { z } from 'zod';
import { csvFile, spreadsheetCsv } from '../csv.ts';
import { centsText } from '../domain/money/exactAmount.ts';
import { currencySchema } from '../enums.ts';

/** One SKU's current confirmed price in a channel's feed, as the ERP receives it. */
export const feedRowSchema = z.object({
  sku: z.string(),
  price: z.number(),
  /** Only inside the strike price's export window, else null. */
  strikePrice: z.number().nullable(),
  strikePriceUntil: z.string().nullable(),
  currency: currencySchema,
  adjustmentId: z.string(),
  confirmedAt: z.string(),
});
export type FeedRow = z.infer<typeof feedRowSchema>;

/** GET /api/feed/{feedId}/{channelId}.json */
export const feedDocumentSchema = z.object({
  channelId: z.string(),
  channelName: z.string(),
  generatedAt: z.string(),
  rows: z.array(feedRowSchema),
});
export type FeedDocument = z.infer<typeof feedDocumentSchema>;

/** GET /api/feed/{feedId}: the company's channels with their feed paths. */
export const feedChannelListSchema = z.object({
  channels: z.array(z.object({ channelId: z.string(), name: z.string(), csv: z.string(), json: z.string() })),
});
export type FeedChannelList = z.infer<typeof feedChannelListSchema>;

export const feedChannelStatusSchema = z.object({
  channelId: z.string(),
  name: z.string(),
  currency: currencySchema.nullable(),
  rows: z.number().int(),
  /** Rows whose confirmed price the ERP has not pulled yet. */
  waitingForPickup: z.number().int(),
});
export type FeedChannelStatus = z.infer<typeof feedChannelStatusSchema>;

/** GET /api/company/{companyId}/output-feed: what the feed card shows. */
export const outputFeedStatusSchema = z.object({
  /** Null when the company has no feed yet, or when the caller's role may not see the secret. */
  feedId: z.string().nullable(),
  hasFeed: z.boolean(),
  channels: z.array(feedChannelStatusSchema),
  lastSyncedAt: z.string().nullable(),
  lastPulledAt: z.string().nullable(),
});
export type OutputFeedStatus = z.infer<typeof outputFeedStatusSchema>;

/** GET /api/company/{companyId}/output-feed/{channelId}/rows: preview, records no pickup. */
export const feedPreviewSchema = z.object({ rows: z.array(feedRowSchema.extend({ pickedUp: z.boolean() })) });
export type FeedPreview = z.infer<typeof feedPreviewSchema>;

/** POST /api/company/{companyId}/output-feed/feed-id answers the written command plus the new id. */
export const generateFeedIdResultSchema = z.object({ id: z.string(), revision: z.string(), position: z.string(), feedId: z.string() });
export type GenerateFeedIdResult = z.infer<typeof generateFeedIdResultSchema>;

/** Paths of a channel's feed (relative to the origin). */
export const feedPaths = (feedId: string, channelId: string) => ({
  csv: `/api/feed/${encodeURIComponent(feedId)}/${encodeURIComponent(channelId)}.csv`,
  json: `/api/feed/${encodeURIComponent(feedId)}/${encodeURIComponent(channelId)}.json`,
});

/** The columns of the feed's CSV file. */
export const FEED_CSV_HEADER = ['sku', 'price', 'strike_price', 'strike_price_until', 'currency', 'adjustment_id', 'confirmed_at'] as const;
/** Prices with a dot as decimal separator and two decimals, whatever the locale: written from exact cents (issue 12; toFixed rounds the binary number, 1.005 → "1.00"). */
const feedMoney = (value: number | null): string => (value === null ? '' : centsText(value));
const feedCells = (row: FeedRow): string[] => [row.sku, feedMoney(row.price), feedMoney(row.strikePrice), row.strikePriceUntil ?? '', row.currency, row.adjustmentId, row.confirmedAt];

/**
 * The ERP's CSV file (`/api/feed/{feedId}/{channelId}.csv`), raw: RFC 4180 quoting and nothing
 * else, so every SKU arrives exactly as the shop has it — also one starting with `=`, `+`, `-` or
 * `@`. It is for machines; a person opening it in a spreadsheet uses `feedPreviewSpreadsheet`.
 */
export function feedCsv(rows: readonly FeedRow[]): string {
  return csvFile(FEED_CSV_HEADER, rows.map(feedCells));
}

/**
 * The preview a person downloads to open in a spreadsheet: the feed's columns and whether each
 * row was picked up, formula cells neutralised (`spreadsheetCsv`).
 */
export function feedPreviewSpreadsheet(rows: FeedPreview['rows']): string {
  return spreadsheetCsv([...FEED_CSV_HEADER, 'picked_up'], rows.map((row) => [...feedCells(row), row.pickedUp]));
}
