import { describe, expect, it } from 'vitest';
import { formatCents, formatCount, formatDay, formatIndex, formatShare, formatSignedCents, formatSignedPercent, indexTone } from './insightsFormat.ts';

const nbsp = (text: string | null) => text?.replace(/\u00a0|\u202f/g, ' ');

describe('insight figures in the locale', () => {
  it('formats integer cents exactly as money', () => {
    expect(nbsp(formatCents(129_900, 'EUR', 'de-DE'))).toBe('1.299,00 €');
    expect(formatCents(129_905, 'EUR', 'en-US')).toBe('€1,299.05');
    expect(formatCents(null, 'EUR', 'en-US')).toBeNull();
    expect(nbsp(formatSignedCents(-120, 'EUR', 'de-DE'))).toBe('-1,20 €');
    expect(formatSignedCents(505, 'EUR', 'en-US')).toBe('+€5.05');
  });

  it('formats percentages, shares, indexes and counts', () => {
    expect(nbsp(formatSignedPercent(12.44, 'de-DE'))).toBe('+12,4 %');
    expect(formatSignedPercent(-5.6, 'en-US')).toBe('-5.6%');
    expect(formatSignedPercent(0, 'en-US')).toBe('0.0%');
    expect(nbsp(formatShare(1, 3, 'de-DE'))).toBe('33 %');
    expect(formatShare(1, 0, 'de-DE')).toBeNull();
    expect(formatIndex(103.25, 'de-DE')).toBe('103,3');
    expect(formatIndex(null, 'de-DE')).toBeNull();
    expect(formatCount(12_345, 'de-DE')).toBe('12.345');
    expect(formatDay('2026-11-26', 'de-DE')).toBe('26.11.');
  });

  it('reads an index as cheaper, level or more expensive', () => {
    expect([indexTone(97), indexTone(100), indexTone(104), indexTone(null)]).toEqual(['cheaper', 'level', 'dearer', null]);
  });
});
