import { z } from 'zod';
import { alertDeliverySchema, alertEvidenceSchema, alertRuleFieldsSchema, ALERT_KINDS, DELIVERY_CHANNELS } from '../http/alerts.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/**
 * Stream `pricealertrule-<ruleId>`: one user's price alert rule and every alert it fired. The
 * alerts live in the rule's stream so that the rule's decider sees what it fired already: an
 * alert for a (rule, key) is never fired twice for the same observation, even when the notifier
 * evaluates the log again after a restart.
 */
export const PriceAlertRuleCreated = defineEvent('PriceAlertRuleCreated', 1, z.object({ ruleId: z.string(), companyId: z.string(), userId: z.string(), fields: alertRuleFieldsSchema }));
export const PriceAlertRuleUpdated = defineEvent('PriceAlertRuleUpdated', 1, z.object({ ruleId: z.string(), fields: alertRuleFieldsSchema }));
export const PriceAlertRuleDeleted = defineEvent('PriceAlertRuleDeleted', 1, z.object({ ruleId: z.string() }));
export const PriceAlertFired = defineEvent(
  'PriceAlertFired',
  1,
  z.object({
    ruleId: z.string(),
    alertId: z.string(),
    companyId: z.string(),
    userId: z.string(),
    ruleName: z.string(),
    kind: z.enum(ALERT_KINDS),
    thresholdPercent: z.number().nullable(),
    /** The hysteresis key: rule, product, and URL or country (see alertEvaluation.ts). */
    key: z.string(),
    /** Global position of the event the alert fired on (decimal string). */
    sourcePosition: z.string(),
    evidence: alertEvidenceSchema,
    /** How the rule delivered when it fired (absent: in the app only). */
    delivery: alertDeliverySchema.optional(),
  }),
);
/**
 * One attempt to deliver an alert by e-mail or webhook (immediate delivery). `final`: no attempt
 * follows (delivered, or the retries are used up); the notification centre shows the result.
 */
export const PriceAlertDeliveryAttempted = defineEvent(
  'PriceAlertDeliveryAttempted',
  1,
  z.object({ ruleId: z.string(), alertId: z.string(), channel: z.enum(DELIVERY_CHANNELS), attempt: z.number().int().min(1), ok: z.boolean(), error: z.string().nullable(), final: z.boolean() }),
);
export type PriceAlertRuleEvent =
  | DomainEvent<typeof PriceAlertRuleCreated>
  | DomainEvent<typeof PriceAlertRuleUpdated>
  | DomainEvent<typeof PriceAlertRuleDeleted>
  | DomainEvent<typeof PriceAlertFired>
  | DomainEvent<typeof PriceAlertDeliveryAttempted>;

/** Stream `alertinbox-<userId>`: which of the user's alerts they have read. */
export const AlertsMarkedRead = defineEvent('AlertsMarkedRead', 1, z.object({ userId: z.string(), alertIds: z.array(z.string()) }));
/** Every alert up to this id (UUIDv7: time-ordered) is read. */
export const AllAlertsMarkedRead = defineEvent('AllAlertsMarkedRead', 1, z.object({ userId: z.string(), upToAlertId: z.string() }));
/** The user's daily digest e-mail of `day` (UTC, YYYY-MM-DD) was sent with these alerts: one per user and day. */
export const AlertDigestSent = defineEvent('AlertDigestSent', 1, z.object({ userId: z.string(), day: z.string(), alertIds: z.array(z.string()) }));
export type AlertInboxEvent = DomainEvent<typeof AlertsMarkedRead> | DomainEvent<typeof AllAlertsMarkedRead> | DomainEvent<typeof AlertDigestSent>;

export const alertEvents = [PriceAlertRuleCreated, PriceAlertRuleUpdated, PriceAlertRuleDeleted, PriceAlertFired, PriceAlertDeliveryAttempted, AlertsMarkedRead, AllAlertsMarkedRead, AlertDigestSent] as const;
