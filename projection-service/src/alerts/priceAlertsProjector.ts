import type { AlertInboxEvent, PriceAlertRuleEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

/** One document per alert rule (its owner's), as the settings page lists them. */
export const PRICE_ALERT_RULES = 'priceAlertRules';
/** One document per fired alert: the notification centre's items (ids are UUIDv7: newest last). */
export const PRICE_ALERTS = 'priceAlerts';
/** One document per user: what they have read (`readUpTo` and single ids after it). */
export const ALERT_INBOXES = 'alertInboxes';

export const PRICE_ALERT_EVENTS = ['PriceAlertRuleCreated', 'PriceAlertRuleUpdated', 'PriceAlertRuleDeleted', 'PriceAlertFired', 'PriceAlertDeliveryAttempted', 'AlertsMarkedRead', 'AllAlertsMarkedRead', 'AlertDigestSent'] as const;

/**
 * Price alert rules, the alerts they fired and each user's read marks, straight from the alert
 * streams (firing itself is decided by the command side's notifier and written to the log, so
 * these read models rebuild from the log alone). Live notices refetch the bell and the list.
 * Version 2: each alert's e-mail and webhook delivery (attempts, result).
 */
export const priceAlertsProjector: Projector = {
  name: 'priceAlerts',
  version: 2,
  collections: {
    [PRICE_ALERT_RULES]: [{ keys: { companyId: 1, userId: 1 } }],
    [PRICE_ALERTS]: [{ keys: { companyId: 1, userId: 1 } }],
    [ALERT_INBOXES]: [],
  },
  handles: PRICE_ALERT_EVENTS,
  project(recorded: RecordedEvent): WriteOp[] {
    const event = toDomainEvent<PriceAlertRuleEvent | AlertInboxEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'PriceAlertRuleCreated': {
        const { ruleId, companyId, userId, fields } = event.data;
        return [{ op: 'put', collection: PRICE_ALERT_RULES, doc: { _id: ruleId, companyId, userId, ...fields, createdAt: at, updatedAt: at } }];
      }
      case 'PriceAlertRuleUpdated':
        return [{ op: 'update', collection: PRICE_ALERT_RULES, id: event.data.ruleId, update: { $set: { ...event.data.fields, updatedAt: at } } }];
      case 'PriceAlertRuleDeleted':
        return [{ op: 'delete', collection: PRICE_ALERT_RULES, id: event.data.ruleId }];
      case 'PriceAlertFired': {
        const { alertId, ruleId, companyId, userId, ruleName, kind, thresholdPercent, evidence, delivery } = event.data;
        const email = delivery?.email ? { state: delivery.mode === 'DAILY_DIGEST' ? 'DIGEST' : 'PENDING', attempts: 0, error: null } : null;
        const webhook = delivery?.webhookUrl ? { state: 'PENDING', attempts: 0, error: null } : null;
        return [{ op: 'put', collection: PRICE_ALERTS, doc: { _id: alertId, companyId, userId, ruleId, ruleName, kind, thresholdPercent, evidence, firedAt: at, email, webhook } }];
      }
      case 'PriceAlertDeliveryAttempted': {
        const { alertId, channel, attempt, ok, error, final } = event.data;
        const state = !final ? 'PENDING' : ok ? 'SENT' : 'FAILED';
        return [{ op: 'update', collection: PRICE_ALERTS, id: alertId, update: { $set: { [channel === 'EMAIL' ? 'email' : 'webhook']: { state, attempts: attempt, error } } } }];
      }
      case 'AlertsMarkedRead':
        return [{ op: 'update', collection: ALERT_INBOXES, id: event.data.userId, upsert: true, update: { $addToSet: { readIds: { $each: event.data.alertIds } } } }];
      case 'AllAlertsMarkedRead':
        return [{ op: 'update', collection: ALERT_INBOXES, id: event.data.userId, upsert: true, update: { $max: { readUpTo: event.data.upToAlertId } } }];
      case 'AlertDigestSent':
        return event.data.alertIds.map((id): WriteOp => ({ op: 'update', collection: PRICE_ALERTS, id, update: { $set: { 'email.state': 'SENT', 'email.attempts': 1 } } }));
    }
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['notifications'], ['price-alert-rules']] }] : []),
};
