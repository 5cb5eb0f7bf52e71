/**
 * Price alerts (issue 14 item 4): rules each user sets up for themself
 * (/api/company/{companyId}/price-alert-rules, web query key ['price-alert-rules']) and the
 * alerts they fire, listed in the notification centre (/api/company/{companyId}/notifications,
 * query key ['notifications']). Every signed-in user of a company may keep their own rules.
 */
import { z } from 'zod';
import { displayNameSchema } from '../validation/displayName.ts';
import type { ErrorCode } from '../errors.ts';

/**
 * - UNDERCUT: a competitor's current in-stock price is below the own price by more than the threshold;
 * - PRICE_ABOVE: a competitor's price rose above the own price by more than the threshold;
 * - OUT_OF_STOCK / BACK_IN_STOCK: a competitor offer changed its availability;
 * - POSITION_LOST: the own price was the cheapest in a country and no longer is.
 */
export const ALERT_KINDS = ['UNDERCUT', 'PRICE_ABOVE', 'OUT_OF_STOCK', 'BACK_IN_STOCK', 'POSITION_LOST'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const THRESHOLD_KINDS: readonly AlertKind[] = ['UNDERCUT', 'PRICE_ABOVE'];

export const ALERT_DELIVERY_MODES = ['IMMEDIATE', 'DAILY_DIGEST'] as const;
export type AlertDeliveryMode = (typeof ALERT_DELIVERY_MODES)[number];

/** At most this many entries per scope list: a rule is evaluated on every observation. */
export const ALERT_SCOPE_MAX = 100;

const ids = z.array(z.string().trim().min(1).max(64)).max(ALERT_SCOPE_MAX);

/** Empty lists mean "all"; a product must match every non-empty product list, an offer's shop the shop list. */
export const alertScopeSchema = z.strictObject({
  productIds: ids,
  brands: z.array(z.string().trim().min(1).max(120)).max(ALERT_SCOPE_MAX),
  categoryIds: ids,
  sourceIds: ids,
});
export type AlertScope = z.infer<typeof alertScopeSchema>;

export const alertDeliverySchema = z.strictObject({
  /** Also by e-mail to the user's address (only where the server has SMTP configured). */
  email: z.boolean(),
  /** Also POSTed as JSON to this address (http or https; checked by the server's fetch guard). */
  webhookUrl: z.url({ protocol: /^https?$/ }).max(2_000).nullable(),
  mode: z.enum(ALERT_DELIVERY_MODES),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;

/** Why a rule's delivery cannot be kept on this server (error codes, 422). */
export type AlertDeliveryRefusal = Extract<ErrorCode, 'EMAIL_NOT_CONFIGURED' | 'ALERT_DIGEST_NEEDS_EMAIL'>;

/**
 * The one rule of what a rule's delivery may ask for — the rule decider refuses with it, the
 * web form disables the options with it:
 * - e-mail needs SMTP configured on the server (`emailConfigured`): else EMAIL_NOT_CONFIGURED;
 * - the daily digest is an e-mail (the notification centre and the webhook are always
 *   immediate), so DAILY_DIGEST needs delivery by e-mail: else ALERT_DIGEST_NEEDS_EMAIL.
 * null: the delivery is fine.
 */
export function alertDeliveryRefusal(delivery: Pick<AlertDelivery, 'email' | 'mode'>, emailConfigured: boolean): AlertDeliveryRefusal | null {
  if (delivery.email && !emailConfigured) return 'EMAIL_NOT_CONFIGURED';
  if (delivery.mode === 'DAILY_DIGEST' && !delivery.email) return 'ALERT_DIGEST_NEEDS_EMAIL';
  return null;
}

export const alertRuleFieldsSchema = z
  .strictObject({
    name: displayNameSchema(120),
    kind: z.enum(ALERT_KINDS),
    /** Percent, 0 < t ≤ 100, for UNDERCUT and PRICE_ABOVE; null for the other kinds. */
    thresholdPercent: z.number().finite().gt(0).max(100).nullable(),
    scope: alertScopeSchema,
    delivery: alertDeliverySchema,
    active: z.boolean(),
  })
  .superRefine((rule, ctx) => {
    const needs = THRESHOLD_KINDS.includes(rule.kind);
    if (needs && rule.thresholdPercent === null) ctx.addIssue({ code: 'custom', path: ['thresholdPercent'], message: 'This kind of alert needs a threshold.' });
    if (!needs && rule.thresholdPercent !== null) ctx.addIssue({ code: 'custom', path: ['thresholdPercent'], message: 'Only price alerts have a threshold.' });
  });
export type AlertRuleFields = z.infer<typeof alertRuleFieldsSchema>;

export const alertRuleViewSchema = z.object({
  ruleId: z.string(),
  name: z.string(),
  kind: z.enum(ALERT_KINDS),
  thresholdPercent: z.number().nullable(),
  scope: alertScopeSchema,
  delivery: alertDeliverySchema,
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlertRuleView = z.infer<typeof alertRuleViewSchema>;
/** GET /price-alert-rules: the user's own rules, and whether this server can send e-mail (SMTP configured). */
export const alertRuleListSchema = z.object({ rules: z.array(alertRuleViewSchema), emailAvailable: z.boolean() });
export type AlertRuleList = z.infer<typeof alertRuleListSchema>;

/** What an alert fired on: the observation (or own price change) and the prices it compared. */
export const alertEvidenceSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  /** The competitor URL (null for POSITION_LOST when the own price changed). */
  urlId: z.string().nullable(),
  url: z.string().nullable(),
  sourceId: z.string().nullable(),
  /** Country of the own price compared with (null for stock alerts). */
  country: z.string().nullable(),
  /** Competitor price and own price as decimal strings in the offer's currency. */
  price: z.string().nullable(),
  ownPrice: z.string().nullable(),
  currency: z.string().nullable(),
  availability: z.string().nullable(),
  /** When the competitor page was observed (the scrape), or when the own price changed. */
  observedAt: z.string(),
  /** Id of the OfferObserved event (or own price change) the alert fired on. */
  eventId: z.string(),
});
export type AlertEvidence = z.infer<typeof alertEvidenceSchema>;

export const DELIVERY_CHANNELS = ['EMAIL', 'WEBHOOK'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/** PENDING: due (also while retrying), SENT: delivered, FAILED: retries used up, DIGEST: goes out with the daily digest. */
export const DELIVERY_STATES = ['PENDING', 'SENT', 'FAILED', 'DIGEST'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const deliveryStatusSchema = z.object({ state: z.enum(DELIVERY_STATES), attempts: z.number().int().min(0), error: z.string().nullable() });
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const notificationSchema = z.object({
  alertId: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  kind: z.enum(ALERT_KINDS),
  thresholdPercent: z.number().nullable(),
  firedAt: z.string(),
  read: z.boolean(),
  evidence: alertEvidenceSchema,
  /** The shop's name, null when the source is gone. */
  shopName: z.string().nullable(),
  /** E-mail and webhook delivery of the alert (null: not asked for). */
  email: deliveryStatusSchema.nullable(),
  webhook: deliveryStatusSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ items: z.array(notificationSchema), unread: z.number().int().min(0) });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50), minPosition: z.string().optional() });

/** POST /notifications/read: marks these alerts read. */
export const markAlertsReadBodySchema = z.strictObject({ alertIds: z.array(z.uuid()).min(1).max(200) });
/** POST /notifications/read-all: marks every alert up to this one (the newest the user saw) read. */
export const markAllAlertsReadBodySchema = z.strictObject({ upToAlertId: z.uuid() });
