import type { PriceRuleFields } from '@pm/contracts';
import type { PriceRuleEvent } from '@pm/contracts/events';
import { evolvePriceRuleList, initialPriceRuleList, type PriceRuleList } from '@pm/contracts/domain';
import { AppError, appError } from '@pm/platform';
import type { Decider } from '@pm/platform';

/**
 * `channelIds`: the sales channels the company has now (read from `pricingsettings-<companyId>`
 * by the command handler), so a rule never names a channel that does not exist.
 */
export type PriceRuleCommand =
  | { type: 'CreatePriceRule'; companyId: string; ruleId: string; fields: PriceRuleFields; position: number | null; channelIds: readonly string[] }
  | { type: 'UpdatePriceRule'; companyId: string; ruleId: string; fields: PriceRuleFields; channelIds: readonly string[] }
  | { type: 'DeletePriceRule'; companyId: string; ruleId: string }
  | { type: 'ReorderPriceRules'; companyId: string; ruleIds: readonly string[] };

const ruleNotFound = () => appError('PRICE_RULE_NOT_FOUND', 'The price rule was not found.');

function requireChannel(channelIds: readonly string[], channelId: string): void {
  // 422: the body names a channel that is not there (the rule itself may well exist).
  if (!channelIds.includes(channelId)) throw new AppError('SALES_CHANNEL_UNKNOWN', 'The rule names a sales channel your company does not have.', { path: 'salesChannelId' });
}

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => b[i] === id);
const reordered = (companyId: string, ruleIds: string[]): PriceRuleEvent => ({ type: 'PriceRulesReordered', data: { companyId, ruleIds } });

/**
 * Positions stay 1..n without gaps: inserting a rule above others, or deleting one, also writes
 * the whole new order (PriceRulesReordered), so readers never have to shift positions themselves.
 */
export const priceRuleListDecider: Decider<PriceRuleList, PriceRuleCommand, PriceRuleEvent> = {
  // The list is the domain core's fold: the engine's view and the rules read model fold it alike.
  initialState: initialPriceRuleList,
  evolve: evolvePriceRuleList,
  decide: (command, list) => {
    const { companyId } = command;
    switch (command.type) {
      case 'CreatePriceRule': {
        if (list.rules[command.ruleId]) throw appError('DUPLICATE_KEY', 'A price rule with this id exists.');
        requireChannel(command.channelIds, command.fields.salesChannelId);
        const end = list.order.length + 1;
        // DECISION: a position past the end appends (two people adding "at the end" both succeed).
        const position = command.position === null ? end : Math.min(command.position, end);
        const created: PriceRuleEvent = { type: 'PriceRuleCreated', data: { companyId, ruleId: command.ruleId, position, fields: command.fields } };
        if (position === end) return [created];
        const order = [...list.order];
        order.splice(position - 1, 0, command.ruleId);
        return [created, reordered(companyId, order)];
      }
      case 'UpdatePriceRule': {
        const before = list.rules[command.ruleId];
        if (!before) throw ruleNotFound();
        requireChannel(command.channelIds, command.fields.salesChannelId);
        if (JSON.stringify(before) === JSON.stringify(command.fields)) return [];
        return [{ type: 'PriceRuleUpdated', data: { companyId, ruleId: command.ruleId, fields: command.fields } }];
      }
      case 'DeletePriceRule': {
        if (!list.rules[command.ruleId]) throw ruleNotFound();
        const deleted: PriceRuleEvent = { type: 'PriceRuleDeleted', data: { companyId, ruleId: command.ruleId } };
        const rest = list.order.filter((id) => id !== command.ruleId);
        // The last rule leaves no gap; any other closes up.
        return list.order.at(-1) === command.ruleId ? [deleted] : [deleted, reordered(companyId, rest)];
      }
      case 'ReorderPriceRules': {
        const wanted = command.ruleIds;
        const complete = wanted.length === list.order.length && new Set(wanted).size === wanted.length && wanted.every((id) => list.rules[id]);
        if (!complete) throw appError('PRICE_RULE_ORDER_MISMATCH', 'The order must list every price rule exactly once; the rules have changed in the meantime.', { ruleIds: list.order });
        return sameOrder(wanted, list.order) ? [] : [reordered(companyId, [...wanted])];
      }
    }
  },
};
