import { z } from 'zod';
import { alertEvidenceSchema, alertRuleFieldsSchema, ALERT_KINDS } from '../http/alerts.ts';
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
  }),
);
export type PriceAlertRuleEvent =
  | DomainEvent<typeof PriceAlertRuleCreated>
  | DomainEvent<typeof PriceAlertRuleUpdated>
  | DomainEvent<typeof PriceAlertRuleDeleted>
  | DomainEvent<typeof PriceAlertFired>;

/** Stream `alertinbox-<userId>`: which of the user's alerts they have read. */
export const AlertsMarkedRead = defineEvent('AlertsMarkedRead', 1, z.object({ userId: z.string(), alertIds: z.array(z.string()) }));
/** Every alert up to this id (UUIDv7: time-ordered) is read. */
export const AllAlertsMarkedRead = defineEvent('AllAlertsMarkedRead', 1, z.object({ userId: z.string(), upToAlertId: z.string() }));
export type AlertInboxEvent = DomainEvent<typeof AlertsMarkedRead> | DomainEvent<typeof AllAlertsMarkedRead>;

export const alertEvents = [PriceAlertRuleCreated, PriceAlertRuleUpdated, PriceAlertRuleDeleted, PriceAlertFired, AlertsMarkedRead, AllAlertsMarkedRead] as const;
