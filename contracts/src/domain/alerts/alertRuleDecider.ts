import { alertDeliveryRefusal, type AlertDeliveryRefusal, type AlertEvidence, type AlertRuleFields, type DeliveryChannel } from '../../http/alerts.ts';
import type { PriceAlertRuleEvent } from '../../events/alertEvents.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

export interface PriceAlertRuleState {
  ruleId: string | null;
  companyId: string | null;
  userId: string | null;
  fields: AlertRuleFields | null;
  deleted: boolean;
  /** Per hysteresis key: the global position of the event the last alert fired on. */
  lastFired: Record<string, string>;
  /** `<alertId>:<channel>` of deliveries that are over (sent, or retries used up). */
  delivered: string[];
}

export type PriceAlertRuleCommand =
  /** `emailConfigured`: whether the server can send e-mail (SMTP configured), for the delivery rule. */
  | { type: 'CreatePriceAlertRule'; ruleId: string; companyId: string; userId: string; fields: AlertRuleFields; emailConfigured: boolean }
  | { type: 'UpdatePriceAlertRule'; ruleId: string; companyId: string; userId: string; fields: AlertRuleFields; emailConfigured: boolean }
  | { type: 'DeletePriceAlertRule'; ruleId: string; companyId: string; userId: string }
  /** From the notifier: the evaluation of the log found a crossing for `key` at `sourcePosition`. */
  | { type: 'FirePriceAlert'; ruleId: string; alertId: string; key: string; sourcePosition: string; evidence: AlertEvidence }
  /** From the deliverer: one attempt to e-mail or post an alert. */
  | { type: 'RecordAlertDelivery'; ruleId: string; alertId: string; channel: DeliveryChannel; attempt: number; ok: boolean; error: string | null; final: boolean };

export const initialPriceAlertRule = (): PriceAlertRuleState => ({ ruleId: null, companyId: null, userId: null, fields: null, deleted: false, lastFired: {}, delivered: [] });

export function evolvePriceAlertRule(state: PriceAlertRuleState, event: PriceAlertRuleEvent): PriceAlertRuleState {
  switch (event.type) {
    case 'PriceAlertRuleCreated':
      return { ...state, ruleId: event.data.ruleId, companyId: event.data.companyId, userId: event.data.userId, fields: event.data.fields };
    case 'PriceAlertRuleUpdated':
      return { ...state, fields: event.data.fields };
    case 'PriceAlertRuleDeleted':
      return { ...state, deleted: true };
    case 'PriceAlertFired':
      return { ...state, lastFired: { ...state.lastFired, [event.data.key]: event.data.sourcePosition } };
    case 'PriceAlertDeliveryAttempted':
      return event.data.final ? { ...state, delivered: [...state.delivered, `${event.data.alertId}:${event.data.channel}`] } : state;
  }
}

const notFound = () => appError('PRICE_ALERT_RULE_NOT_FOUND', 'The price alert rule was not found.');

/** A rule is its owner's: another user (even of the same company) finds no such rule. */
function requireOwn(state: PriceAlertRuleState, companyId: string, userId: string): AlertRuleFields {
  if (!state.fields || state.deleted || state.companyId !== companyId || state.userId !== userId) throw notFound();
  return state.fields;
}

const REFUSALS: Record<AlertDeliveryRefusal, { message: string; path: string }> = {
  EMAIL_NOT_CONFIGURED: { message: 'E-mail is not configured on this server.', path: 'delivery.email' },
  ALERT_DIGEST_NEEDS_EMAIL: { message: 'The daily digest is an e-mail: it needs delivery by e-mail.', path: 'delivery.mode' },
};

/** A rule may be saved only with a delivery the server can make (`alertDeliveryRefusal`, the one home of that rule). */
function requireDeliverable(fields: AlertRuleFields, emailConfigured: boolean): void {
  const refusal = alertDeliveryRefusal(fields.delivery, emailConfigured);
  if (refusal) throw appError(refusal, REFUSALS[refusal].message, { path: REFUSALS[refusal].path });
}

const positionAfter = (position: string, than: string | undefined) => than === undefined || BigInt(position) > BigInt(than);

/**
 * One user's price alert rule. Firing is idempotent: the notifier may evaluate the same part of
 * the log again (after a restart), and an alert whose source position is not after the last one
 * fired for its key writes nothing. A deleted or paused rule fires nothing. A rule is created
 * or changed only with a delivery the server can make (e-mail needs SMTP; the digest, e-mail).
 */
export const priceAlertRuleDecider: Decider<PriceAlertRuleState, PriceAlertRuleCommand, PriceAlertRuleEvent> = {
  initialState: initialPriceAlertRule,
  evolve: evolvePriceAlertRule,
  decide: (command, state) => {
    switch (command.type) {
      case 'CreatePriceAlertRule': {
        if (state.ruleId !== null) throw appError('DUPLICATE_KEY', 'A price alert rule with this id exists.');
        const { ruleId, companyId, userId, fields } = command;
        requireDeliverable(fields, command.emailConfigured);
        return [{ type: 'PriceAlertRuleCreated', data: { ruleId, companyId, userId, fields } }];
      }
      case 'UpdatePriceAlertRule': {
        const before = requireOwn(state, command.companyId, command.userId);
        requireDeliverable(command.fields, command.emailConfigured);
        if (JSON.stringify(before) === JSON.stringify(command.fields)) return [];
        return [{ type: 'PriceAlertRuleUpdated', data: { ruleId: command.ruleId, fields: command.fields } }];
      }
      case 'DeletePriceAlertRule':
        requireOwn(state, command.companyId, command.userId);
        return [{ type: 'PriceAlertRuleDeleted', data: { ruleId: command.ruleId } }];
      case 'FirePriceAlert': {
        const { fields, companyId, userId } = state;
        if (!fields || !companyId || !userId || state.deleted || !fields.active) return [];
        if (!positionAfter(command.sourcePosition, state.lastFired[command.key])) return [];
        return [
          {
            type: 'PriceAlertFired',
            data: {
              ruleId: command.ruleId,
              alertId: command.alertId,
              companyId,
              userId,
              ruleName: fields.name,
              kind: fields.kind,
              thresholdPercent: fields.thresholdPercent,
              key: command.key,
              sourcePosition: command.sourcePosition,
              evidence: command.evidence,
              delivery: fields.delivery,
            },
          },
        ];
      }
      case 'RecordAlertDelivery': {
        // A delivery that is over takes no more attempts (a restart may report one again).
        if (state.delivered.includes(`${command.alertId}:${command.channel}`)) return [];
        const { ruleId, alertId, channel, attempt, ok, error, final } = command;
        return [{ type: 'PriceAlertDeliveryAttempted', data: { ruleId, alertId, channel, attempt, ok, error, final } }];
      }
    }
  },
};
