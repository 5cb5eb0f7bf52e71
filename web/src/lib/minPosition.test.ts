import { describe, expect, it } from 'vitest';
import { withMinPosition } from './minPosition.ts';

describe('withMinPosition', () => {
  it('adds the position as a query parameter', () => {
    expect(withMinPosition('/admin/companies', '42')).toBe('/admin/companies?minPosition=42');
    expect(withMinPosition('/x?a=1', '7')).toBe('/x?a=1&minPosition=7');
  });

  it('leaves the path alone without a position', () => {
    expect(withMinPosition('/admin/companies')).toBe('/admin/companies');
    expect(withMinPosition('/admin/companies', null)).toBe('/admin/companies');
  });
});
