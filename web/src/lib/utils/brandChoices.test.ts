import { describe, expect, it } from 'vitest';
import { brandChoices } from './brandChoices.ts';

describe('brand choices', () => {
  it('offers each brand once, matching what is typed, with the chosen ones', () => {
    expect(brandChoices(['Nordkap', 'Vaude', null, 'Nordkap', '', 'Deuter'], 'n', [])).toEqual(['Nordkap']);
    expect(brandChoices(['Vaude', 'Deuter'], '', ['Salewa'])).toEqual(['Deuter', 'Salewa', 'Vaude']);
  });
});
