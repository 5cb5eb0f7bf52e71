/**
 * Net and gross prices (docs/pricing.md "VAT"): gross = net × (1 + VAT / 100). The VAT rate is the
 * product's rate for the channel's country when it has one (reduced rates such as books or food
 * differ per product), else the channel's rate.
 */
import type { PricingChannel } from '@pm/contracts';
import { roundCents } from './money.ts';

export interface VatChoice {
  rate: number;
  source: 'PRODUCT' | 'CHANNEL';
}

export function vatRateFor(channel: Pick<PricingChannel, 'vatRate'>, productVatRate: number | null | undefined): VatChoice {
  return productVatRate != null ? { rate: productVatRate, source: 'PRODUCT' } : { rate: channel.vatRate, source: 'CHANNEL' };
}

/** 1 + VAT / 100: the factor from net to gross. */
export const vatFactor = (vatRate: number): number => 1 + vatRate / 100;

export const netFromGross = (gross: number, vatRate: number): number => gross / vatFactor(vatRate);

export const grossFromNet = (net: number, vatRate: number): number => net * vatFactor(vatRate);

/** The VAT contained in a gross price, to the cent. */
export const vatIn = (gross: number, vatRate: number): number => roundCents(gross - netFromGross(gross, vatRate));
