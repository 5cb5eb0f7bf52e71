import { describe, expect, it } from 'vitest';
import { alertBodyOf, alertDeliveryChoices, draftDelivery, emptyAlertDraft, parseThreshold, sentAsDigest } from './alertRuleDraft.ts';

describe('alert rule draft', () => {
  it('reads thresholds with a comma or a dot, and only numbers', () => {
    expect(parseThreshold('2,5')).toBe(2.5);
    expect(parseThreshold(' 5 ')).toBe(5);
    expect(parseThreshold('5 %')).toBeNull();
    expect(parseThreshold('')).toBeNull();
  });

  it('refuses a threshold outside 0 < t ≤ 100, a missing name and a webhook that is no http(s) address', () => {
    expect(alertBodyOf({ ...emptyAlertDraft(), name: '', threshold: '0', webhookUrl: 'ftp://x' }, false)).toEqual({ problems: { name: 'NAME_MISSING', threshold: 'THRESHOLD_RANGE', webhookUrl: 'WEBHOOK_INVALID' } });
    expect(alertBodyOf({ ...emptyAlertDraft(), name: 'x', threshold: '100.5' }, false)).toEqual({ problems: { threshold: 'THRESHOLD_RANGE' } });
  });

  it('sends the threshold only for price alerts', () => {
    expect(alertBodyOf({ ...emptyAlertDraft(), name: ' Undercut ', threshold: '5' }, false)).toMatchObject({ fields: { name: 'Undercut', kind: 'UNDERCUT', thresholdPercent: 5, delivery: { webhookUrl: null } } });
    expect(alertBodyOf({ ...emptyAlertDraft(), name: 'Stock', kind: 'OUT_OF_STOCK', threshold: 'x' }, false)).toMatchObject({ fields: { thresholdPercent: null } });
  });

  describe('delivery (a daily digest is an e-mail; e-mail needs SMTP on the server)', () => {
    const draft = (email: boolean, mode: 'IMMEDIATE' | 'DAILY_DIGEST') => ({ ...emptyAlertDraft(), name: 'Undercut', email, mode });

    it('offers e-mail and the digest only where the server can send e-mail, the digest only with e-mail chosen, each with its reason', () => {
      expect(alertDeliveryChoices(draft(false, 'IMMEDIATE'), false)).toEqual({ email: 'EMAIL_NOT_CONFIGURED', digest: 'EMAIL_NOT_CONFIGURED' });
      expect(alertDeliveryChoices(draft(true, 'IMMEDIATE'), false)).toEqual({ email: 'EMAIL_NOT_CONFIGURED', digest: 'EMAIL_NOT_CONFIGURED' });
      expect(alertDeliveryChoices(draft(false, 'IMMEDIATE'), true)).toEqual({ email: null, digest: 'ALERT_DIGEST_NEEDS_EMAIL' });
      expect(alertDeliveryChoices(draft(true, 'IMMEDIATE'), true)).toEqual({ email: null, digest: null });
    });

    it('never sends the digest without e-mail (the QA case: no SMTP, digest picked) nor e-mail the server cannot send', () => {
      expect(alertBodyOf(draft(false, 'DAILY_DIGEST'), false)).toMatchObject({ fields: { delivery: { email: false, mode: 'IMMEDIATE', webhookUrl: null } } });
      expect(alertBodyOf({ ...draft(false, 'DAILY_DIGEST'), webhookUrl: 'https://hooks.example/a' }, true)).toMatchObject({ fields: { delivery: { email: false, mode: 'IMMEDIATE', webhookUrl: 'https://hooks.example/a' } } });
      // A rule saved with e-mail before SMTP was removed: edited now, it drops e-mail and its digest.
      expect(alertBodyOf(draft(true, 'DAILY_DIGEST'), false)).toMatchObject({ fields: { delivery: { email: false, mode: 'IMMEDIATE' } } });
      expect(alertBodyOf(draft(true, 'DAILY_DIGEST'), true)).toMatchObject({ fields: { delivery: { email: true, mode: 'DAILY_DIGEST' } } });
    });

    it('shows "immediately" while the digest cannot be chosen and brings it back when e-mail is ticked again', () => {
      expect(draftDelivery(draft(false, 'DAILY_DIGEST'), true)).toEqual({ email: false, mode: 'IMMEDIATE' });
      expect(draftDelivery(draft(true, 'DAILY_DIGEST'), true)).toEqual({ email: true, mode: 'DAILY_DIGEST' });
    });

    it('lists a rule as a digest only when its e-mails go out as one', () => {
      expect(sentAsDigest({ email: true, mode: 'DAILY_DIGEST' })).toBe(true);
      expect(sentAsDigest({ email: false, mode: 'DAILY_DIGEST' })).toBe(false);
      expect(sentAsDigest({ email: true, mode: 'IMMEDIATE' })).toBe(false);
    });
  });
});
