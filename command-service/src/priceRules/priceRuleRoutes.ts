import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reorderPriceRulesBodySchema } from '@pm/contracts';
import { actorOf, parseInput, contextOf } from '@pm/platform';
import { sendWritten } from '../http/written.ts';
import type { PriceRuleCommands } from './priceRuleCommands.ts';
import { parseCreatePriceRule, parsePriceRuleFields } from './priceRuleInput.ts';

const companyParams = z.strictObject({ companyId: z.uuid() });
const ruleParams = z.strictObject({ companyId: z.uuid(), ruleId: z.uuid() });

/** Price rules: COMPANY_ADMIN and COMPANY_MAINTAINER configure them (`pricing.configure`). */
export function registerPriceRuleRoutes(app: FastifyInstance, rules: PriceRuleCommands): void {
  app.post('/api/company/:companyId/price-rules', { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const { fields, position } = parseCreatePriceRule(request.body);
    return sendWritten(reply, await rules.createPriceRule(companyId, fields, position, contextOf(request, actor, companyId)), 201);
  });

  // Registered before /:ruleId so "order" is never taken for a rule id.
  app.put('/api/company/:companyId/price-rules/order', { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId } = parseInput(companyParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const body = parseInput(reorderPriceRulesBodySchema, request.body);
    return sendWritten(reply, await rules.reorderPriceRules(companyId, body.ruleIds, contextOf(request, actor, companyId)));
  });

  app.put('/api/company/:companyId/price-rules/:ruleId', { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId, ruleId } = parseInput(ruleParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    const fields = parsePriceRuleFields(request.body);
    return sendWritten(reply, await rules.updatePriceRule(companyId, ruleId, fields, contextOf(request, actor, companyId)));
  });

  app.delete('/api/company/:companyId/price-rules/:ruleId', { config: { access: { permission: 'pricing.configure' } } }, async (request, reply) => {
    const { companyId, ruleId } = parseInput(ruleParams, request.params);
    const actor = actorOf(request, 'pricing.configure', companyId);
    return sendWritten(reply, await rules.deletePriceRule(companyId, ruleId, contextOf(request, actor, companyId)));
  });
}
