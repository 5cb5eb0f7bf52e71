import { describe, expect, it } from 'vitest';
import { DHL_RATE } from '../testing/pricingSettingsFixtures.ts';
import type { ShippingRateFields } from './pricingSettings.ts';
import { findShippingRate, type ShippingParameters } from './shippingRateLookup.ts';

const rate = (over: Partial<ShippingRateFields> & { id: string }): ShippingRateFields & { id: string } => ({ ...DHL_RATE, ...over });
const parcel: ShippingParameters = { country: 'de', weightKg: 2, packages: 1, dangerousGood: false, limitedQuantity: false, nonConveyableByMeasure: false, nonConveyableByVolume: false, pallet: false, halfPallet: false };

describe('findShippingRate', () => {
  it('takes the cheapest rate of the country and mode that carries the weight', () => {
    const rates = [rate({ id: 'a', baseTariff: 5.9 }), rate({ id: 'b', baseTariff: 4.2 }), rate({ id: 'at', country: 'at', baseTariff: 1 }), rate({ id: 'light', baseTariff: 2, maxWeight: 1 })];
    expect(findShippingRate(rates, parcel)).toMatchObject({ rate: { id: 'b' }, perPackage: 4.2, total: 4.2 });
  });

  it('adds the surcharges that apply and multiplies by the packages', () => {
    const quote = findShippingRate([rate({ id: 'a' })], { ...parcel, limitedQuantity: true, nonConveyableByVolume: true, packages: 2 });
    // 4.50 + LQ 3 + NC goods 2 + NC volume 7 = 16.50 per package, 2 packages.
    expect(quote).toMatchObject({ perPackage: 16.5, total: 33 });
    expect(quote?.surcharges.map((s) => s.name)).toEqual(['LQ', 'NC_GOODS', 'NC_VOLUME']);
  });

  it('finds none when no rate allows the product (the "no shipping rate found" case)', () => {
    expect(findShippingRate([rate({ id: 'a' })], { ...parcel, dangerousGood: true })).toBeNull();
    expect(findShippingRate([rate({ id: 'a' })], { ...parcel, pallet: true })).toBeNull();
    expect(findShippingRate([rate({ id: 'a' })], { ...parcel, weightKg: 40 })).toBeNull();
    expect(findShippingRate([rate({ id: 'a' })], { ...parcel, country: 'fr' })).toBeNull();
    expect(findShippingRate([rate({ id: 'p', shippingMode: 'PALLET', baseTariff: 60 })], { ...parcel, pallet: true })?.total).toBe(60);
  });

  it('finds none for a product without a weight, rather than the cheapest parcel rate (issue 12, convention 5)', () => {
    expect(findShippingRate([rate({ id: 'a' }), rate({ id: 'b', baseTariff: 2 })], { ...parcel, weightKg: null })).toBeNull();
    expect(findShippingRate([rate({ id: 'p', shippingMode: 'PALLET', baseTariff: 60, maxWeight: 1000 })], { ...parcel, pallet: true, weightKg: null })).toBeNull();
  });

  it('rounds tariffs exactly, half up to the cent (issue 12 defect 3: 4.015 is 4.02, not 4.01)', () => {
    expect(findShippingRate([rate({ id: 'a', baseTariff: 4.015 })], parcel)).toMatchObject({ perPackage: 4.02, total: 4.02 });
    expect(findShippingRate([rate({ id: 'a', baseTariff: 4.014 })], parcel)).toMatchObject({ perPackage: 4.01, total: 4.01 });
    // 1.005 + LQ 3 = 4.005 → 4.01 per package, × 3 packages = 12.03.
    expect(findShippingRate([rate({ id: 'a', baseTariff: 1.005 })], { ...parcel, limitedQuantity: true, packages: 3 })).toMatchObject({ perPackage: 4.01, total: 12.03 });
    expect(findShippingRate([rate({ id: 'a', baseTariff: 1.1, lqSurcharge: 2.2 })], { ...parcel, limitedQuantity: true })).toMatchObject({ perPackage: 3.3, total: 3.3 });
    // 1 + 7.005 is exactly 8.005 → 8.01 (in binary floating point 8.004999… and 8.00).
    expect(findShippingRate([rate({ id: 'a', baseTariff: 1, lqSurcharge: 7.005 })], { ...parcel, limitedQuantity: true, packages: 2 })).toMatchObject({ perPackage: 8.01, total: 16.02 });
  });
});

