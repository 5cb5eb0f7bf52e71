import { describe, it } from 'vitest';
import type { AlertEvidence, AlertRuleFields } from '../../http/alerts.ts';
import type { AlertInboxEvent, PriceAlertRuleEvent } from '../../events/index.ts';
import { deciderSpec, sampleAlertEvidence } from '../../testing/index.ts';
import { alertInboxDecider } from './alertInboxDecider.ts';
import { priceAlertRuleDecider } from './alertRuleDecider.ts';

const spec = deciderSpec(priceAlertRuleDecider);
const ruleId = 'r1';
const companyId = 'c1';
const userId = 'u1';
const fields = (over: Partial<AlertRuleFields> = {}): AlertRuleFields => ({
  name: 'Undercut 5 %',
  kind: 'UNDERCUT',
  thresholdPercent: 5,
  scope: { productIds: [], brands: [], categoryIds: [], sourceIds: [] },
  delivery: { email: false, webhookUrl: null, mode: 'IMMEDIATE' },
  active: true,
  ...over,
});
const created: PriceAlertRuleEvent = { type: 'PriceAlertRuleCreated', data: { ruleId, companyId, userId, fields: fields() } };
const evidence: AlertEvidence = sampleAlertEvidence;
const fire = (sourcePosition: string, alertId = 'a1') => ({ type: 'FirePriceAlert' as const, ruleId, alertId, key: 'r1|p1|url1|de', sourcePosition, evidence });
const fired = (sourcePosition: string, alertId = 'a1'): PriceAlertRuleEvent => ({
  type: 'PriceAlertFired',
  data: { ruleId, alertId, companyId, userId, ruleName: 'Undercut 5 %', kind: 'UNDERCUT', thresholdPercent: 5, key: 'r1|p1|url1|de', sourcePosition, evidence, delivery: fields().delivery },
});

describe('price alert rule', () => {
  it('is created once, changed and deleted by its owner only', () => {
    spec.given([]).when({ type: 'CreatePriceAlertRule', ruleId, companyId, userId, fields: fields(), emailConfigured: false }).then([created]);
    spec.given([created]).when({ type: 'CreatePriceAlertRule', ruleId, companyId, userId, fields: fields(), emailConfigured: false }).thenThrows('DUPLICATE_KEY');
    spec.given([created]).when({ type: 'UpdatePriceAlertRule', ruleId, companyId, userId, fields: fields({ thresholdPercent: 10 }), emailConfigured: false }).then([{ type: 'PriceAlertRuleUpdated', data: { ruleId, fields: fields({ thresholdPercent: 10 }) } }]);
    spec.given([created]).when({ type: 'UpdatePriceAlertRule', ruleId, companyId, userId, fields: fields(), emailConfigured: false }).then([]);
    // A colleague of the same company, or another company, finds no such rule.
    spec.given([created]).when({ type: 'UpdatePriceAlertRule', ruleId, companyId, userId: 'u2', fields: fields(), emailConfigured: false }).thenThrows('PRICE_ALERT_RULE_NOT_FOUND');
    spec.given([created]).when({ type: 'DeletePriceAlertRule', ruleId, companyId: 'c2', userId }).thenThrows('PRICE_ALERT_RULE_NOT_FOUND');
    spec.given([created]).when({ type: 'DeletePriceAlertRule', ruleId, companyId, userId }).then([{ type: 'PriceAlertRuleDeleted', data: { ruleId } }]);
    spec.given([created, { type: 'PriceAlertRuleDeleted', data: { ruleId } }]).when({ type: 'DeletePriceAlertRule', ruleId, companyId, userId }).thenThrows('PRICE_ALERT_RULE_NOT_FOUND');
  });

  it('takes e-mail only where the server can send it, and the daily digest only with e-mail (it is an e-mail)', () => {
    const delivery = (email: boolean, mode: 'IMMEDIATE' | 'DAILY_DIGEST', webhookUrl: string | null = null) => fields({ delivery: { email, webhookUrl, mode } });
    const create = (f: AlertRuleFields, emailConfigured: boolean) => ({ type: 'CreatePriceAlertRule' as const, ruleId, companyId, userId, fields: f, emailConfigured });
    const update = (f: AlertRuleFields, emailConfigured: boolean) => ({ type: 'UpdatePriceAlertRule' as const, ruleId, companyId, userId, fields: f, emailConfigured });
    // The QA case: no SMTP, no e-mail, digest — in the app only, there is nothing to digest.
    spec.given([]).when(create(delivery(false, 'DAILY_DIGEST'), false)).thenThrows('ALERT_DIGEST_NEEDS_EMAIL');
    // A webhook is always immediate: it does not make a digest possible either.
    spec.given([]).when(create(delivery(false, 'DAILY_DIGEST', 'https://hooks.example/a'), true)).thenThrows('ALERT_DIGEST_NEEDS_EMAIL');
    spec.given([]).when(create(delivery(true, 'DAILY_DIGEST'), false)).thenThrows('EMAIL_NOT_CONFIGURED');
    spec.given([]).when(create(delivery(true, 'IMMEDIATE'), false)).thenThrows('EMAIL_NOT_CONFIGURED');
    spec.given([]).when(create(delivery(true, 'DAILY_DIGEST'), true)).then([{ type: 'PriceAlertRuleCreated', data: { ruleId, companyId, userId, fields: delivery(true, 'DAILY_DIGEST') } }]);
    spec.given([]).when(create(delivery(false, 'IMMEDIATE'), false)).then([created]);
    // Changing a rule follows the same rule; turning the digest off again is allowed.
    spec.given([created]).when(update(delivery(false, 'DAILY_DIGEST'), true)).thenThrows('ALERT_DIGEST_NEEDS_EMAIL');
    spec.given([created]).when(update(delivery(true, 'IMMEDIATE'), false)).thenThrows('EMAIL_NOT_CONFIGURED');
    const digestWithoutEmail: PriceAlertRuleEvent = { type: 'PriceAlertRuleCreated', data: { ruleId, companyId, userId, fields: delivery(false, 'DAILY_DIGEST') } };
    spec.given([digestWithoutEmail]).when(update(delivery(false, 'IMMEDIATE'), false)).then([{ type: 'PriceAlertRuleUpdated', data: { ruleId, fields: delivery(false, 'IMMEDIATE') } }]);
  });

  it('fires an alert once per key and source position, even when the log is evaluated again', () => {
    spec.given([created]).when(fire('10')).then([fired('10')]);
    spec.given([created, fired('10')]).when(fire('10', 'a2')).then([]);
    spec.given([created, fired('10')]).when(fire('7', 'a2')).then([]);
    spec.given([created, fired('10')]).when(fire('12', 'a2')).then([fired('12', 'a2')]);
  });

  it('fires nothing for a paused, deleted or unknown rule', () => {
    spec.given([]).when(fire('10')).then([]);
    spec.given([{ type: 'PriceAlertRuleCreated', data: { ruleId, companyId, userId, fields: fields({ active: false }) } }]).when(fire('10')).then([]);
    spec.given([created, { type: 'PriceAlertRuleDeleted', data: { ruleId } }]).when(fire('10')).then([]);
  });
});

describe('alert delivery', () => {
  const attempt = (n: number, ok: boolean, final: boolean) => ({ type: 'RecordAlertDelivery' as const, ruleId, alertId: 'a1', channel: 'WEBHOOK' as const, attempt: n, ok, error: ok ? null : 'HTTP 500', final });
  const attempted = (n: number, ok: boolean, final: boolean): PriceAlertRuleEvent => ({ type: 'PriceAlertDeliveryAttempted', data: { ruleId, alertId: 'a1', channel: 'WEBHOOK', attempt: n, ok, error: ok ? null : 'HTTP 500', final } });
  it('records each attempt until one is final; after that nothing more', () => {
    spec.given([created, fired('10')]).when(attempt(1, false, false)).then([attempted(1, false, false)]);
    spec.given([created, fired('10'), attempted(1, false, false)]).when(attempt(2, true, true)).then([attempted(2, true, true)]);
    spec.given([created, fired('10'), attempted(1, false, true)]).when(attempt(2, true, true)).then([]);
    spec.given([created, fired('10'), attempted(1, true, true)]).when({ ...attempt(1, true, true), channel: 'EMAIL' }).then([{ type: 'PriceAlertDeliveryAttempted', data: { ...attempted(1, true, true).data, channel: 'EMAIL' } } as PriceAlertRuleEvent]);
  });
});

describe('alert inbox', () => {
  const inbox = deciderSpec(alertInboxDecider);
  const allRead = (upToAlertId: string): AlertInboxEvent => ({ type: 'AllAlertsMarkedRead', data: { userId, upToAlertId } });
  const received = ['a', 'b', 'c', 'd'];
  it('marks single alerts and everything up to an alert read; what is read already writes nothing', () => {
    inbox.given([]).when({ type: 'MarkAlertsRead', userId, alertIds: ['b', 'b', 'c'], received }).then([{ type: 'AlertsMarkedRead', data: { userId, alertIds: ['b', 'c'] } }]);
    inbox.given([allRead('c')]).when({ type: 'MarkAlertsRead', userId, alertIds: ['b', 'd'], received }).then([{ type: 'AlertsMarkedRead', data: { userId, alertIds: ['d'] } }]);
    inbox.given([allRead('c')]).when({ type: 'MarkAlertsRead', userId, alertIds: ['a'], received }).then([]);
    inbox.given([allRead('c')]).when({ type: 'MarkAllAlertsRead', userId, upToAlertId: 'b', received }).then([]);
    inbox.given([allRead('c')]).when({ type: 'MarkAllAlertsRead', userId, upToAlertId: 'd', received }).then([allRead('d')]);
  });

  it('refuses to mark read an alert the user did not receive, writing nothing (not even beside received ones)', () => {
    inbox.given([]).when({ type: 'MarkAlertsRead', userId, alertIds: ['x'], received: [] }).thenThrows('ALERT_NOT_FOUND');
    inbox.given([]).when({ type: 'MarkAlertsRead', userId, alertIds: ['a', 'x'], received: ['a'] }).thenThrows('ALERT_NOT_FOUND');
    // A read-all bound the user never received (a far-future id) would hide every later alert.
    inbox.given([]).when({ type: 'MarkAllAlertsRead', userId, upToAlertId: 'ffffffff', received: [] }).thenThrows('ALERT_NOT_FOUND');
    inbox.given([allRead('c')]).when({ type: 'MarkAllAlertsRead', userId, upToAlertId: 'b', received: [] }).thenThrows('ALERT_NOT_FOUND');
    // Read already, but received: still fine (idempotent).
    inbox.given([allRead('c')]).when({ type: 'MarkAlertsRead', userId, alertIds: ['a'], received: ['a'] }).then([]);
  });

  it('sends one digest per user and day', () => {
    const sent: AlertInboxEvent = { type: 'AlertDigestSent', data: { userId, day: '2026-11-20', alertIds: ['a', 'b'] } };
    inbox.given([]).when({ type: 'RecordDigestSent', userId, day: '2026-11-20', alertIds: ['a', 'b'] }).then([sent]);
    inbox.given([sent]).when({ type: 'RecordDigestSent', userId, day: '2026-11-20', alertIds: ['c'] }).then([]);
    inbox.given([sent, allRead('z')]).when({ type: 'RecordDigestSent', userId, day: '2026-11-21', alertIds: ['c'] }).then([{ type: 'AlertDigestSent', data: { userId, day: '2026-11-21', alertIds: ['c'] } }]);
  });
});
