import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QUANTITY_UNITS } from '@pm/contracts';

/** Quantity units of spec §3 (weights are among them), as people call them: the product page and the data mapping. */
export const QUANTITY_UNIT_LABELS: Record<(typeof QUANTITY_UNITS)[number], MessageDescriptor> = {
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
