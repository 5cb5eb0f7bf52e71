/**
 * Which rule prices a product in a channel (spec §3, docs/pricing.md "Rule selection"): only
 * active rules of that channel count; the matching rule with the lowest position number wins
 * (position 1 is the top of the list; equal positions fall back to the rule id so a run is
 * deterministic), every other matching rule is OVERWRITTEN. A rule whose filter cannot be
 * evaluated (unknown field, operator not allowed) is never taken as a match: where it would be
 * considered first it decides the product with ERROR, because a lower rule would otherwise price a
 * product the broken rule may have been meant for.
 */
import type { PricingRuleInput } from '@pm/contracts';
import { compileFilter, type CompiledFilter } from './filterConditions.ts';
import type { ProductChannelFacts } from './productChannelFacts.ts';

export interface CompiledRule {
  rule: PricingRuleInput;
  filter: CompiledFilter;
}

/** The channel's active rules, best first, with their filters compiled. */
export function rulesOfChannel(rules: readonly PricingRuleInput[], channelId: string): CompiledRule[] {
  return rules
    .filter((rule) => rule.active && rule.salesChannelId === channelId)
    .sort((a, b) => a.position - b.position || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0))
    .map((rule) => ({ rule, filter: compileFilter(rule.conditions) }));
}

export interface RuleSelection {
  /** The rule that decides the product: it matched first, or its filter is invalid. */
  winner: CompiledRule;
  /** Matching rules with a higher position number. */
  overwritten: CompiledRule[];
}

export function selectRule(rules: readonly CompiledRule[], facts: ProductChannelFacts): RuleSelection | null {
  let winner: CompiledRule | null = null;
  const overwritten: CompiledRule[] = [];
  for (const compiled of rules) {
    const { filter } = compiled;
    if (winner === null) {
      if (!filter.ok || filter.matches(facts)) winner = compiled;
    } else if (filter.ok && filter.matches(facts)) {
      overwritten.push(compiled);
    }
  }
  return winner && { winner, overwritten };
}
