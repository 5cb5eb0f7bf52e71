import { addDays, COUNTRY_CURRENCY, STRIKE_PRICE_REFERENCE_DAYS, type Country, type SalesChannelFields, type StrikePricesExportQuery } from '@pm/contracts';
import { appError, type Doc, type StoredFields } from '@pm/platform';
import type { PriceAnalysisState } from '../analysis/priceAnalysisState.ts';
import { OWN_PRICE_HISTORY, type OwnPriceHistoryDoc, type OwnPricePoint } from '../projectors/ownPriceHistoryProjector.ts';
import { PRICE_ANALYSIS_PRODUCTS } from '../projectors/priceAnalysisProjector.ts';
import { PRICING_SETTINGS } from '../projectors/pricingSettingsProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import type { CellFormatters } from './csvCells.ts';
import type { CsvBatches } from './csvResponse.ts';
import { EXPORT_BATCH_SIZE } from './exportSources.ts';
import { lowestPriceIn, mergedPoints, priceAt } from './referencePrice.ts';

/** A market of the export: a sales channel, or a country the products have prices in that no channel sells in. */
export interface StrikeMarket {
  channelId: string | null;
  name: string | null;
  country: Country;
  currency: string;
}

type SettingsDoc = Doc & { channels?: Record<string, SalesChannelFields> };

/**
 * The company's sales channels (one of them when asked for: an unknown id is SALES_CHANNEL_NOT_FOUND);
 * without a channel filter also the countries of its prices that no channel covers, so a company
 * that has not set up channels yet (the demo) still gets its reference prices per country.
 */
export async function strikeMarkets(readModels: ReadModels, companyId: string, channelId: string | undefined): Promise<StrikeMarket[]> {
  const settings = await readModels.findOne<SettingsDoc>(PRICING_SETTINGS, { _id: companyId });
  const channels = Object.entries(settings?.channels ?? {}).map(([id, fields]): StrikeMarket => ({ channelId: id, name: fields.name, country: fields.country, currency: fields.currency }));
  if (channelId !== undefined) {
    const channel = channels.find((c) => c.channelId === channelId);
    if (!channel) throw appError('SALES_CHANNEL_NOT_FOUND', 'The sales channel was not found.');
    return [channel];
  }
  const covered = new Set(channels.map((c) => c.country));
  const countries = (await readModels.aggregate<{ _id: Country }>(OWN_PRICE_HISTORY, [{ $match: { companyId, channelId: null } }, { $group: { _id: '$country' } }]))
    .map((g) => g._id)
    .filter((country) => !covered.has(country))
    .sort();
  return [...channels.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '')), ...countries.map((country) => ({ channelId: null, name: null, country, currency: COUNTRY_CURRENCY[country] }))];
}

/** What the export reads of a product and of its own price histories (as stored, not copied). */
type Product = StoredFields<PriceAnalysisState, 'sku' | 'name' | 'gtin'>;
type History = StoredFields<OwnPriceHistoryDoc, 'productId' | 'country' | 'channelId' | 'points'>;

/**
 * The points that set a market's own price: a channel's confirmed prices, and the product's sales
 * price of the channel's country when it is in the channel's currency.
 */
function marketPoints(market: StrikeMarket, histories: readonly History[]): OwnPricePoint[] {
  const series: (readonly OwnPricePoint[])[] = [];
  for (const history of histories) {
    if (market.channelId !== null && history.channelId === market.channelId) series.push(history.points);
    if (history.channelId === null && history.country === market.country && COUNTRY_CURRENCY[market.country] === market.currency) series.push(history.points);
  }
  return mergedPoints(...series);
}

/**
 * The strike-price export (spec §9): per product and market, the reference price = the lowest own
 * price of the 30 days before the start (UTC days), for the period start … end. Columns:
 * STRIKE_PRICES_EXPORT_COLUMNS; a product without any own price in a market has no row there.
 */
export async function* strikePriceRows(readModels: ReadModels, companyId: string, query: StrikePricesExportQuery, markets: readonly StrikeMarket[], now: Date, cell: CellFormatters): CsvBatches {
  const referenceFrom = addDays(query.start, -STRIKE_PRICE_REFERENCE_DAYS);
  const from = `${referenceFrom}T00:00:00.000Z`;
  const to = `${query.start}T00:00:00.000Z`;
  // Products and their histories are read as the store holds them (mapBatches): the analysis
  // state of a product carries all its URLs, of which the export needs three fields.
  const identity = <T>(doc: T) => doc;
  const products = readModels.mapBatches<PriceAnalysisState, 'sku' | 'name' | 'gtin', Product>(PRICE_ANALYSIS_PRODUCTS, { companyId, status: 'active' }, { fields: ['sku', 'name', 'gtin'], sort: { sku: 1, _id: 1 }, batchSize: EXPORT_BATCH_SIZE }, identity);
  for await (const batch of products) {
    const byProduct = new Map<string, History[]>();
    const histories = readModels.mapBatches<OwnPriceHistoryDoc, 'productId' | 'country' | 'channelId' | 'points', History>(OWN_PRICE_HISTORY, { companyId, productId: { $in: batch.map((p) => p._id) } }, { fields: ['productId', 'country', 'channelId', 'points'], batchSize: EXPORT_BATCH_SIZE }, identity);
    for await (const page of histories) {
      for (const history of page) {
        const known = byProduct.get(history.productId);
        if (known) known.push(history);
        else byProduct.set(history.productId, [history]);
      }
    }
    const rows: string[][] = [];
    for (const product of batch) {
      for (const market of markets) {
        const points = marketPoints(market, byProduct.get(product._id) ?? []);
        if (points.length === 0) continue;
        rows.push([
          cell.text(product.sku),
          cell.text(product.name),
          cell.text(product.gtin),
          cell.text(market.name),
          cell.code(market.country),
          cell.code(market.currency),
          cell.money(priceAt(points, now.toISOString())),
          cell.money(lowestPriceIn(points, from, to)),
          cell.code(referenceFrom),
          cell.code(addDays(query.start, -1)),
          cell.code(query.start),
          cell.code(query.end),
        ]);
      }
    }
    yield rows;
  }
}
