import { describe, expect, it } from 'vitest';
import { alertBodyOf, emptyAlertDraft, parseThreshold } from './alertRuleDraft.ts';

describe('alert rule draft', () => {
  it('reads thresholds with a comma or a dot, and only numbers', () => {
    expect(parseThreshold('2,5')).toBe(2.5);
    expect(parseThreshold(' 5 ')).toBe(5);
    expect(parseThreshold('5 %')).toBeNull();
    expect(parseThreshold('')).toBeNull();
  });

  it('refuses a threshold outside 0 < t ≤ 100, a missing name and a webhook that is no http(s) address', () => {
    expect(alertBodyOf({ ...emptyAlertDraft(), name: '', threshold: '0', webhookUrl: 'ftp://x' })).toEqual({ problems: { name: 'NAME_MISSING', threshold: 'THRESHOLD_RANGE', webhookUrl: 'WEBHOOK_INVALID' } });
    expect(alertBodyOf({ ...emptyAlertDraft(), name: 'x', threshold: '100.5' })).toEqual({ problems: { threshold: 'THRESHOLD_RANGE' } });
  });

  it('sends the threshold only for price alerts', () => {
    expect(alertBodyOf({ ...emptyAlertDraft(), name: ' Undercut ', threshold: '5' })).toMatchObject({ fields: { name: 'Undercut', kind: 'UNDERCUT', thresholdPercent: 5, delivery: { webhookUrl: null } } });
    expect(alertBodyOf({ ...emptyAlertDraft(), name: 'Stock', kind: 'OUT_OF_STOCK', threshold: 'x' })).toMatchObject({ fields: { thresholdPercent: null } });
  });
});
