/**
 * How the decision trace reads: limits with their unit, rates and days of exchange rates, and
 * who acted in the audit trail (the words are in decisionTraceLabels.ts).
 */
import type { AuditEntry } from '@pm/contracts';
import { formatMoney } from '../../../lib/utils/formatMoney.ts';

export type LimitUnit = 'percent' | 'money' | 'none';

/** Limits in percent: markups, margins and the maximum change; in money: prices and the MSRP. */
const PERCENT_LIMIT = /MARKUP|MARGIN|CHANGE|BELOW_COST/;
const MONEY_LIMIT = /PRICE|MSRP/;

/** The unit of a step's or guardrail's limit, from its name (e.g. MIN_PROFIT_MARGIN: percent, MIN_PRICE: money). */
export function limitUnit(name: string): LimitUnit {
  if (PERCENT_LIMIT.test(name)) return 'percent';
  if (MONEY_LIMIT.test(name)) return 'money';
  return 'none';
}

/** A percentage as a limit reads, e.g. "15 %" or "12,5 %" in German. */
export function formatPercentLimit(value: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} %`;
}

/**
 * A limit with its unit and the price it stands for: "15 % (269,70 €)" for a margin, "2,49 €"
 * for a price limit (its bound is itself), "–" without a limit.
 */
export function formatLimit(name: string, limit: number | null, bound: number | null | undefined, currency: string, locale: string): string {
  const money = (n: number) => formatMoney(n, currency, locale) ?? '–';
  const boundText = bound == null ? null : money(bound);
  if (limit === null || !Number.isFinite(limit)) return boundText ?? '–';
  const unit = limitUnit(name);
  if (unit === 'money') {
    const limitText = money(limit);
    return boundText && boundText !== limitText ? `${limitText} (${boundText})` : limitText;
  }
  const limitText = unit === 'percent' ? formatPercentLimit(limit, locale) : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(limit);
  return boundText ? `${limitText} (${boundText})` : limitText;
}

/** A currency conversion rate, e.g. "1 EUR = 4,3125 PLN". */
export function formatRate(from: string, to: string, rate: number, locale: string): string {
  return `1 ${from} = ${new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(rate)} ${to}`;
}

/** A calendar day in the locale's date (one rule for every screen: lib/utils/formatDay.ts). */
export { formatDay } from '../../../lib/utils/formatDay.ts';

/** Who acted: a named service, a person (by name), or a user that no longer exists. */
export type ActorWho = { kind: 'service'; name: string } | { kind: 'person'; name: string } | { kind: 'deleted' };

export function actorWho(actor: AuditEntry['actor']): ActorWho {
  if (actor.kind === 'SERVICE') return { kind: 'service', name: actor.name || 'system' };
  return actor.name ? { kind: 'person', name: actor.name } : { kind: 'deleted' };
}
