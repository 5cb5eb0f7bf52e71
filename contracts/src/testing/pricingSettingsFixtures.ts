/** A complete shipping rate for tests: DHL parcels in Germany, every surcharge set so each one shows in sums. */
import type { ShippingRateFields } from '../pricing/pricingSettings.ts';

export const DHL_RATE: ShippingRateFields = {
  carrier: 'DHL',
  country: 'de',
  baseTariff: 4.5,
  maxWeight: 31.5,
  shippingMode: 'STANDARD',
  hazardSurcharge: 10,
  lqSurcharge: 3,
  ncGoodsSurcharge: 2,
  ncMeasuresSurcharge: 5,
  ncVolumeSurcharge: 7,
  hazardousAllowed: false,
  lqAllowed: true,
  ncAllowed: true,
};
