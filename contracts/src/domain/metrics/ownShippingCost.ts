/**
 * The own net shipping cost of one unit sold in a channel (docs/pricing.md "Own shipping cost"):
 * 1. 0 in a channel whose customers pay no shipping (noShippingCost);
 * 2. else the product's precalculated shipping cost for the channel's country, when set (the
 *    retailer knows this product's real cost better than a generic rate table);
 * 3. else the cheapest fitting shipping rate of the channel's country (findShippingRate: mode,
 *    weight per package, hazardous / LQ / non-conveyable surcharges, × packages, exact to the
 *    cent); a product without a weight fits no rate (issue 12, convention 5: the cheapest parcel
 *    rate understated its shipping and overstated its margin);
 * 4. else unknown (null): targets and limits that need it end in ERROR NO_SHIPPING_RATE ("No
 *    shipping rate found for this country and shipping parameters", spec §8).
 * The one rule the pricing engine and the dashboard's top metric share.
 */
import type { Country } from '../../enums.ts';
import type { ShippingRateFields } from '../../pricing/pricingSettings.ts';
import { findShippingRate } from '../../pricing/shippingRateLookup.ts';

export interface OwnShippingCost {
  cost: number;
  source: 'SHIPPING_RATE' | 'PRECALCULATED' | 'NO_SHIPPING_CHANNEL';
  rateId: string | null;
  carrier: string | null;
}

/** What the rate lookup needs of a product. */
export interface ShippedProduct {
  weightKg: number | null;
  numberOfPackages: number | null;
  dangerousGood: boolean;
  limitedQuantity: boolean;
  nonConveyableByMeasure: boolean;
  nonConveyableByVolume: boolean;
  pallet: boolean;
  halfPallet: boolean;
}

/** Gross shipping the own customers pay in a channel: 0 where they pay none; the channel's charge where it sets one, else the product's shipping price in the country, else 0. */
export const ownShippingCharge = (channel: { noShippingCost: boolean; shippingCharge?: number | null | undefined }, shippingPrice: number | null | undefined): number =>
  channel.noShippingCost ? 0 : (channel.shippingCharge ?? shippingPrice ?? 0);

/** A product's weight in kg from its weight and unit (GRAMS or kilograms). */
export const weightInKg = (weight: number | null | undefined, unit: string | null | undefined): number | null => (weight == null ? null : unit === 'GRAMS' ? weight / 1000 : weight);

export function ownShippingCost(
  product: ShippedProduct,
  channel: { country: Country; noShippingCost: boolean },
  precalculated: number | null | undefined,
  ratesOfCountry: readonly (ShippingRateFields & { rateId: string })[],
): OwnShippingCost | null {
  if (channel.noShippingCost) return { cost: 0, source: 'NO_SHIPPING_CHANNEL', rateId: null, carrier: null };
  if (precalculated != null) return { cost: precalculated, source: 'PRECALCULATED', rateId: null, carrier: null };
  const quote = findShippingRate(ratesOfCountry, {
    country: channel.country,
    weightKg: product.weightKg,
    packages: product.numberOfPackages ?? 1,
    dangerousGood: product.dangerousGood,
    limitedQuantity: product.limitedQuantity,
    nonConveyableByMeasure: product.nonConveyableByMeasure,
    nonConveyableByVolume: product.nonConveyableByVolume,
    pallet: product.pallet,
    halfPallet: product.halfPallet,
  });
  return quote ? { cost: quote.total, source: 'SHIPPING_RATE', rateId: quote.rate.rateId, carrier: quote.rate.carrier } : null;
}
