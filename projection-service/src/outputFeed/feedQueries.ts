import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  feedChannelListSchema,
  feedCsv,
  feedDocumentSchema,
  feedPaths,
  feedPreviewSchema,
  outputFeedStatusSchema,
  roleAllows,
  type FeedChannelList,
  type FeedDocument,
  type FeedPreview,
  type OutputFeedStatus,
} from '@pm/contracts';
import { actorOf, appError, zodRoutes } from '@pm/platform';
import { minPositionQuery, type ReadModels } from '../runtime/readModels.ts';
import { FEED_ROWS, type FeedRowDoc } from './feedAdjustmentState.ts';
import { FEED_COMPANIES, type FeedCompanyDoc } from './feedCompanyWrites.ts';
import type { FeedPickupWriter } from './feedPickupWriter.ts';
import { currentFeedRows } from './feedRows.ts';

const feedId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).describe('The feed id: the secret of the feed URLs.');
const feedParams = z.strictObject({ feedId });
const feedFileParams = z.strictObject({ feedId, file: z.string().regex(/^[A-Za-z0-9-]{1,64}\.(csv|json)$/).describe('`<channelId>.csv` or `<channelId>.json`.') });
const feedQuery = z.object({ preview: z.enum(['0', '1', 'true', 'false']).optional().describe('`1` or `true`: look without recording a pickup.') });
const companyParams = z.strictObject({ companyId: z.uuid() });
const channelParams = z.strictObject({ companyId: z.uuid(), channelId: z.string().min(1).max(64) });

const FEED_GONE = () => appError('FEED_NOT_FOUND', 'This feed does not exist. The feed id may have been renewed.');
const CHANNEL_GONE = () => appError('SALES_CHANNEL_NOT_FOUND', 'This sales channel does not exist in the feed.');

/**
 * The output feed over HTTP. The ERP's pull (`/api/feed/...`) carries no bearer token: the
 * feed id in the URL is the secret, and an old id answers 404 like one that never existed. A
 * GET records the pickup of what it returned; HEAD and `?preview=1` record nothing. The signed-in
 * views (`/api/company/{id}/output-feed...`) never record a pickup.
 */
export function registerFeedQueries(app: FastifyInstance, readModels: ReadModels, pickups: FeedPickupWriter, now: () => Date = () => new Date()): void {
  const companyByFeed = async (feedId: string) => (await readModels.findOne<FeedCompanyDoc>(FEED_COMPANIES, { feedId })) ?? Promise.reject(FEED_GONE());
  const rowsOf = async (companyId: string, channelId: string) =>
    currentFeedRows(await readModels.find<FeedRowDoc>(FEED_ROWS, { companyId, channelId }), now());

  const api = zodRoutes(app);
  // The pulls counted in memory are written before the process stops.
  app.addHook('onClose', () => pickups.flush());
  api.get(
    '/api/feed/:feedId',
    {
      config: { access: 'public' },
      schema: { summary: "The feed's sales channels with the paths of their files", description: 'No bearer token: the feed id is the secret.', params: feedParams, response: { 200: feedChannelListSchema } },
    },
    async (request, reply): Promise<FeedChannelList> => {
      const company = await companyByFeed(request.params.feedId);
      reply.header('cache-control', 'no-store');
      const channels = Object.entries(company.channels ?? {}).sort(([, a], [, b]) => a.name.localeCompare(b.name));
      return { channels: channels.map(([channelId, { name }]) => ({ channelId, name, ...feedPaths(request.params.feedId, channelId) })) };
    },
  );

  api.get(
    '/api/feed/:feedId/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: "One sales channel's confirmed prices, for the ERP",
        description:
          'No bearer token: the feed id is the secret. A GET records the pull: one that hands over confirmed prices not picked up before is recorded on its own with their pickups; ' +
          'pulls that hand over nothing new are recorded once per channel and hour and counted. HEAD and `?preview=1` record nothing. ' +
          'The CSV file is raw, for machines: RFC 4180 (a header line, one line per SKU, CRLF line ends, UTF-8 without byte order mark, a field with a comma, quote or line break quoted and its quotes doubled), ' +
          'prices with a dot and two decimals, every other value exactly as stored — an SKU starting with `=`, `+`, `-` or `@` arrives as the shop has it, not neutralised for spreadsheets. ' +
          'To look at the prices in a spreadsheet, download the preview in the web app instead.',
        params: feedFileParams,
        querystring: feedQuery,
        response: {
          200: {
            description: 'The feed as JSON (`.json`), or as raw CSV (`.csv`: RFC 4180, header `sku,price,strike_price,strike_price_until,currency,adjustment_id,confirmed_at`, one line per SKU, values as stored)',
            content: { 'application/json': { schema: feedDocumentSchema }, 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply): Promise<FeedDocument | string> => {
      const { feedId, file } = request.params;
      const { preview } = request.query;
      const company = await companyByFeed(feedId);
      const format = file.endsWith('.csv') ? 'csv' : 'json';
      const channelId = file.slice(0, file.lastIndexOf('.'));
      const channel = company.channels?.[channelId];
      if (!channel) throw CHANNEL_GONE();
      const rows = await rowsOf(company._id, channelId);
      const exported = rows.map(({ pickedUp: _pickedUp, ...row }) => row);
      if (request.method === 'GET' && preview !== '1' && preview !== 'true') {
        await pickups.recordPull({ companyId: company._id, channelId, format, adjustmentIds: rows.map((r) => r.adjustmentId), notPickedUp: rows.filter((r) => !r.pickedUp).map((r) => r.adjustmentId) });
      }
      reply.header('cache-control', 'no-store');
      if (format === 'json') return { channelId, channelName: channel.name, generatedAt: now().toISOString(), rows: exported };
      // A string with a non-JSON type is sent as it is (fastify skips the schema serializer).
      reply.type('text/csv; charset=utf-8').header('content-disposition', `inline; filename="${channelId}.csv"`);
      return feedCsv(exported);
    },
  );

  api.get(
    '/api/company/:companyId/output-feed',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The company's output feed at a glance",
        description: 'Its sales channels with the rows in the feed and those waiting for pickup. The feed id is answered only to those who may decide on prices (`prices.decide`).',
        params: companyParams,
        querystring: minPositionQuery,
        response: { 200: outputFeedStatusSchema },
      },
    },
    async (request, reply): Promise<OutputFeedStatus> => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, FEED_COMPANIES);
      const company = await readModels.findOne<FeedCompanyDoc>(FEED_COMPANIES, { _id: companyId });
      const all = await readModels.find<FeedRowDoc>(FEED_ROWS, { companyId });
      const channels = Object.entries(company?.channels ?? {})
        .sort(([, a], [, b]) => a.name.localeCompare(b.name))
        .map(([channelId, { name, currency }]) => {
          const rows = currentFeedRows(all.filter((r) => r.channelId === channelId), now());
          return { channelId, name, currency: currency as OutputFeedStatus['channels'][number]['currency'], rows: rows.length, waitingForPickup: rows.filter((r) => !r.pickedUp).length };
        });
      // The feed id is the key to the company's prices: only those who hand prices over see it.
      const mayUse = roleAllows(actor.role, actor.isAdmin, 'prices.decide');
      return { feedId: mayUse ? (company?.feedId ?? null) : null, hasFeed: Boolean(company?.feedId), channels, lastSyncedAt: company?.lastSyncedAt ?? null, lastPulledAt: company?.lastPulledAt ?? null };
    },
  );

  api.get(
    '/api/company/:companyId/output-feed/:channelId/rows',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "A preview of one sales channel's feed",
        description: 'The rows the ERP would receive now, each marked whether it was picked up; records no pickup.',
        params: channelParams,
        querystring: minPositionQuery,
        response: { 200: feedPreviewSchema },
      },
    },
    async (request, reply): Promise<FeedPreview> => {
      const { companyId, channelId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, FEED_ROWS, FEED_COMPANIES);
      const company = await readModels.findOne<FeedCompanyDoc>(FEED_COMPANIES, { _id: companyId });
      if (!company?.channels?.[channelId]) throw CHANNEL_GONE();
      return { rows: await rowsOf(companyId, channelId) };
    },
  );
}
