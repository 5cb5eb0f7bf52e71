import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COUNTRY_CURRENCY,
  DEFAULT_DISCOVERY_SETTINGS,
  NEAR_MISS_MARGIN,
  SEARCH_METHODS,
  adminDiscoveryJobsSchema,
  adminDiscoveryQuerySchema,
  discoveryListQuerySchema,
  discoveryListSchema,
  discoveryAiStatusSchema,
  discoverySettingsViewSchema,
  type AdminDiscoveryJobs,
  type DiscoveryAiStatus,
  type Country,
  type DiscoveryList,
  type DiscoveryRequestView,
  type DiscoverySettingsView,
} from '@pm/contracts';
import { availableSearchMethods, NO_SOURCE_DISCOVERY_SETTINGS } from '@pm/contracts/domain';
import { actorOf, appError, zodRoutes, type Doc, type Filter } from '@pm/platform';
import { COMPANIES } from '../projectors/companiesProjector.ts';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import { SOURCES } from '../projectors/sourcesProjector.ts';
import { minPositionQuery, type ReadModels } from '../runtime/readModels.ts';
import { DISCOVERY_JOBS, DISCOVERY_REQUESTS, DISCOVERY_SETTINGS, DISCOVERY_SOURCE_SETTINGS, type DiscoveryJobDoc, type DiscoveryRequestDoc, type DiscoverySettingsDoc, type DiscoverySourceSettingsDoc } from './discoveryProjector.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });

type ProductDoc = Doc & { name: string; brand: string | null; gtin: string | null; fields: { mpn?: string | null; imageUrl?: string | null; pricing?: Partial<Record<Country, { salesPrice?: number | null }>> } };
type SourceDoc = Doc & { name: string; hostname: string; kind: string };

/** Whole cents as a decimal string, exactly. */
const centsToDecimal = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The product's first sales price and its country's currency (the side-by-side view shows it beside the candidate's). */
function productPrice(product: ProductDoc | undefined): { price: string | null; currency: string | null } {
  for (const [country, pricing] of Object.entries(product?.fields.pricing ?? {})) {
    const cents = pricing?.salesPrice;
    if (typeof cents === 'number') return { price: centsToDecimal(cents), currency: COUNTRY_CURRENCY[country as Country] };
  }
  return { price: null, currency: null };
}

function requirePlatformAdmin(request: FastifyRequest): void {
  if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators see every company’s discovery.');
}

const byId = <T extends Doc>(docs: T[]) => new Map(docs.map((d) => [d._id, d]));

/** Discovery's external services on this deployment (SEARCH_API_*, LLM_*). */
export interface DiscoveryServicesAvailable {
  searchApiConfigured: boolean;
  /** The LLM's model name; null: no AI comparison here. */
  aiModel: string | null;
}

export function registerDiscoveryQueries(app: FastifyInstance, readModels: ReadModels, services: DiscoveryServicesAvailable = { searchApiConfigured: false, aiModel: null }): void {
  const api = zodRoutes(app);
  const available = availableSearchMethods(services.searchApiConfigured);

  api.get(
    '/api/company/:companyId/discovery/ai',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'Whether the AI comparison (re-run with AI, search strings) can run on this installation',
        description: 'Not available: reason AI_NOT_CONFIGURED (no LLM_API_URL / LLM_MODEL); the screen hides the actions and says why.',
        params: companyParams,
        response: { 200: discoveryAiStatusSchema },
      },
    },
    async (request): Promise<DiscoveryAiStatus> => {
      actorOf(request, 'data.view', request.params.companyId);
      return services.aiModel === null ? { available: false, reason: 'AI_NOT_CONFIGURED', model: null } : { available: true, reason: null, model: services.aiModel };
    },
  );

  api.get(
    '/api/company/:companyId/discovery/requests',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The company's discovery requests with their candidates",
        description: 'Without `status`: DRAFT and OPEN (not yet rated). `threshold` (75, 85 or 95) keeps requests whose best unrated candidate reaches that SAME probability or is a near-miss at most 10 points below it. Best candidates first; page size 1 by default (spec §9).',
        params: companyParams,
        querystring: discoveryListQuerySchema,
        response: { 200: discoveryListSchema },
      },
    },
    async (request, reply): Promise<DiscoveryList> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const query = request.query;
      await readModels.consistent(request, reply, DISCOVERY_REQUESTS);
      const filter: Filter = { companyId, status: query.status ?? { $in: ['DRAFT', 'OPEN'] } };
      // A threshold finds the requests whose best unrated candidate reaches it or is a near-miss just below it (the screen marks those).
      if (query.threshold !== undefined) filter['bestOpenProbability'] = { $gte: query.threshold / 100 - NEAR_MISS_MARGIN - 1e-9 };
      if (query.sourceId) filter['sourceId'] = query.sourceId;
      const [total, docs] = await Promise.all([
        readModels.count(DISCOVERY_REQUESTS, filter),
        readModels.find<DiscoveryRequestDoc>(DISCOVERY_REQUESTS, filter, { sort: { bestOpenProbability: -1, createdAt: 1, _id: 1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      ]);
      const [products, sources] = await Promise.all([
        readModels.find<ProductDoc>(PRODUCTS, { _id: { $in: [...new Set(docs.map((d) => d.productId))] }, companyId }),
        readModels.find<SourceDoc>(SOURCES, { _id: { $in: [...new Set(docs.map((d) => d.sourceId))] } }),
      ]);
      const productOf = byId(products);
      const sourceOf = byId(sources);
      const items = docs.map((doc): DiscoveryRequestView => {
        const product = productOf.get(doc.productId);
        const price = productPrice(product);
        const open = doc.candidates.filter((c) => c.evaluation === null).sort((a, b) => b.probability - a.probability);
        const rated = doc.candidates.filter((c) => c.evaluation !== null);
        return {
          requestId: doc._id,
          productId: doc.productId,
          productName: product?.name ?? '',
          productBrand: product?.brand ?? null,
          productImageUrl: product?.fields.imageUrl ?? null,
          productGtin: product?.gtin ?? null,
          productMpn: product?.fields.mpn ?? null,
          productPrice: price.price,
          productCurrency: price.currency,
          sourceId: doc.sourceId,
          sourceName: sourceOf.get(doc.sourceId)?.name ?? '',
          requestType: doc.requestType,
          searchType: doc.searchType,
          method: doc.method,
          status: doc.status,
          jobStatus: doc.jobStatus,
          jobReason: doc.jobReason,
          candidates: [...open, ...rated],
          createdAt: doc.createdAt,
          updatedAt: doc.updatedAt,
        };
      });
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  );

  api.get(
    '/api/admin/discovery/jobs',
    {
      config: { access: 'platform-admin' },
      schema: { summary: "Every company's discovery search jobs, newest first", querystring: adminDiscoveryQuerySchema, response: { 200: adminDiscoveryJobsSchema } },
    },
    async (request, reply): Promise<AdminDiscoveryJobs> => {
      requirePlatformAdmin(request);
      const query = request.query;
      await readModels.consistent(request, reply, DISCOVERY_JOBS);
      const filter: Filter = {};
      if (query.companyId) filter['companyId'] = query.companyId;
      if (query.jobStatus) filter['status'] = query.jobStatus;
      const [total, docs] = await Promise.all([
        readModels.count(DISCOVERY_JOBS, filter),
        readModels.find<DiscoveryJobDoc>(DISCOVERY_JOBS, filter, { sort: { updatedAt: -1, _id: 1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      ]);
      const [companies, products, sources] = await Promise.all([
        readModels.find<Doc & { name: string }>(COMPANIES, { _id: { $in: [...new Set(docs.map((d) => d.companyId))] } }),
        readModels.find<ProductDoc>(PRODUCTS, { _id: { $in: [...new Set(docs.map((d) => d.productId))] } }),
        readModels.find<SourceDoc>(SOURCES, { _id: { $in: [...new Set(docs.map((d) => d.sourceId))] } }),
      ]);
      const companyOf = byId(companies);
      const productOf = byId(products);
      const sourceOf = byId(sources);
      return {
        items: docs.map((d) => ({
          jobId: d.jobId,
          requestId: d.requestId,
          companyId: d.companyId,
          companyName: companyOf.get(d.companyId)?.name ?? '',
          productName: productOf.get(d.productId)?.name ?? '',
          sourceName: sourceOf.get(d.sourceId)?.name ?? '',
          method: d.method,
          status: d.status,
          reason: d.reason,
          trials: d.trials,
          candidateCount: d.candidateCount,
          durationMs: d.durationMs,
          logs: d.logs,
          createdAt: d.createdAt,
          updatedAt: d.updatedAt,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );

  api.get(
    '/api/admin/discovery/settings',
    {
      config: { access: 'platform-admin' },
      schema: { summary: 'Discovery settings of every company and source, and the search methods this installation cannot run', querystring: minPositionQuery, response: { 200: discoverySettingsViewSchema } },
    },
    async (request, reply): Promise<DiscoverySettingsView> => {
      requirePlatformAdmin(request);
      await readModels.consistent(request, reply, DISCOVERY_SETTINGS, DISCOVERY_SOURCE_SETTINGS);
      const [companies, sources, settings, sourceSettings] = await Promise.all([
        readModels.find<Doc & { name: string }>(COMPANIES, {}, { sort: { name: 1 } }),
        readModels.find<SourceDoc>(SOURCES, {}, { sort: { hostname: 1 } }),
        readModels.find<DiscoverySettingsDoc>(DISCOVERY_SETTINGS, {}),
        readModels.find<DiscoverySourceSettingsDoc>(DISCOVERY_SOURCE_SETTINGS, {}),
      ]);
      const settingsOf = byId(settings);
      const sourceSettingsOf = byId(sourceSettings);
      return {
        companies: companies.map((c) => ({ companyId: c._id, companyName: c.name, settings: settingsOf.get(c._id)?.settings ?? DEFAULT_DISCOVERY_SETTINGS })),
        sources: sources.map((s) => {
          const own = sourceSettingsOf.get(s._id)?.settings ?? NO_SOURCE_DISCOVERY_SETTINGS;
          return { sourceId: s._id, sourceName: s.name, hostname: s.hostname, kind: s.kind, searchUrlTemplate: own.searchUrlTemplate, searchMethod: own.searchMethod };
        }),
        unavailableMethods: SEARCH_METHODS.filter((m) => !available.includes(m)).map((method) => ({ method, reason: 'METHOD_NOT_CONFIGURED' as const })),
      };
    },
  );
}
