import { describe, expect, it } from 'vitest';
import { companyInitials } from './companyInitials.ts';

describe('companyInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(companyInitials('Demo Outdoor GmbH')).toBe('DO');
    expect(companyInitials('  acme  ')).toBe('A');
    expect(companyInitials('Ölwerk & Söhne')).toBe('ÖS');
    expect(companyInitials('(Neu) Fahrrad AG')).toBe('NF');
  });

  it('is empty for an empty name', () => {
    expect(companyInitials('')).toBe('');
  });
});
