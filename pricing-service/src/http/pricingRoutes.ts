/**
 * pricing-service's HTTP routes (a Fastify plugin; mounted by the all-in-one app and by the
 * service's own process behind the gateway): "Start rule engine", "Test filter conditions" over the company's current
 * pricing view, and what-if runs of the engine over a given input (same code path as a real run).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pricingRunInputSchema, testFilterBodySchema, testFilterResultSchema, whatIfResultSchema } from '@pm/contracts';
import { actorOf, AppError, appError, zodRoutes, bodyCheckedInHandler, type EventStore } from '@pm/platform';
import { registerPricingRunRoutes } from './pricingRunRoutes.ts';
import { filterIssue } from '../engine/filterConditions.ts';
import { matchFilter, runEngine } from '../engine/runEngine.ts';
import type { PricingView } from '../view/pricingView.ts';
import { buildRunInput } from '../view/runInputBuilder.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
/** What-if inputs are JSON files of a few thousand products at most. */
export const WHAT_IF_BODY_LIMIT = 20 * 1024 * 1024;
export const WHAT_IF_MAX_PRODUCTS = 10_000;
const TEST_FILTER_LIST = 100;
/** A what-if input can be large and wrong in many places: its own code, and the first 100 issues only. */
const WHAT_IF_ISSUES = 100;


export interface PricingRoutesDeps {
  view: PricingView;
  /** Where "Start rule engine" requests a run. */
  events: EventStore;
  /** The view has caught up with the log (before that, answers would be about a half-read past). */
  isReady: () => boolean;
}

export function registerPricingRoutes(app: FastifyInstance, deps: PricingRoutesDeps): void {
  registerPricingRunRoutes(app, deps.events);
  const api = zodRoutes(app);

  api.post(
    '/api/company/:companyId/price-rules/test-filter',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'Test filter conditions',
        description: 'Which of the company’s active products the conditions match in a sales channel, from the facts a run uses: the count and the first 100 by SKU.',
        params: companyParams,
        body: testFilterBodySchema,
        response: { 200: testFilterResultSchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const body = request.body;
      // The engine's own check: what it could not evaluate in a run (unknown fields, operators or values the field's type has not).
      const issue = filterIssue(body.conditions);
      if (issue) {
        const path = `conditions.${issue.index}.${issue.reason === 'UNKNOWN_FILTER_FIELD' ? 'field' : 'operator'}`;
        const message = issue.reason === 'UNKNOWN_FILTER_FIELD' ? `Unknown filter field "${issue.field}"` : `The operator ${issue.operator} or its value does not fit the field ${issue.field}`;
        throw new AppError('VALIDATION_FAILED', `The filter conditions are not valid: ${message}.`, { issues: [{ path, code: issue.reason, message }] });
      }
      if (!deps.isReady()) throw appError('NOT_READY', 'The price engine is still starting. Please try again in a moment.');
      const company = deps.view.companies.get(companyId);
      // A body field naming a channel the company does not have (another company's, or none): 422 like a rule's.
      if (!company || !Object.hasOwn(company.settings.channels, body.salesChannelId)) {
        throw new AppError('SALES_CHANNEL_UNKNOWN', 'The filter names a sales channel your company does not have.', { path: 'salesChannelId' });
      }
      const input = buildRunInput(deps.view, company, new Date());
      const matches = matchFilter(input, body.salesChannelId, body.conditions);
      return {
        count: matches.length,
        total: input.products.length,
        products: matches.slice(0, TEST_FILTER_LIST).map((p) => ({ productId: p.productId, sku: p.sku, name: p.name, brand: p.brand })),
      };
    },
  );

  api.post(
    '/api/company/:companyId/pricing/what-if',
    {
      config: { access: { permission: 'data.view' } },
      bodyLimit: WHAT_IF_BODY_LIMIT,
      schema: {
        summary: 'Run the price engine over a given input',
        description: `The same engine as a real run, over the channels, rules, settings and products given (at most ${WHAT_IF_MAX_PRODUCTS} products); nothing is written. A bad input answers 422 WHAT_IF_INVALID with \`details.issues\` (the first ${WHAT_IF_ISSUES}).`,
        params: companyParams,
        body: pricingRunInputSchema,
        response: { 200: whatIfResultSchema },
      },
      validatorCompiler: bodyCheckedInHandler,
    },
    async (request) => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      const parsed = pricingRunInputSchema.safeParse(request.body);
      if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, WHAT_IF_ISSUES).map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.code, message: issue.message }));
        throw new AppError('WHAT_IF_INVALID', `The what-if input is invalid: ${issues[0]?.path ?? ''} ${issues[0]?.message ?? ''}`.trim(), { issues });
      }
      if (parsed.data.products.length > WHAT_IF_MAX_PRODUCTS) {
        throw new AppError('WHAT_IF_INVALID', `A what-if run takes at most ${WHAT_IF_MAX_PRODUCTS} products.`, { issues: [{ path: 'products', code: 'too_big', message: `At most ${WHAT_IF_MAX_PRODUCTS} products` }] });
      }
      return runEngine(parsed.data);
    },
  );
}
