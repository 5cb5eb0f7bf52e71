import { describe, expect, it } from 'vitest';
import { screenTitleFor, tabTitle } from './screenTitle.ts';

const TABLE = [
  ['/sign-in/*', 'Sign in'],
  ['/settings', 'Settings'],
  ['/settings/price-engine', 'Price engine settings'],
  ['/price-engine/review', 'Review'],
  ['/price-engine/review/:adjustmentId', 'Adjustment'],
  ['/price-engine/review/submitted', 'Submitted'],
] as const;

describe('screen titles', () => {
  it('finds the route of a path, ids included, the fixed route winning over a parameter', () => {
    expect(screenTitleFor('/price-engine/review', TABLE)).toBe('Review');
    expect(screenTitleFor('/price-engine/review/submitted', TABLE)).toBe('Submitted');
    expect(screenTitleFor('/price-engine/review/0b6f4c1e-1111-4222-8333-444455556666', TABLE)).toBe('Adjustment');
    expect(screenTitleFor('/sign-in', TABLE)).toBe('Sign in');
    expect(screenTitleFor('/settings/', TABLE)).toBe('Settings');
  });

  it('falls back to the nearest route above a path it does not know, and to none', () => {
    expect(screenTitleFor('/settings/price-engine/something-new', TABLE)).toBe('Price engine settings');
    expect(screenTitleFor('/settings/whatever', TABLE)).toBe('Settings');
    expect(screenTitleFor('/', TABLE)).toBeUndefined();
    expect(screenTitleFor('/nowhere', TABLE)).toBeUndefined();
  });

  it('puts the screen first and the product after it', () => {
    expect(tabTitle('Überprüfung', 'Preismonitor')).toBe('Überprüfung – Preismonitor');
    expect(tabTitle(undefined, 'Preismonitor')).toBe('Preismonitor');
  });
});
