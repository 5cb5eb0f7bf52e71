import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QUANTITY_UNITS, WEIGHT_UNITS } from '@pm/contracts';

/** Quantity units of spec §3. */
export const QUANTITY_UNIT_LABELS: Record<(typeof QUANTITY_UNITS)[number] | (typeof WEIGHT_UNITS)[number], MessageDescriptor> = {
  CENTIMETERS: msg`Centimetres`,
  CUBIC_METERS: msg`Cubic metres`,
  GRAMS: msg`Grams`,
  KILOGRAMS: msg`Kilograms`,
  LITERS: msg`Litres`,
  METERS: msg`Metres`,
  MILLILITERS: msg`Millilitres`,
  MILLIMETERS: msg`Millimetres`,
  PIECES: msg`Pieces`,
  SQUARE_METERS: msg`Square metres`,
};
