import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportRowErrorCode } from '@pm/contracts';

/** Why a row of the file cannot be imported (spec §5), by the code the API answers with. */
export const ROW_ERROR_MESSAGES: Record<ImportRowErrorCode, MessageDescriptor> = {
  REQUIRED: msg`A value is required.`,
  TOO_LONG: msg`This text is too long.`,
  INVALID_NUMBER: msg`Please enter a valid number.`,
  NOT_AN_INTEGER: msg`Please enter a whole number.`,
  NEGATIVE: msg`The value must be 0 or more.`,
  OUT_OF_RANGE: msg`The value must be between 0 and 100.`,
  TOO_LARGE: msg`The value is larger than allowed.`,
  TOO_PRECISE: msg`The value has more decimals than allowed (prices: 2, costs: 4).`,
  INVALID_BOOLEAN: msg`Please use yes/no, ja/nein, true/false or 1/0.`,
  INVALID_GTIN: msg`Please enter a valid GTIN/EAN: 8, 12, 13 or 14 digits with a correct check digit.`,
  INVALID_ASIN: msg`An ASIN has 10 letters or digits.`,
  INVALID_PZN: msg`A PZN has 7 or 8 digits.`,
  INVALID_URL: msg`Please enter a valid URL starting with http:// or https://.`,
  INVALID_UNIT: msg`This unit is not known.`,
  INVALID_CURRENCY: msg`This currency is not known: use an ISO code such as EUR, PLN or CHF.`,
  UNKNOWN_CATEGORY: msg`There is no category with this name or path.`,
  MIN_ABOVE_MAX: msg`The maximum must not be below the minimum.`,
  DUPLICATE_SKU: msg`This SKU appears more than once in the file.`,
  COLUMN_COUNT: msg`The row does not have as many cells as the header line.`,
  INVALID_VALUE: msg`This value is not valid.`,
};
