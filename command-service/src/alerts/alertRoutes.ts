import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { alertRuleFieldsSchema, commandResultSchema, markAlertsReadBodySchema, markAllAlertsReadBodySchema } from '@pm/contracts';
import { actorOf, contextOf, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import { sendWritten } from '../http/written.ts';
import type { AlertRuleCommands } from './alertRuleCommands.ts';

const ruleParams = companyParams.extend({ ruleId: z.uuid() });
const problems =
  'A threshold outside 0 < t ≤ 100 answers 400 VALIDATION_FAILED; a scope naming a product, category or shop the company does not have 422 PRODUCT_UNKNOWN / CATEGORY_UNKNOWN / SOURCE_UNKNOWN, a brand none of its products has 422 SCOPE_BRAND_UNKNOWN; e-mail without SMTP on the server 422 EMAIL_NOT_CONFIGURED; the daily digest (an e-mail) without delivery by e-mail 422 ALERT_DIGEST_NEEDS_EMAIL; a webhook the fetch guard refuses 422 WEBHOOK_URL_BLOCKED.';

/** Each signed-in user keeps their own alert rules (`data.view`); another user's rule answers 404. */
export function registerAlertRoutes(app: FastifyInstance, alerts: AlertRuleCommands): void {
  const api = zodRoutes(app);
  const access = { permission: 'data.view' } as const;

  api.post(
    '/api/company/:companyId/price-alert-rules',
    { config: { access }, schema: { summary: 'Create a price alert rule', description: problems, params: companyParams, body: alertRuleFieldsSchema, response: { 201: commandResultSchema } } },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.view', companyId);
      return sendWritten(reply, await alerts.createRule(companyId, request.body, contextOf(request, actor, companyId)), 201);
    },
  );

  api.put(
    '/api/company/:companyId/price-alert-rules/:ruleId',
    { config: { access }, schema: { summary: 'Change a price alert rule', description: `Every field of the rule. ${problems}`, params: ruleParams, body: alertRuleFieldsSchema, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId, ruleId } = request.params;
      const actor = actorOf(request, 'data.view', companyId);
      return sendWritten(reply, await alerts.updateRule(companyId, ruleId, request.body, contextOf(request, actor, companyId)));
    },
  );

  api.delete(
    '/api/company/:companyId/price-alert-rules/:ruleId',
    { config: { access }, schema: { summary: 'Delete a price alert rule', description: 'Its alerts stay in the notification centre.', params: ruleParams, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId, ruleId } = request.params;
      const actor = actorOf(request, 'data.view', companyId);
      return sendWritten(reply, await alerts.deleteRule(companyId, ruleId, contextOf(request, actor, companyId)));
    },
  );

  api.post(
    '/api/company/:companyId/notifications/read',
    { config: { access }, schema: { summary: 'Mark alerts read', description: 'An id not delivered to the user in this company answers 404 ALERT_NOT_FOUND and marks nothing.', params: companyParams, body: markAlertsReadBodySchema, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.view', companyId);
      return sendWritten(reply, await alerts.markRead(companyId, request.body.alertIds, contextOf(request, actor, companyId)));
    },
  );

  api.post(
    '/api/company/:companyId/notifications/read-all',
    { config: { access }, schema: { summary: 'Mark every alert up to one read', description: 'Up to the newest alert the user saw: one that fired meanwhile stays unread. An alert not delivered to the user in this company answers 404 ALERT_NOT_FOUND.', params: companyParams, body: markAllAlertsReadBodySchema, response: { 200: commandResultSchema } } },
    async (request, reply) => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.view', companyId);
      return sendWritten(reply, await alerts.markAllRead(companyId, request.body.upToAlertId, contextOf(request, actor, companyId)));
    },
  );
}
