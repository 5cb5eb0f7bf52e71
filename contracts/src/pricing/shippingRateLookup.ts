/**
 * Which shipping rate applies to a product in a country, and what it costs (pure; used by the
 * engine and by the shipping-rate check on the settings page). A rate fits when its country and
 * shipping mode match, the package is not heavier than its maximum weight and it allows the
 * product's hazardous / LQ / non-conveyable properties. The cheapest fitting rate wins. Tariff
 * plus surcharges is summed exactly and rounded half up to the cent with the one rounding family
 * of exact money (domain/money/exactAmount.ts, the engine's too), then multiplied by the packages.
 * A product without a weight gets no rate (issue 12, convention 5): the cheapest parcel rate would
 * understate its shipping and overstate its margin.
 */
import { exact, roundCents } from '../domain/money/exactAmount.ts';
import type { Country } from '../enums.ts';
import type { ShippingMode, ShippingRateFields } from './pricingSettings.ts';

export interface ShippingParameters {
  country: Country;
  /** Weight of one package in kg (null: unknown — no rate can be told to carry it, so none fits). */
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

/** The cheapest fitting rate, or null ("No shipping rate found for this country and shipping parameters"; also without a weight). */
export function findShippingRate<R extends ShippingRateFields>(rates: readonly R[], p: ShippingParameters): ShippingQuote<R> | null {
  if (p.weightKg == null) return null;
  const mode = shippingModeFor(p);
  const nonConveyable = p.nonConveyableByMeasure || p.nonConveyableByVolume;
  let best: ShippingQuote<R> | null = null;
  for (const rate of rates) {
    if (rate.country !== p.country || rate.shippingMode !== mode) continue;
    if (p.weightKg > rate.maxWeight) continue;
    if (p.dangerousGood && !rate.hazardousAllowed) continue;
    if (p.limitedQuantity && !rate.lqAllowed) continue;
    if (nonConveyable && !rate.ncAllowed) continue;
    const surcharges: ShippingQuote<R>['surcharges'] = [];
    if (p.dangerousGood) surcharges.push({ name: 'HAZARD', amount: rate.hazardSurcharge });
    if (p.limitedQuantity) surcharges.push({ name: 'LQ', amount: rate.lqSurcharge });
    if (nonConveyable) surcharges.push({ name: 'NC_GOODS', amount: rate.ncGoodsSurcharge });
    if (p.nonConveyableByMeasure) surcharges.push({ name: 'NC_MEASURES', amount: rate.ncMeasuresSurcharge });
    if (p.nonConveyableByVolume) surcharges.push({ name: 'NC_VOLUME', amount: rate.ncVolumeSurcharge });
    // Exact, half up to the cent (issue 12: in binary floating point 4.015 × 100 is 401.4999… and became 4.01).
    const perPackage = roundCents(surcharges.reduce((sum, s) => sum.plus(exact(s.amount)), exact(rate.baseTariff)));
    // Whole cents times whole packages: exact, nothing left to round.
    const total = roundCents(exact(perPackage).times(exact(Math.max(1, p.packages))));
    if (!best || total < best.total) best = { rate, perPackage, total, surcharges };
  }
  return best;
}
