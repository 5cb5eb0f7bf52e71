/**
 * Channel commission (docs/pricing.md "Commission"): commissionRate % of the gross price the
 * customer pays (plus the shipping charge where the channel takes its commission on it). The VAT
 * a marketplace puts on its fee is input tax the seller reclaims, so the commission counts in full
 * as a net cost. Exact (money.ts): 15 % of 59.50 is 8.925, not 8.924999….
 */
import { commissionOf } from '@pm/contracts/domain';
import { exact, roundCents, type Exact } from './money.ts';

/** Unrounded commission, exactly, for metrics (the domain core's, shared with the metrics). */
export { commissionOf };

const exactOf = (amount: number | Exact): Exact => (typeof amount === 'number' ? exact(amount) : amount);

/**
 * The commission shown as a fee: half up to the cent, exactly. The commissioned shipping charge is
 * added here, exactly: a sum taken before (8.20 + 4.95 is 13.149999999999999 in binary) would
 * make 10 % of it 1.31 instead of 1.32.
 */
export const commissionFee = (gross: number | Exact, commissionRate: number, commissionedShippingCharge = 0): number =>
  roundCents(commissionOf(commissionedShippingCharge === 0 ? gross : exactOf(gross).plus(exact(commissionedShippingCharge)), commissionRate));
