import { describe, it } from 'vitest';
import { NO_CONSTRAINTS, type PriceRuleFields } from '@pm/contracts';
import { type PriceRuleEvent } from '@pm/contracts/events';
import { deciderSpec } from '@pm/platform/testing';
import { priceRuleListDecider } from './priceRuleListDecider.ts';

const spec = deciderSpec(priceRuleListDecider);
const companyId = 'c1';
const channelIds = ['web', 'amazon'];
const fields = (name: string, over: Partial<PriceRuleFields> = {}): PriceRuleFields => ({
  name,
  salesChannelId: 'web',
  conditions: [],
  target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: true },
  constraints: { ...NO_CONSTRAINTS, minProfitMargin: 15 },
  active: true,
  ...over,
});
const created = (ruleId: string, position: number): PriceRuleEvent => ({ type: 'PriceRuleCreated', data: { companyId, ruleId, position, fields: fields(ruleId) } });
const reordered = (...ruleIds: string[]): PriceRuleEvent => ({ type: 'PriceRulesReordered', data: { companyId, ruleIds } });
const three = [created('a', 1), created('b', 2), created('c', 3)];

describe('price rule list', () => {
  it('appends a rule at the end when no position is given (or one past the end)', () => {
    spec.given([]).when({ type: 'CreatePriceRule', companyId, ruleId: 'a', fields: fields('a'), position: null, channelIds }).then([created('a', 1)]);
    spec.given(three).when({ type: 'CreatePriceRule', companyId, ruleId: 'd', fields: fields('d'), position: null, channelIds }).then([created('d', 4)]);
    spec.given(three).when({ type: 'CreatePriceRule', companyId, ruleId: 'd', fields: fields('d'), position: 99, channelIds }).then([created('d', 4)]);
  });

  it('inserts a rule at a position and writes the new order so positions stay 1..n', () => {
    spec.given(three).when({ type: 'CreatePriceRule', companyId, ruleId: 'd', fields: fields('d'), position: 1, channelIds }).then([created('d', 1), reordered('d', 'a', 'b', 'c')]);
    spec.given(three).when({ type: 'CreatePriceRule', companyId, ruleId: 'd', fields: fields('d'), position: 3, channelIds }).then([created('d', 3), reordered('a', 'b', 'd', 'c')]);
    // The state folds an insert with or without the order event to the same list.
    spec.given([...three, created('d', 2)]).when({ type: 'ReorderPriceRules', companyId, ruleIds: ['a', 'd', 'b', 'c'] }).then([]);
  });

  it('refuses a rule whose sales channel does not exist, and a duplicate id', () => {
    spec.given([]).when({ type: 'CreatePriceRule', companyId, ruleId: 'a', fields: fields('a', { salesChannelId: 'gone' }), position: null, channelIds }).thenThrows('SALES_CHANNEL_UNKNOWN');
    spec.given(three).when({ type: 'UpdatePriceRule', companyId, ruleId: 'a', fields: fields('a', { salesChannelId: 'gone' }), channelIds }).thenThrows('SALES_CHANNEL_UNKNOWN');
    spec.given(three).when({ type: 'CreatePriceRule', companyId, ruleId: 'a', fields: fields('a'), position: null, channelIds }).thenThrows('DUPLICATE_KEY');
  });

  it('updates every field of a rule, including its active state; an unchanged rule writes nothing', () => {
    const changed = fields('b', { name: 'Amazon', salesChannelId: 'amazon', active: false, target: { type: 'PROFIT_MARGIN', percent: 20 } });
    spec.given(three).when({ type: 'UpdatePriceRule', companyId, ruleId: 'b', fields: changed, channelIds }).then([{ type: 'PriceRuleUpdated', data: { companyId, ruleId: 'b', fields: changed } }]);
    spec.given(three).when({ type: 'UpdatePriceRule', companyId, ruleId: 'b', fields: fields('b'), channelIds }).then([]);
    spec.given(three).when({ type: 'UpdatePriceRule', companyId, ruleId: 'x', fields: fields('x'), channelIds }).thenThrows('PRICE_RULE_NOT_FOUND');
  });

  it('deletes a rule and closes the gap it leaves', () => {
    spec.given(three).when({ type: 'DeletePriceRule', companyId, ruleId: 'a' }).then([{ type: 'PriceRuleDeleted', data: { companyId, ruleId: 'a' } }, reordered('b', 'c')]);
    spec.given(three).when({ type: 'DeletePriceRule', companyId, ruleId: 'c' }).then([{ type: 'PriceRuleDeleted', data: { companyId, ruleId: 'c' } }]);
    spec.given([...three, { type: 'PriceRuleDeleted', data: { companyId, ruleId: 'b' } }]).when({ type: 'DeletePriceRule', companyId, ruleId: 'b' }).thenThrows('PRICE_RULE_NOT_FOUND');
  });

  it('reorders the whole list; a list that does not match the rules is refused', () => {
    spec.given(three).when({ type: 'ReorderPriceRules', companyId, ruleIds: ['c', 'a', 'b'] }).then([reordered('c', 'a', 'b')]);
    spec.given(three).when({ type: 'ReorderPriceRules', companyId, ruleIds: ['a', 'b', 'c'] }).then([]);
    spec.given(three).when({ type: 'ReorderPriceRules', companyId, ruleIds: ['c', 'a'] }).thenThrows('PRICE_RULE_ORDER_MISMATCH');
    spec.given(three).when({ type: 'ReorderPriceRules', companyId, ruleIds: ['c', 'a', 'a'] }).thenThrows('PRICE_RULE_ORDER_MISMATCH');
    spec.given(three).when({ type: 'ReorderPriceRules', companyId, ruleIds: ['c', 'a', 'b', 'x'] }).thenThrows('PRICE_RULE_ORDER_MISMATCH');
    spec.given(three).when({ type: 'ReorderPriceRules', companyId, ruleIds: ['c', 'a', 'x'] }).thenThrows('PRICE_RULE_ORDER_MISMATCH');
    // After a reorder, a delete closes up the new order.
    spec.given([...three, reordered('c', 'a', 'b')]).when({ type: 'DeletePriceRule', companyId, ruleId: 'a' }).then([{ type: 'PriceRuleDeleted', data: { companyId, ruleId: 'a' } }, reordered('c', 'b')]);
  });
});
