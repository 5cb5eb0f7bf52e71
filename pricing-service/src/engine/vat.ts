/**
 * Net and gross prices (docs/pricing.md "VAT"): gross = net × (1 + VAT / 100). The VAT rate is the
 * product's rate for the channel's country when it has one (reduced rates such as books or food
 * differ per product), else the channel's rate. Exact (money.ts): 59.50 / 1.19 is 50, and the VAT
 * in 10.70 at 7 % is 0.70, decided by no binary remainder.
 */
import type { PricingChannel } from '@pm/contracts';
import { exact, fractionOf, memo, onePlus, roundCents, type Exact } from './money.ts';

export interface VatChoice {
  rate: number;
  source: 'PRODUCT' | 'CHANNEL';
}

export function vatRateFor(channel: Pick<PricingChannel, 'vatRate'>, productVatRate: number | null | undefined): VatChoice {
  return productVatRate != null ? { rate: productVatRate, source: 'PRODUCT' } : { rate: channel.vatRate, source: 'CHANNEL' };
}

const exactOf = (amount: number | Exact): Exact => (typeof amount === 'number' ? exact(amount) : amount);

/** 1 + VAT / 100, exactly: the factor from net to gross. */
export const vatFactor = (vatRate: number): Exact => onePlus(vatRate);

/** gross / (1 + VAT / 100), exactly (the domain core's, shared with the metrics). */
export { netFromGross } from '@pm/contracts/domain';

/** net × (1 + VAT / 100), exactly. */
export const grossFromNet = (net: number | Exact, vatRate: number): Exact => exactOf(net).times(onePlus(vatRate));

/** v / (1 + v): the share of a gross price that is VAT (19 → 19/119). */
const vatShare = memo((vatRate: number): Exact => fractionOf(vatRate).div(onePlus(vatRate)));

/** The VAT contained in a gross price, gross × v / (1 + v), half up to the cent. */
export const vatIn = (gross: number, vatRate: number): number => roundCents(exact(gross).times(vatShare(vatRate)));
