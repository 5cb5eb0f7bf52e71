import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adjustmentDetailSchema,
  adjustmentPageSchema,
  auditTrailSchema,
  reviewListQuerySchema,
  submittedListQuerySchema,
  type AdjustmentDetail,
  type AdjustmentPage,
  type AuditTrail,
  type ReviewListQuery,
  type SubmittedListQuery,
} from '@pm/contracts';
import { containsText, actorOf, appError, zodRoutes, type Doc, type EventStore, type Filter, type SortSpec } from '@pm/platform';
import { ADJUSTMENT_CHANNELS, ADJUSTMENT_SORT_FIELDS, ADJUSTMENTS } from '../projectors/adjustmentsProjector.ts';
import { minPositionQuery, type ReadModels } from '../runtime/readModels.ts';
import { SUMMARY_PROJECTION, toDetail, toSummary, type AdjustmentDoc, type Names } from './adjustmentDocs.ts';
import { auditTrailOf } from './auditTrail.ts';
import { userNames } from './userNames.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const adjustmentParams = z.strictObject({ companyId: z.uuid(), adjustmentId: z.uuid() });

function listFilter(companyId: string, status: Filter[string], query: { channelId?: string | undefined; search?: string | undefined }): Filter {
  const filter: Filter = { companyId, status };
  if (query.channelId) filter['channelId'] = query.channelId;
  if (query.search) filter['searchKey'] = containsText(query.search.toLowerCase());
  return filter;
}

export function reviewFilter(companyId: string, query: ReviewListQuery): Filter {
  const filter = listFilter(companyId, 'PENDING', query);
  if (query.minChangePercent !== undefined) filter['absDeltaPercent'] = { $gt: query.minChangePercent };
  return filter;
}

export function reviewSort(query: ReviewListQuery): SortSpec {
  const direction = query.direction === 'asc' ? 1 : -1;
  // Channels are few: within one, by SKU (the channel index's second key), not by a big in-memory sort.
  return query.sort === 'channel' ? { channelName: direction, skuKey: direction } : { [ADJUSTMENT_SORT_FIELDS[query.sort]]: direction };
}

export function submittedFilter(companyId: string, query: SubmittedListQuery): Filter {
  return listFilter(companyId, query.status ?? { $in: ['CONFIRMED', 'PICKED_UP'] }, query);
}

async function namesFor(readModels: ReadModels, companyId: string, docs: AdjustmentDoc[]): Promise<Names> {
  const [channels, users] = await Promise.all([
    readModels.find<Doc & { name: string }>(ADJUSTMENT_CHANNELS, { companyId }),
    userNames(readModels, docs.flatMap((d) => [d.confirmedBy, d.discardedBy]).filter((id): id is string => id !== null)),
  ]);
  return { channels: new Map(channels.map((c) => [c._id, c.name])), users };
}

async function page(readModels: ReadModels, companyId: string, filter: Filter, sort: SortSpec, query: { page: number; pageSize: number }): Promise<AdjustmentPage> {
  const [docs, total] = await Promise.all([
    readModels.find<AdjustmentDoc>(ADJUSTMENTS, filter, { sort, skip: (query.page - 1) * query.pageSize, limit: query.pageSize, projection: SUMMARY_PROJECTION }),
    readModels.count(ADJUSTMENTS, filter),
  ]);
  const names = await namesFor(readModels, companyId, docs);
  return { items: docs.map((doc) => toSummary(doc, names)), total, page: query.page, pageSize: query.pageSize };
}

/** The review list (pending proposals) as the route answers it after validation. */
export function listReview(readModels: ReadModels, companyId: string, query: ReviewListQuery): Promise<AdjustmentPage> {
  return page(readModels, companyId, reviewFilter(companyId, query), reviewSort(query), query);
}

export async function requireAdjustment(readModels: ReadModels, companyId: string, adjustmentId: string): Promise<AdjustmentDoc> {
  const doc = await readModels.findOne<AdjustmentDoc>(ADJUSTMENTS, { _id: adjustmentId, companyId });
  if (!doc) throw appError('ADJUSTMENT_NOT_FOUND', 'The price adjustment was not found.');
  return doc;
}

/** Price adjustments for every member of the company (spec §6: viewers see, deciders decide). */
export function registerAdjustmentQueries(app: FastifyInstance, readModels: ReadModels, events: EventStore): void {
  const api = zodRoutes(app);
  const access = { permission: 'data.view' } as const;
  api.get(
    '/api/company/:companyId/adjustments/review',
    {
      config: { access },
      schema: {
        summary: 'The pending price proposals (review list)',
        description: '`search` matches part of the SKU or product name, any case. `minChangePercent` keeps the proposals changing the price by more than that percent (up or down); `sort=absDeltaPercent&direction=desc` lists the largest changes first.',
        params: companyParams,
        querystring: reviewListQuerySchema,
        response: { 200: adjustmentPageSchema },
      },
    },
    async (request, reply): Promise<AdjustmentPage> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, ADJUSTMENTS);
      return listReview(readModels, companyId, request.query);
    },
  );

  api.get(
    '/api/company/:companyId/adjustments/submitted',
    {
      config: { access },
      schema: {
        summary: 'The confirmed and picked-up price proposals, newest decision first',
        params: companyParams,
        querystring: submittedListQuerySchema,
        response: { 200: adjustmentPageSchema },
      },
    },
    async (request, reply): Promise<AdjustmentPage> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      await readModels.consistent(request, reply, ADJUSTMENTS);
      return page(readModels, companyId, submittedFilter(companyId, query), { decisionAt: -1 }, query);
    },
  );

  api.get(
    '/api/company/:companyId/adjustments/:adjustmentId',
    {
      config: { access },
      schema: { summary: 'One price proposal with its decision trace', params: adjustmentParams, querystring: minPositionQuery, response: { 200: adjustmentDetailSchema } },
    },
    async (request, reply): Promise<AdjustmentDetail> => {
      const { companyId, adjustmentId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, ADJUSTMENTS);
      const doc = await requireAdjustment(readModels, companyId, adjustmentId);
      return toDetail(doc, await namesFor(readModels, companyId, [doc]));
    },
  );

  /** Read from the event log, not from a read model: what happened, in the order it was recorded. */
  api.get(
    '/api/company/:companyId/adjustments/:adjustmentId/audit-trail',
    {
      config: { access },
      schema: {
        summary: 'The chain of events behind one price proposal',
        description: 'Read from the event log: the competitor observations its trace names, the run, the proposal and every decision and pickup, in log order.',
        params: adjustmentParams,
        response: { 200: auditTrailSchema },
      },
    },
    async (request): Promise<AuditTrail> => {
      const { companyId, adjustmentId } = request.params;
      actorOf(request, 'data.view', companyId);
      return auditTrailOf(events, readModels, companyId, adjustmentId);
    },
  );
}
