import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commandResultSchema, createPriceRuleBodySchema, reorderPriceRulesBodySchema, updatePriceRuleBodySchema } from '@pm/contracts';
import { actorOf, contextOf, zodRoutes, bodyCheckedInHandler } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import { sendWritten } from '../http/written.ts';
import type { PriceRuleCommands } from './priceRuleCommands.ts';
import { parseCreatePriceRule, parsePriceRuleFields } from './priceRuleInput.ts';

const ruleParams = companyParams.extend({ ruleId: z.uuid() });

const ruleProblems =
  'The rule is checked as the editor checks it: problems answer 400 VALIDATION_FAILED with `details.issues` ({ path, problem, message }), a rule that contradicts itself 422 PRICE_RULE_CONTRADICTORY with `details.contradictions`.';

/** Price rules: COMPANY_ADMIN and COMPANY_MAINTAINER configure them (`pricing.configure`). */
export function registerPriceRuleRoutes(app: FastifyInstance, rules: PriceRuleCommands): void {
  const api = zodRoutes(app);
  const access = { permission: 'pricing.configure' } as const;

  api.post(
    '/api/company/:companyId/price-rules',
    {
      config: { access },
      schema: { summary: 'Create a price rule', description: `Without a position the rule goes to the end. ${ruleProblems}`, params: companyParams, body: createPriceRuleBodySchema, response: { 201: commandResultSchema } },
      validatorCompiler: bodyCheckedInHandler,
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const { fields, position } = parseCreatePriceRule(request.body);
      return sendWritten(reply, await rules.createPriceRule(companyId, fields, position, contextOf(request, actor, companyId)), 201);
    },
  );

  // Registered before /:ruleId so "order" is never taken for a rule id.
  api.put(
    '/api/company/:companyId/price-rules/order',
    { config: { access }, schema: { summary: 'Reorder the price rules', description: 'Every rule id of the company in the new order (first = position 1).', params: companyParams, body: reorderPriceRulesBodySchema, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      return sendWritten(reply, await rules.reorderPriceRules(companyId, request.body.ruleIds, contextOf(request, actor, companyId)));
    },
  );

  api.put(
    '/api/company/:companyId/price-rules/:ruleId',
    {
      config: { access },
      schema: { summary: 'Change a price rule', description: `Every field of the rule; its position stays. ${ruleProblems}`, params: ruleParams, body: updatePriceRuleBodySchema, response: { 200: commandResultSchema } },
      validatorCompiler: bodyCheckedInHandler,
    },
    async (request, reply) => {
      const { companyId, ruleId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      const fields = parsePriceRuleFields(request.body);
      return sendWritten(reply, await rules.updatePriceRule(companyId, ruleId, fields, contextOf(request, actor, companyId)));
    },
  );

  api.delete(
    '/api/company/:companyId/price-rules/:ruleId',
    { config: { access }, schema: { summary: 'Delete a price rule', params: ruleParams, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId, ruleId } = request.params;
      const actor = actorOf(request, 'pricing.configure', companyId);
      return sendWritten(reply, await rules.deletePriceRule(companyId, ruleId, contextOf(request, actor, companyId)));
    },
  );
}
