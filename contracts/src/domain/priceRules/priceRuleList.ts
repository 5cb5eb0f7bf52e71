/**
 * A company's price rules folded from `pricerules-<companyId>`: the fields of each rule and their
 * order. The one fold the rule-list decider, the channel-delete check, the engine's view and the
 * rules read model share.
 */
import type { PriceRuleEvent } from '../../events/pricingEvents.ts';
import type { PriceRuleFields } from '../../pricing/priceRules.ts';

export interface PriceRuleList {
  rules: Readonly<Record<string, PriceRuleFields>>;
  /** Rule ids from position 1 down. */
  order: readonly string[];
}

/** A rule at its place: position n is index n − 1 of the order. */
export interface OrderedPriceRule {
  ruleId: string;
  position: number;
  fields: PriceRuleFields;
}

export const initialPriceRuleList = (): PriceRuleList => ({ rules: {}, order: [] });

/**
 * A created rule is spliced in at its position (so the list is right even before the
 * PriceRulesReordered that follows an insert above others); a reorder replaces the whole order.
 */
export function evolvePriceRuleList(list: PriceRuleList, event: PriceRuleEvent): PriceRuleList {
  switch (event.type) {
    case 'PriceRuleCreated': {
      const order = list.order.filter((id) => id !== event.data.ruleId);
      order.splice(event.data.position - 1, 0, event.data.ruleId);
      return { rules: { ...list.rules, [event.data.ruleId]: event.data.fields }, order };
    }
    case 'PriceRuleUpdated':
      return { ...list, rules: { ...list.rules, [event.data.ruleId]: event.data.fields } };
    case 'PriceRuleDeleted': {
      const { [event.data.ruleId]: _deleted, ...rules } = list.rules;
      return { rules, order: list.order.filter((id) => id !== event.data.ruleId) };
    }
    case 'PriceRulesReordered':
      return { ...list, order: [...event.data.ruleIds] };
  }
}

/** The list after these events. */
export const foldPriceRuleList = (events: readonly PriceRuleEvent[]): PriceRuleList => events.reduce(evolvePriceRuleList, initialPriceRuleList());

/** The rules from position 1 (the rule that wins) down. */
export const rulesInOrder = (list: PriceRuleList): OrderedPriceRule[] =>
  list.order.flatMap((ruleId, index) => {
    const fields = list.rules[ruleId];
    return fields ? [{ ruleId, position: index + 1, fields }] : [];
  });

/** Sales channel id → the names of the rules on it, in rule order (a channel in use cannot be deleted). */
export function ruleNamesByChannel(list: PriceRuleList): Map<string, string[]> {
  const byChannel = new Map<string, string[]>();
  for (const { fields } of rulesInOrder(list)) byChannel.set(fields.salesChannelId, [...(byChannel.get(fields.salesChannelId) ?? []), fields.name]);
  return byChannel;
}
