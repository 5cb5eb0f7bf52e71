/**
 * Channel commission (docs/pricing.md "Commission"): commissionRate % of the gross price the
 * customer pays. The VAT a marketplace puts on its fee is input tax the seller reclaims, so the
 * commission counts in full as a net cost.
 */
import { roundCents } from './money.ts';

/** Unrounded commission, for metrics and solving targets. */
export const commissionOf = (gross: number, commissionRate: number): number => (gross * commissionRate) / 100;

/** The commission shown as a fee, to the cent. */
export const commissionFee = (gross: number, commissionRate: number): number => roundCents(commissionOf(gross, commissionRate));
