import { describe, expect, it } from 'vitest';
import type { PriceRuleEvent } from '../../events/pricingEvents.ts';
import { NO_CONSTRAINTS, type PriceRuleFields } from '../../pricing/priceRules.ts';
import { evolvePriceRuleList, foldPriceRuleList, initialPriceRuleList, ruleNamesByChannel, rulesInOrder, type PriceRuleList } from './priceRuleList.ts';

const companyId = 'c1';
const fields = (name: string, salesChannelId = 'web'): PriceRuleFields => ({
  name,
  salesChannelId,
  conditions: [],
  target: { type: 'PURCHASE_MARKUP', percent: 30 },
  constraints: NO_CONSTRAINTS,
  active: true,
});
const created = (ruleId: string, position: number, channel = 'web'): PriceRuleEvent => ({ type: 'PriceRuleCreated', data: { companyId, ruleId, position, fields: fields(ruleId.toUpperCase(), channel) } });
const updated = (ruleId: string, f: PriceRuleFields): PriceRuleEvent => ({ type: 'PriceRuleUpdated', data: { companyId, ruleId, fields: f } });
const deleted = (ruleId: string): PriceRuleEvent => ({ type: 'PriceRuleDeleted', data: { companyId, ruleId } });
const reordered = (...ruleIds: string[]): PriceRuleEvent => ({ type: 'PriceRulesReordered', data: { companyId, ruleIds } });

/** Given these events, when this one, then the list (as `position:ruleId`). */
const given = (...history: PriceRuleEvent[]) => ({
  when: (event: PriceRuleEvent) => ({
    then: (expected: string[]): PriceRuleList => {
      const list = evolvePriceRuleList(foldPriceRuleList(history), event);
      expect(rulesInOrder(list).map((r) => `${r.position}:${r.ruleId}`)).toEqual(expected);
      expect(Object.keys(list.rules).sort()).toEqual(expected.map((e) => e.split(':')[1]).sort());
      return list;
    },
  }),
});

const three = [created('a', 1), created('b', 2), created('c', 3)];

describe('price rule list', () => {
  it('starts empty', () => {
    expect(initialPriceRuleList()).toEqual({ rules: {}, order: [] });
    expect(rulesInOrder(initialPriceRuleList())).toEqual([]);
  });

  it('appends a rule created at the end', () => {
    given().when(created('a', 1)).then(['1:a']);
    given(...three).when(created('d', 4)).then(['1:a', '2:b', '3:c', '4:d']);
  });

  it('splices a rule created above others in at its position, before the reorder that follows it arrives', () => {
    given(...three).when(created('d', 1)).then(['1:d', '2:a', '3:b', '4:c']);
    given(...three).when(created('d', 3)).then(['1:a', '2:b', '3:d', '4:c']);
    // The decider's PriceRulesReordered after the insert leaves the list as it is.
    given(...three, created('d', 1)).when(reordered('d', 'a', 'b', 'c')).then(['1:d', '2:a', '3:b', '4:c']);
  });

  it('replaces the fields of an updated rule and keeps its place', () => {
    const list = given(...three).when(updated('b', fields('Renamed', 'amazon'))).then(['1:a', '2:b', '3:c']);
    expect(list.rules['b']).toEqual(fields('Renamed', 'amazon'));
    expect(rulesInOrder(list)[1]).toEqual({ ruleId: 'b', position: 2, fields: fields('Renamed', 'amazon') });
  });

  it('closes the gap a deleted rule leaves', () => {
    given(...three).when(deleted('b')).then(['1:a', '2:c']);
    given(...three).when(deleted('c')).then(['1:a', '2:b']);
  });

  it('takes the whole order of a reorder', () => {
    given(...three).when(reordered('c', 'a', 'b')).then(['1:c', '2:a', '3:b']);
  });

  it('does not change the list it is given', () => {
    const before = foldPriceRuleList(three);
    const snapshot = structuredClone(before);
    evolvePriceRuleList(before, created('d', 1));
    evolvePriceRuleList(before, deleted('a'));
    evolvePriceRuleList(before, updated('a', fields('x')));
    expect(before).toEqual(snapshot);
  });

  it('names the rules on each sales channel in rule order', () => {
    const list = foldPriceRuleList([created('a', 1, 'shop'), created('b', 2, 'shop'), created('c', 3, 'market'), updated('b', fields('B', 'market')), deleted('c'), reordered('b', 'a')]);
    expect(ruleNamesByChannel(list)).toEqual(new Map([['market', ['B']], ['shop', ['A']]]));
    expect(ruleNamesByChannel(foldPriceRuleList([created('a', 1), created('b', 1), reordered('b', 'a')])).get('web')).toEqual(['B', 'A']);
  });
});
