import { alertDeliveryRefusal, THRESHOLD_KINDS, type AlertDelivery, type AlertDeliveryMode, type AlertDeliveryRefusal, type AlertKind, type AlertRuleFields, type AlertRuleView } from '@pm/contracts';

/** The rule form's state: text where the user types, lists where they pick. */
export interface AlertRuleDraft {
  name: string;
  kind: AlertKind;
  threshold: string;
  productIds: string[];
  brands: string[];
  categoryIds: string[];
  sourceIds: string[];
  email: boolean;
  webhookUrl: string;
  mode: AlertDeliveryMode;
  active: boolean;
}

export const emptyAlertDraft = (): AlertRuleDraft => ({ name: '', kind: 'UNDERCUT', threshold: '5', productIds: [], brands: [], categoryIds: [], sourceIds: [], email: false, webhookUrl: '', mode: 'IMMEDIATE', active: true });

export function draftOfAlertRule(rule: AlertRuleView): AlertRuleDraft {
  return {
    name: rule.name,
    kind: rule.kind,
    threshold: rule.thresholdPercent === null ? '5' : String(rule.thresholdPercent),
    ...rule.scope,
    email: rule.delivery.email,
    webhookUrl: rule.delivery.webhookUrl ?? '',
    mode: rule.delivery.mode,
    active: rule.active,
  };
}

export type AlertDraftProblem = 'NAME_MISSING' | 'THRESHOLD_RANGE' | 'WEBHOOK_INVALID';

/** Why the e-mail and the daily digest options cannot be chosen (null: they can), by the contracts' delivery rule. */
export interface AlertDeliveryChoices {
  email: AlertDeliveryRefusal | null;
  digest: AlertDeliveryRefusal | null;
}

/**
 * What the delivery options offer for a draft on this server (`emailAvailable`: SMTP configured),
 * by `alertDeliveryRefusal`, the rule the API enforces: e-mail needs SMTP; the daily digest is an
 * e-mail, so it needs SMTP (EMAIL_NOT_CONFIGURED) and e-mail chosen (ALERT_DIGEST_NEEDS_EMAIL).
 */
export function alertDeliveryChoices(draft: Pick<AlertRuleDraft, 'email'>, emailAvailable: boolean): AlertDeliveryChoices {
  const email = alertDeliveryRefusal({ email: true, mode: 'IMMEDIATE' }, emailAvailable);
  return { email, digest: email ?? alertDeliveryRefusal({ email: draft.email, mode: 'DAILY_DIGEST' }, emailAvailable) };
}

/**
 * The delivery the form shows and sends: e-mail only where the server can send it, the digest
 * only while it can be chosen — else "immediately" (the draft keeps the choice, so ticking
 * e-mail again brings the digest back).
 */
export function draftDelivery(draft: Pick<AlertRuleDraft, 'email' | 'mode'>, emailAvailable: boolean): Pick<AlertDelivery, 'email' | 'mode'> {
  const choices = alertDeliveryChoices(draft, emailAvailable);
  return { email: draft.email && choices.email === null, mode: choices.digest === null ? draft.mode : 'IMMEDIATE' };
}

/** Whether a rule's e-mails go out as the daily digest (the notification centre and a webhook are always immediate). */
export const sentAsDigest = (delivery: Pick<AlertDelivery, 'email' | 'mode'>): boolean => delivery.email && delivery.mode === 'DAILY_DIGEST';

/** A threshold as typed ("5", "2,5"): a number, or null when it is none. */
export function parseThreshold(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The API body of the draft, or the problems that keep it from being one (checked as the API checks them). */
export function alertBodyOf(draft: AlertRuleDraft, emailAvailable: boolean): { fields: AlertRuleFields } | { problems: Partial<Record<'name' | 'threshold' | 'webhookUrl', AlertDraftProblem>> } {
  const problems: Partial<Record<'name' | 'threshold' | 'webhookUrl', AlertDraftProblem>> = {};
  const needsThreshold = THRESHOLD_KINDS.includes(draft.kind);
  const threshold = parseThreshold(draft.threshold);
  if (draft.name.trim() === '') problems.name = 'NAME_MISSING';
  if (needsThreshold && (threshold === null || threshold <= 0 || threshold > 100)) problems.threshold = 'THRESHOLD_RANGE';
  const webhook = draft.webhookUrl.trim();
  if (webhook !== '' && !isHttpUrl(webhook)) problems.webhookUrl = 'WEBHOOK_INVALID';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    fields: {
      name: draft.name.trim(),
      kind: draft.kind,
      thresholdPercent: needsThreshold ? threshold : null,
      scope: { productIds: draft.productIds, brands: draft.brands, categoryIds: draft.categoryIds, sourceIds: draft.sourceIds },
      delivery: { ...draftDelivery(draft, emailAvailable), webhookUrl: webhook === '' ? null : webhook },
      active: draft.active,
    },
  };
}
