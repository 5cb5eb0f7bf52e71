/**
 * Channel commission (docs/pricing.md "Commission"): commissionRate % of the gross price the
 * customer pays. The VAT a marketplace puts on its fee is input tax the seller reclaims, so the
 * commission counts in full as a net cost. Exact (money.ts): 15 % of 59.50 is 8.925, not 8.924999….
 */
import { exact, fractionOf, roundCents, type Exact } from './money.ts';

/** Unrounded commission, exactly, for metrics; `gross` may already be exact (a price plus a commissioned shipping charge). */
export const commissionOf = (gross: number | Exact, commissionRate: number): Exact => (typeof gross === 'number' ? exact(gross) : gross).times(fractionOf(commissionRate));

/** The commission shown as a fee: half up to the cent, exactly. */
export const commissionFee = (gross: number, commissionRate: number): number => roundCents(commissionOf(gross, commissionRate));
