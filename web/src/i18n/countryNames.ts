import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Country } from '@pm/contracts';

/** Display names of the countries of spec §9, by country code. */
export const COUNTRY_NAMES: Record<Country, MessageDescriptor> = {
  at: msg`Austria`,
  be: msg`Belgium`,
  ch: msg`Switzerland`,
  de: msg`Germany`,
  es: msg`Spain`,
  fr: msg`France`,
  gb: msg`United Kingdom`,
  it: msg`Italy`,
  lu: msg`Luxembourg`,
  nl: msg`Netherlands`,
  pl: msg`Poland`,
  us: msg`United States`,
};
