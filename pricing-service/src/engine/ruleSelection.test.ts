import { describe, expect, it } from 'vitest';
import { rulesOfChannel, selectRule } from './ruleSelection.ts';
import { factsOf, product, rule } from './testFixtures.ts';

const bosch = [{ field: 'brand', operator: 'EQUALS' as const, value: 'Bosch' }];
const makita = [{ field: 'brand', operator: 'EQUALS' as const, value: 'Makita' }];

describe('rule selection', () => {
  it("keeps the channel's active rules, best position first (rule id on equal positions)", () => {
    const rules = rulesOfChannel(
      [rule({ ruleId: 'c', position: 3 }), rule({ ruleId: 'b', position: 1 }), rule({ ruleId: 'a', position: 1 }), rule({ ruleId: 'off', position: 0, active: false }), rule({ ruleId: 'mp', position: 0, salesChannelId: 'mp' })],
      'shop',
    );
    expect(rules.map((r) => r.rule.ruleId)).toEqual(['a', 'b', 'c']);
    expect(rules[0]?.ref).toEqual({ ruleId: 'a', name: 'Markup 50 %', position: 1 });
  });

  it('the first matching rule wins, later matching ones are overwritten, non-matching ones are left out', () => {
    const rules = rulesOfChannel([rule({ ruleId: 'makita', position: 1, conditions: makita }), rule({ ruleId: 'bosch', position: 2, conditions: bosch }), rule({ ruleId: 'all', position: 3 })], 'shop');
    const selection = selectRule(rules, factsOf(product()));
    expect(selection?.winner.rule.ruleId).toBe('bosch');
    expect(selection?.overwritten.map((r) => r.rule.ruleId)).toEqual(['all']);
    expect(selectRule(rules.slice(0, 1), factsOf(product()))).toBeNull();
  });

  it('an invalid filter decides the product where it comes first, and is skipped where a rule above matched', () => {
    const broken = rule({ ruleId: 'broken', position: 2, conditions: [{ field: 'brand', operator: 'LESS_THAN', value: 3 }] });
    const first = selectRule(rulesOfChannel([broken, rule({ ruleId: 'all', position: 3 })], 'shop'), factsOf(product()));
    expect(first?.winner.rule.ruleId).toBe('broken');
    expect(first?.winner.filter.ok).toBe(false);
    expect(first?.overwritten.map((r) => r.rule.ruleId)).toEqual(['all']);
    const below = selectRule(rulesOfChannel([broken, rule({ ruleId: 'bosch', position: 1, conditions: bosch })], 'shop'), factsOf(product()));
    expect(below?.winner.rule.ruleId).toBe('bosch');
    expect(below?.overwritten).toEqual([]);
  });
});
