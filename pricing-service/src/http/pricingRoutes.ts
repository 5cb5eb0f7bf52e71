/**
 * pricing-service's HTTP routes (a Fastify plugin; mounted by the all-in-one app and by the
 * service's own process behind the gateway): "Start rule engine", "Test filter conditions" over the company's current
 * pricing view, and what-if runs of the engine over a given input (same code path as a real run).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pricingRunInputSchema, testFilterBodySchema, testFilterResultSchema, whatIfResultSchema, type WhatIfResult } from '@pm/contracts';
import { actorOf, AppError, appError, zodRoutes, bodyCheckedInHandler, type EventStore } from '@pm/platform';
import { registerPricingRunRoutes } from './pricingRunRoutes.ts';
import { registerErpConnectionRoutes, type ErpRoutesDeps } from './erpConnectionRoutes.ts';
import { createWhatIfRunner, type WhatIfRunnerOptions } from './whatIfRunner.ts';
import { filterIssue } from '../engine/filterConditions.ts';
import { matchFilter } from '../engine/runEngine.ts';
import { WHAT_IF_BODY_LIMIT, WHAT_IF_ISSUES, WHAT_IF_MAX_PAIRS, WHAT_IF_MAX_PRODUCTS } from '../engine/whatIf.ts';
import type { PricingView } from '../view/pricingView.ts';
import { buildRunInput } from '../view/runInputBuilder.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
export { WHAT_IF_BODY_LIMIT, WHAT_IF_MAX_PRODUCTS } from '../engine/whatIf.ts';
const TEST_FILTER_LIST = 100;

export interface PricingRoutesDeps {
  view: PricingView;
  /** Where "Start rule engine" requests a run. */
  events: EventStore;
  /** The view has caught up with the log (before that, answers would be about a half-read past). */
  isReady: () => boolean;
  /** The what-if worker's queue and limits (tests make them small). */
  whatIf?: WhatIfRunnerOptions;
  /** The ERP/shop connection and its refreshes (issue 15); absent: those routes are not served. */
  erp?: ErpRoutesDeps;
}

export function registerPricingRoutes(app: FastifyInstance, deps: PricingRoutesDeps): void {
  registerPricingRunRoutes(app, deps.events);
  if (deps.erp) registerErpConnectionRoutes(app, deps.erp);
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

  // What-if runs in a worker thread: the body reaches the handler as bytes (the worker parses and
  // checks them), and the answer leaves as the worker's JSON bytes — no step of it on the event loop.
  const whatIf = createWhatIfRunner(deps.whatIf);
  app.addHook('onClose', () => whatIf.close());
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WHAT_IF_BODY_LIMIT }, (_request, body, done) => done(null, body));
    zodRoutes(scope).post(
      '/api/company/:companyId/pricing/what-if',
      {
        config: { access: { permission: 'data.view' } },
        bodyLimit: WHAT_IF_BODY_LIMIT,
        schema: {
          summary: 'Run the price engine over a given input',
          description:
            `The same engine as a real run, over the channels, rules, settings and products given (at most ${WHAT_IF_MAX_PRODUCTS} products and ${WHAT_IF_MAX_PAIRS} products × sales channels; ` +
            'prices in cents and costs to 4 decimals up to 10,000,000, see the schema); nothing is written. A bad input answers 422 WHAT_IF_INVALID with `details.issues` ' +
            `(the first ${WHAT_IF_ISSUES}), as does a run that takes longer than 30 s. Runs are computed one at a time off the server's main thread; when several wait already, 503 WHAT_IF_BUSY (try again).`,
          params: companyParams,
          body: pricingRunInputSchema,
          response: { 200: whatIfResultSchema },
        },
        validatorCompiler: bodyCheckedInHandler,
      },
      async (request, reply) => {
        const { companyId } = request.params;
        actorOf(request, 'data.view', companyId);
        const body = request.body as unknown;
        let outcome;
        try {
          outcome = await whatIf.run(body instanceof Uint8Array ? body : null);
        } catch (error) {
          if (error instanceof AppError && error.code === 'WHAT_IF_BUSY') void reply.header('retry-after', '5');
          throw error;
        }
        if (outcome.kind === 'invalid-json') throw appError('INVALID_JSON', 'The request body is not valid JSON.');
        if (outcome.kind === 'invalid') throw new AppError('WHAT_IF_INVALID', outcome.message, { issues: outcome.issues });
        // The worker encoded the answer through whatIfResultSchema: these bytes are a WhatIfResult,
        // and Fastify sends bytes as they are (no serializer on the event loop).
        const encoded = Buffer.from(outcome.json.buffer, outcome.json.byteOffset, outcome.json.byteLength) as unknown as WhatIfResult;
        return reply.type('application/json; charset=utf-8').send(encoded);
      },
    );
  });
}
