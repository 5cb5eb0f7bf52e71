import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CHEAPEST_OFFERS_EXPORT_COLUMNS,
  cheapestOffersExportQuerySchema,
  PRICE_ANALYSIS_EXPORT_COLUMNS,
  priceAnalysisExportQuerySchema,
  SCRAPE_RECORDS_EXPORT_COLUMNS,
  scrapeRecordsExportQuerySchema,
  STRIKE_PRICES_EXPORT_COLUMNS,
  strikePricesExportQuerySchema,
} from '@pm/contracts';
import { actorOf, zodRoutes } from '@pm/platform';
import { OWN_PRICE_HISTORY } from '../projectors/ownPriceHistoryProjector.ts';
import { PRICE_ANALYSIS, PRICE_ANALYSIS_PRODUCTS } from '../projectors/priceAnalysisProjector.ts';
import { PRICING_SETTINGS } from '../projectors/pricingSettingsProjector.ts';
import { SCRAPE_RECORDS } from '../projectors/scrapeRecordsProjector.ts';
import type { ReadModels } from '../runtime/readModels.ts';
import { cellFormatters } from './csvCells.ts';
import { csvResponseSchema, exportFilename, sendCsv } from './csvResponse.ts';
import { cheapestOfferRows } from './cheapestOffersExport.ts';
import { priceAnalysisRows } from './priceAnalysisExport.ts';
import { scrapeRecordRows, scrapeRecordsExportFilter } from './scrapeRecordsExport.ts';
import { strikeMarkets, strikePriceRows } from './strikePricesExport.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const FORMAT_NOTE = '`format=de`: `;` between cells and a decimal comma; `en` (default): `,` and a decimal point. UTF-8 with byte order mark, CRLF, text cells that would start a formula prefixed with `\'` (docs/exports.md).';

/** The four CSV exports (issue 14 item 5), each streamed from the read model a batch at a time, within the caller's company. */
export function registerExportRoutes(app: FastifyInstance, readModels: ReadModels, clock: () => Date = () => new Date()): void {
  const api = zodRoutes(app);

  api.get(
    '/api/company/:companyId/exports/scrape-records.csv',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'CSV: every scrape record of the last 7 days',
        description: `Newest first, the columns of the scrape records screen. ${FORMAT_NOTE}`,
        params: companyParams,
        querystring: scrapeRecordsExportQuerySchema,
        response: { 200: csvResponseSchema(`Header: ${SCRAPE_RECORDS_EXPORT_COLUMNS.join(',')}`) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, SCRAPE_RECORDS);
      const now = clock();
      const rows = await readModels.count(SCRAPE_RECORDS, scrapeRecordsExportFilter(companyId, now));
      const cell = cellFormatters(request.query.format);
      return sendCsv(reply, { filename: exportFilename('scrape-records', now), format: request.query.format, header: SCRAPE_RECORDS_EXPORT_COLUMNS, batches: scrapeRecordRows(readModels, companyId, now, cell), rows });
    },
  );

  api.get(
    '/api/company/:companyId/exports/cheapest-offers.csv',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'CSV: the 3 cheapest competitor prices per product',
        description: `Per product of the country, by SKU: the own price and the 3 cheapest current competitor offers (shop, price with or without shipping, URL, observed at). ${FORMAT_NOTE}`,
        params: companyParams,
        querystring: cheapestOffersExportQuerySchema,
        response: { 200: csvResponseSchema(`Header: ${CHEAPEST_OFFERS_EXPORT_COLUMNS.join(',')}`) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      await readModels.consistent(request, reply, PRICE_ANALYSIS, PRICE_ANALYSIS_PRODUCTS);
      const rows = await readModels.count(PRICE_ANALYSIS, { companyId, country: query.country });
      return sendCsv(reply, { filename: exportFilename(`cheapest-offers-${query.country}`, clock()), format: query.format, header: CHEAPEST_OFFERS_EXPORT_COLUMNS, batches: cheapestOfferRows(readModels, companyId, query, cellFormatters(query.format)), rows });
    },
  );

  api.get(
    '/api/company/:companyId/exports/strike-prices.csv',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'CSV: strike prices with their reference price',
        description:
          'Per product and sales channel (and per country of own prices no channel covers): the current own price and the reference price — the lowest own price of the 30 days before `start` (German price law) — for the period `start` … `end` (default start + 30 days; at most 366 days; start not in the future). ' +
          FORMAT_NOTE,
        params: companyParams,
        querystring: strikePricesExportQuerySchema,
        response: { 200: csvResponseSchema(`Header: ${STRIKE_PRICES_EXPORT_COLUMNS.join(',')}`) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      await readModels.consistent(request, reply, OWN_PRICE_HISTORY, PRICE_ANALYSIS_PRODUCTS, PRICING_SETTINGS);
      const markets = await strikeMarkets(readModels, companyId, query.channelId);
      const now = clock();
      return sendCsv(reply, { filename: `strike-prices-${query.start}-to-${query.end}.csv`, format: query.format, header: STRIKE_PRICES_EXPORT_COLUMNS, batches: strikePriceRows(readModels, companyId, query, markets, now, cellFormatters(query.format)) });
    },
  );

  api.get(
    '/api/company/:companyId/exports/price-analysis.csv',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'CSV: the price analysis as shown',
        description: `The parameters of the price analysis list (filters, shipping mode, sort); every row, not one page (page and pageSize are ignored). ${FORMAT_NOTE}`,
        params: companyParams,
        querystring: priceAnalysisExportQuerySchema,
        response: { 200: csvResponseSchema(`Header: ${PRICE_ANALYSIS_EXPORT_COLUMNS.join(',')}`) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      await readModels.consistent(request, reply, PRICE_ANALYSIS);
      const now = clock();
      return sendCsv(reply, { filename: exportFilename(`price-analysis-${query.country}`, now), format: query.format, header: PRICE_ANALYSIS_EXPORT_COLUMNS, batches: priceAnalysisRows(readModels, companyId, query, cellFormatters(query.format), now) });
    },
  );
}

