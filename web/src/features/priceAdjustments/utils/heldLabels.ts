import type { HeldResult, PricingRunOutcome } from '@pm/contracts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';
import { formatPercent } from '../../../lib/utils/formatDeviation.ts';

/** Texts of a held result the caller translates (so this file stays free of Lingui's runtime). */
export interface HeldTexts {
  maxChange(limit: string): string;
  belowCost(bound: string): string;
  aboveMsrp(bound: string): string;
  costsUnknown: string;
  other: string;
}

/** Which guardrail held the price, with its limit: "Maximum change per run: 20 %", "Not below cost: 23,50 €". */
export function guardrailText(outcome: Pick<PricingRunOutcome, 'reason' | 'held'>, texts: HeldTexts, locale: string): string {
  const held = outcome.held;
  const guardrail = held?.guardrail ?? null;
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
  const money = (n: number | null | undefined) => (n === null || n === undefined || !held ? null : formatMoney(n, held.currency, locale));
  switch (outcome.reason) {
    case 'GUARDRAIL_MAX_CHANGE':
      return texts.maxChange(guardrail?.limit != null ? `${number(guardrail.limit)} %` : '–');
    case 'GUARDRAIL_BELOW_COST':
      return texts.belowCost(money(guardrail?.bound) ?? '–');
    case 'GUARDRAIL_ABOVE_MSRP':
      return texts.aboveMsrp(money(guardrail?.bound) ?? '–');
    case 'GUARDRAIL_COSTS_UNKNOWN':
      return texts.costsUnknown;
    default:
      return texts.other;
  }
}

/** Current and held price and the change, formatted in the locale. */
export function heldFigures(held: HeldResult | null | undefined, locale: string): { current: string | null; held: string | null; change: string | null } {
  if (!held) return { current: null, held: null, change: null };
  return { current: formatMoney(held.currentPrice, held.currency, locale), held: formatMoney(held.heldPrice, held.currency, locale), change: formatPercent(held.changePercent, locale) };
}
