import { describe, expect, it } from 'vitest';
import { availabilityFromText, isBuyable, isOutOfStock, normaliseAvailability } from './availability.ts';
import { isUsedCondition, normaliseCondition } from './condition.ts';

describe('normaliseAvailability', () => {
  it.each([
    ['http://schema.org/InStock', 'InStock'],
    ['https://schema.org/OutOfStock', 'OutOfStock'],
    ['schema:PreOrder', 'PreOrder'],
    ['InStock', 'InStock'],
    ['instock', 'InStock'],
    ['in stock', 'InStock'],
    ['out of stock', 'OutOfStock'],
    ['in_stock', 'InStock'],
    ['available for order', 'BackOrder'],
    ['preorder', 'PreOrder'],
    ['discontinued', 'Discontinued'],
    ['LimitedAvailability', 'LimitedAvailability'],
    ['auf Lager', 'InStock'],
    ['Sofort lieferbar', 'InStock'],
    ['12 vorrätig', 'InStock'],
    ['nicht lieferbar', 'OutOfStock'],
    ['Derzeit nicht auf Lager', 'OutOfStock'],
    ['Artikel nicht verfügbar', 'OutOfStock'],
    ['ausverkauft', 'SoldOut'],
    ['Leider ausverkauft', 'SoldOut'],
    ['nicht mehr verfügbar', 'Discontinued'],
    ['Dieser Artikel ist leider nicht mehr lieferbar', 'Discontinued'],
    ['Nur noch 2 Stück auf Lager', 'LimitedAvailability'],
    ['only 3 left', 'LimitedAvailability'],
    ['Vorbestellbar – erscheint im Mai', 'PreOrder'],
    ['lieferbar ab 12.05.', 'BackOrder'],
    ['Nur im Markt erhältlich', 'InStoreOnly'],
    ['currently unavailable', 'OutOfStock'],
    ['en stock', 'InStock'],
    ['rupture de stock', 'OutOfStock'],
    ['esaurito', 'SoldOut'],
    ['op voorraad', 'InStock'],
  ])('%s → %s', (text, expected) => expect(normaliseAvailability(text)).toBe(expected));

  it('gives null for unknown or missing values', () => {
    expect(normaliseAvailability('Lieferzeit 3 Tage')).toBeNull();
    expect(normaliseAvailability('')).toBeNull();
    expect(normaliseAvailability(null)).toBeNull();
    expect(normaliseAvailability(42)).toBeNull();
  });

  it('tells buyable and out-of-stock availabilities apart', () => {
    expect(isBuyable('InStock')).toBe(true);
    expect(isBuyable('LimitedAvailability')).toBe(true);
    expect(isBuyable('PreOrder')).toBe(false);
    expect(isBuyable(null)).toBe(false);
    expect(isOutOfStock('SoldOut')).toBe(true);
    expect(isOutOfStock('BackOrder')).toBe(false);
  });
});

describe('normaliseCondition', () => {
  it.each([
    ['https://schema.org/NewCondition', 'NewCondition'],
    ['http://schema.org/UsedCondition', 'UsedCondition'],
    ['RefurbishedCondition', 'RefurbishedCondition'],
    ['DamagedCondition', 'DamagedCondition'],
    ['new', 'NewCondition'],
    ['Neu', 'NewCondition'],
    ['Gebraucht – sehr gut', 'UsedCondition'],
    ['B-Ware', 'UsedCondition'],
    ['neuwertig', 'UsedCondition'],
    ['generalüberholt', 'RefurbishedCondition'],
    ['refurbished', 'RefurbishedCondition'],
  ])('%s → %s', (text, expected) => expect(normaliseCondition(text)).toBe(expected));

  it('gives null for unknown values and counts every non-new condition as used', () => {
    expect(normaliseCondition('sehr gut')).toBeNull();
    expect(isUsedCondition('RefurbishedCondition')).toBe(true);
    expect(isUsedCondition('NewCondition')).toBe(false);
    expect(isUsedCondition(null)).toBe(false);
  });
});

describe('availabilityFromText', () => {
  const values = { 'Sofort ab Lager': 'InStock', 'Lager': 'LimitedAvailability', 'Bald wieder da': 'OutOfStock' } as const;
  it("takes the shop's own texts first: whole text, then the longest one contained", () => {
    expect(availabilityFromText('  sofort   AB lager ', values)).toBe('InStock');
    expect(availabilityFromText('Artikel: Bald wieder da!', values)).toBe('OutOfStock');
    expect(availabilityFromText('Status: sofort ab Lager (3 Stück)', values)).toBe('InStock');
    expect(availabilityFromText('Zentrallager', values)).toBe('LimitedAvailability');
  });
  it('falls back to the built-in recognition', () => {
    expect(availabilityFromText('nicht lieferbar', values)).toBe('OutOfStock');
    expect(availabilityFromText('auf Lager', undefined)).toBe('InStock');
    expect(availabilityFromText(null, values)).toBeNull();
  });
});
