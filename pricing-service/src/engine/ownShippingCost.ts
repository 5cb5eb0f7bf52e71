/**
 * The own net shipping cost of one unit sold in a channel (docs/pricing.md "Own shipping cost"):
 * 1. 0 in a channel whose customers pay no shipping (noShippingCost);
 * 2. else the product's precalculated shipping cost for the channel's country, when set (the
 *    retailer knows this product's real cost better than a generic rate table);
 * 3. else the cheapest fitting shipping rate of the channel's country (contracts findShippingRate:
 *    mode, weight per package, hazardous / LQ / non-conveyable surcharges, × packages, exact to
 *    the cent); a product without a weight fits no rate (issue 12, convention 5: the cheapest
 *    parcel rate understated its shipping and overstated its margin);
 * 4. else unknown (null): targets and limits that need it end in ERROR NO_SHIPPING_RATE ("No
 *    shipping rate found for this country and shipping parameters", spec §8).
 */
import { findShippingRate, type Country, type PricingProduct, type PricingShippingRate } from '@pm/contracts';

export interface OwnShippingCost {
  cost: number;
  source: 'SHIPPING_RATE' | 'PRECALCULATED' | 'NO_SHIPPING_CHANNEL';
  rateId: string | null;
  carrier: string | null;
}

export function ownShippingCost(
  product: PricingProduct,
  channel: { country: Country; noShippingCost: boolean },
  precalculated: number | null | undefined,
  ratesOfCountry: readonly PricingShippingRate[],
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
