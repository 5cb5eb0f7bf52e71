import type { Country, ShippingParameters } from '@pm/contracts';
import { checkNumber, toNumber } from './numberChecks.ts';
import type { NumberError } from './numberChecks.ts';

/** The "check shipping rate" form: where to, how heavy, how many packages and which product flags. */
export interface ShippingCheckValues {
  country: Country | '';
  weightKg: string;
  packages: string;
  dangerousGood: boolean;
  limitedQuantity: boolean;
  nonConveyableByMeasure: boolean;
  nonConveyableByVolume: boolean;
  pallet: boolean;
  halfPallet: boolean;
}

export type ShippingCheckErrors = Partial<Record<'country' | 'weightKg' | 'packages', NumberError>>;

export const EMPTY_SHIPPING_CHECK: ShippingCheckValues = {
  country: '',
  weightKg: '',
  packages: '1',
  dangerousGood: false,
  limitedQuantity: false,
  nonConveyableByMeasure: false,
  nonConveyableByVolume: false,
  pallet: false,
  halfPallet: false,
};

export function validateShippingCheck(values: ShippingCheckValues): ShippingCheckErrors {
  const packages = checkNumber(values.packages, { min: 1, max: 1_000 });
  return {
    country: values.country === '' ? 'required' : undefined,
    weightKg: checkNumber(values.weightKg, { min: 0, above: true }),
    packages: packages ?? (Number.isInteger(toNumber(values.packages)) ? undefined : 'invalidNumber'),
  };
}

/** The lookup's parameters of a valid form. */
export function toShippingParameters(values: ShippingCheckValues): ShippingParameters {
  return {
    country: values.country || 'de',
    weightKg: toNumber(values.weightKg),
    packages: toNumber(values.packages),
    dangerousGood: values.dangerousGood,
    limitedQuantity: values.limitedQuantity,
    nonConveyableByMeasure: values.nonConveyableByMeasure,
    nonConveyableByVolume: values.nonConveyableByVolume,
    pallet: values.pallet,
    halfPallet: values.halfPallet,
  };
}
