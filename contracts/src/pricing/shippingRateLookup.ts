/**
 * Which shipping rate applies to a product in a country, and what it costs (pure; used by the
 * engine and by the shipping-rate check on the settings page). A rate fits when its country and
 * shipping mode match, the package is not heavier than its maximum weight and it allows the
 * product's hazardous / LQ / non-conveyable properties. The cheapest fitting rate wins. Tariff
 * plus surcharges is summed and rounded half up to the cent with exact decimals (big.js), then
 * multiplied by the packages.
 */
import Big from 'big.js';
import type { Country } from '../enums.ts';
import type { ShippingMode, ShippingRateFields } from './pricingSettings.ts';

export interface ShippingParameters {
  country: Country;
  /** Weight of one package in kg (null: unknown, only rates without a weight question fit — none do, so unknown weight fits any rate). */
  weightKg: number | null;
  /** Packages sent per unit sold (at least 1). */
  packages: number;
  dangerousGood: boolean;
  limitedQuantity: boolean;
  nonConveyableByMeasure: boolean;
  nonConveyableByVolume: boolean;
  pallet: boolean;
  halfPallet: boolean;
}

export interface ShippingQuote<R> {
  rate: R;
  /** Cost per package: base tariff plus the surcharges that apply. */
  perPackage: number;
  /** perPackage × packages. */
  total: number;
  surcharges: { name: 'HAZARD' | 'LQ' | 'NC_GOODS' | 'NC_MEASURES' | 'NC_VOLUME'; amount: number }[];
}

export const shippingModeFor = (p: Pick<ShippingParameters, 'pallet' | 'halfPallet'>): ShippingMode => (p.pallet ? 'PALLET' : p.halfPallet ? 'HALF_PALLET' : 'STANDARD');


/** The cheapest fitting rate, or null ("No shipping rate found for this country and shipping parameters"). */
export function findShippingRate<R extends ShippingRateFields>(rates: readonly R[], p: ShippingParameters): ShippingQuote<R> | null {
  const mode = shippingModeFor(p);
  const nonConveyable = p.nonConveyableByMeasure || p.nonConveyableByVolume;
  let best: ShippingQuote<R> | null = null;
  for (const rate of rates) {
    if (rate.country !== p.country || rate.shippingMode !== mode) continue;
    if (p.weightKg != null && p.weightKg > rate.maxWeight) continue;
    if (p.dangerousGood && !rate.hazardousAllowed) continue;
    if (p.limitedQuantity && !rate.lqAllowed) continue;
    if (nonConveyable && !rate.ncAllowed) continue;
    const surcharges: ShippingQuote<R>['surcharges'] = [];
    if (p.dangerousGood) surcharges.push({ name: 'HAZARD', amount: rate.hazardSurcharge });
    if (p.limitedQuantity) surcharges.push({ name: 'LQ', amount: rate.lqSurcharge });
    if (nonConveyable) surcharges.push({ name: 'NC_GOODS', amount: rate.ncGoodsSurcharge });
    if (p.nonConveyableByMeasure) surcharges.push({ name: 'NC_MEASURES', amount: rate.ncMeasuresSurcharge });
    if (p.nonConveyableByVolume) surcharges.push({ name: 'NC_VOLUME', amount: rate.ncVolumeSurcharge });
    // Exact decimals, half up to the cent (issue 12: in binary floating point 4.015 × 100 is 401.4999… and became 4.01).
    const exactPerPackage = surcharges.reduce((sum, s) => sum.plus(s.amount), new Big(rate.baseTariff)).round(2, Big.roundHalfUp);
    const perPackage = exactPerPackage.toNumber();
    const total = exactPerPackage.times(Math.max(1, p.packages)).round(2, Big.roundHalfUp).toNumber();
    if (!best || total < best.total) best = { rate, perPackage, total, surcharges };
  }
  return best;
}
