import { useLingui } from '@lingui/react/macro';
import type { GuardrailOverrides, PriceConstraints, PriceTarget } from '@pm/contracts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';

/** One-line summaries of a rule's target and constraints for the list. */
export function useRuleSummaries() {
  const { t, i18n } = useLingui();
  const number = (n: number) => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(n);
  const money = (n: number, currency: string | null) => formatMoney(n, currency, i18n.locale) ?? number(n);

  function target(target: PriceTarget, currency: string | null): string {
    switch (target.type) {
      case 'PURCHASE_MARKUP': {
        const percent = number(target.percent);
        return t`Markup of ${percent} % on the purchase price`;
      }
      case 'TOTAL_COST_MARKUP': {
        const percent = number(target.percent);
        return t`Markup of ${percent} % on total costs`;
      }
      case 'PROFIT_MARGIN': {
        const percent = number(target.percent);
        return t`Profit margin of ${percent} %`;
      }
      case 'CHEAPEST_COMPETITOR': {
        const by = target.by === 'PERCENT' ? `${number(target.value)} %` : money(target.value, currency);
        const text = target.direction === 'CHEAPER' ? t`${by} cheaper than the cheapest competitor` : t`${by} more expensive than the cheapest competitor`;
        return target.withShipping ? t`${text} (with shipping)` : t`${text} (without shipping)`;
      }
    }
  }

  /** The fallback and the rule's own guardrails, e.g. "next rule tries without a price; guardrail: change at most 25 % per run". */
  function behaviour(rule: { fallThrough?: boolean | undefined; guardrails?: GuardrailOverrides | undefined }): string[] {
    const parts: string[] = [];
    if (rule.fallThrough) parts.push(t`without a price the next rule tries`);
    const g = rule.guardrails ?? {};
    if (g.maxChangePercent === null) parts.push(t`guardrail: no maximum change`);
    else if (g.maxChangePercent !== undefined) {
      const v = number(g.maxChangePercent);
      parts.push(t`guardrail: change at most ${v} % per run`);
    }
    if (g.noBelowCost === false) parts.push(t`guardrail: below cost allowed`);
    if (g.noBelowCost === true) parts.push(t`guardrail: never below cost`);
    if (g.noAboveMsrp === false) parts.push(t`guardrail: above the MSRP allowed`);
    if (g.noAboveMsrp === true) parts.push(t`guardrail: never above the MSRP`);
    return parts;
  }

  function constraints(c: PriceConstraints, currency: string | null, extra: string[] = []): string {
    const parts: string[] = [];
    if (c.minPrice !== null) {
      const v = money(c.minPrice, currency);
      parts.push(t`price at least ${v}`);
    }
    if (c.maxPrice !== null) {
      const v = money(c.maxPrice, currency);
      parts.push(t`price at most ${v}`);
    }
    if (c.minMarkup !== null) {
      const v = number(c.minMarkup);
      parts.push(t`markup at least ${v} %`);
    }
    if (c.maxMarkup !== null) {
      const v = number(c.maxMarkup);
      parts.push(t`markup at most ${v} %`);
    }
    if (c.minProfitMargin !== null) {
      const v = number(c.minProfitMargin);
      parts.push(t`margin at least ${v} %`);
    }
    if (c.maxProfitMargin !== null) {
      const v = number(c.maxProfitMargin);
      parts.push(t`margin at most ${v} %`);
    }
    if (c.msrpCap) parts.push(t`not above the MSRP`);
    if (c.maxChangePercent !== null) {
      const v = number(c.maxChangePercent);
      parts.push(t`change at most ${v} % per run`);
    }
    parts.push(...extra);
    return parts.length > 0 ? parts.join(', ') : t`None`;
  }

  return { target, constraints, behaviour };
}
