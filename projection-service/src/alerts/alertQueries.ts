import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { alertRuleListSchema, notificationListQuerySchema, notificationListSchema, type AlertRuleFields, type AlertRuleList, type DeliveryStatus, type Notification, type NotificationList } from '@pm/contracts';
import { actorOf, zodRoutes, type Doc } from '@pm/platform';
import { SOURCES } from '../projectors/sourcesProjector.ts';
import { minPositionParam, minPositionQuery, type ReadModels } from '../runtime/readModels.ts';
import { ALERT_INBOXES, PRICE_ALERT_RULES, PRICE_ALERTS } from './priceAlertsProjector.ts';

type RuleDoc = Doc & AlertRuleFields & { companyId: string; userId: string; createdAt: string; updatedAt: string };
type AlertDoc = Doc & Omit<Notification, 'alertId' | 'read' | 'shopName' | 'email' | 'webhook'> & { companyId: string; userId: string; email?: DeliveryStatus | null; webhook?: DeliveryStatus | null };
type InboxDoc = Doc & { readUpTo?: string; readIds?: string[] };

const companyParams = z.strictObject({ companyId: z.uuid() });

export interface AlertQueryOptions {
  /** Whether this server can send e-mail (SMTP configured); the rule form says why not otherwise. */
  emailAvailable: boolean;
}

/** The signed-in user's own alert rules and notifications; nobody reads another user's. */
export function registerAlertQueries(app: FastifyInstance, readModels: ReadModels, options: AlertQueryOptions): void {
  const api = zodRoutes(app);

  api.get(
    '/api/company/:companyId/price-alert-rules',
    {
      config: { access: { permission: 'data.view' } },
      schema: { summary: 'My price alert rules', description: 'Oldest first; `emailAvailable` is false when the server has no SMTP configured.', params: companyParams, querystring: minPositionQuery, response: { 200: alertRuleListSchema } },
    },
    async (request, reply): Promise<AlertRuleList> => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, PRICE_ALERT_RULES);
      const rules = await readModels.find<RuleDoc>(PRICE_ALERT_RULES, { companyId, userId: actor.userId }, { sort: { _id: 1 } });
      return {
        emailAvailable: options.emailAvailable,
        rules: rules.map((r) => ({ ruleId: r._id, name: r.name, kind: r.kind, thresholdPercent: r.thresholdPercent, scope: r.scope, delivery: r.delivery, active: r.active, createdAt: r.createdAt, updatedAt: r.updatedAt })),
      };
    },
  );

  api.get(
    '/api/company/:companyId/notifications',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: 'My notifications (fired price alerts)',
        description: 'Newest first, with the evidence each alert fired on and the unread count.',
        params: companyParams,
        querystring: notificationListQuerySchema.extend({ minPosition: minPositionParam }),
        response: { 200: notificationListSchema },
      },
    },
    async (request, reply): Promise<NotificationList> => {
      const { companyId } = request.params;
      const actor = actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, PRICE_ALERTS, ALERT_INBOXES);
      const mine = { companyId, userId: actor.userId };
      const [alerts, inbox] = await Promise.all([readModels.find<AlertDoc>(PRICE_ALERTS, mine, { sort: { _id: -1 }, limit: request.query.limit }), readModels.findOne<InboxDoc>(ALERT_INBOXES, { _id: actor.userId })]);
      const readUpTo = inbox?.readUpTo ?? '';
      const readIds = inbox?.readIds ?? [];
      const unread = await readModels.count(PRICE_ALERTS, { ...mine, _id: { $gt: readUpTo, $nin: readIds } });
      const sourceIds = [...new Set(alerts.map((a) => a.evidence.sourceId).filter((id): id is string => id !== null))];
      const sources = sourceIds.length === 0 ? [] : await readModels.find<Doc & { name?: string }>(SOURCES, { _id: { $in: sourceIds } });
      const shopName = new Map(sources.map((s) => [s._id, s.name ?? null]));
      return {
        unread,
        items: alerts.map((a) => ({
          alertId: a._id,
          ruleId: a.ruleId,
          ruleName: a.ruleName,
          kind: a.kind,
          thresholdPercent: a.thresholdPercent,
          firedAt: a.firedAt,
          read: a._id <= readUpTo || readIds.includes(a._id),
          evidence: a.evidence,
          shopName: a.evidence.sourceId ? (shopName.get(a.evidence.sourceId) ?? null) : null,
          email: a.email ?? null,
          webhook: a.webhook ?? null,
        })),
      };
    },
  );
}
