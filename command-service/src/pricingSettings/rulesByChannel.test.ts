import { describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS, type PriceRuleFields } from '@pm/contracts';
import { type PriceRuleEvent } from '@pm/contracts/events';
import { rulesByChannel } from './rulesByChannel.ts';

const fields = (name: string, salesChannelId: string): PriceRuleFields => ({
  name,
  salesChannelId,
  conditions: [],
  target: { type: 'PURCHASE_MARKUP', percent: 30 },
  constraints: NO_CONSTRAINTS,
  active: true,
});

describe('rulesByChannel', () => {
  it('follows rules that are created, moved to another channel and deleted', () => {
    const events: PriceRuleEvent[] = [
      { type: 'PriceRuleCreated', data: { companyId: 'c', ruleId: 'a', position: 1, fields: fields('A', 'shop') } },
      { type: 'PriceRuleCreated', data: { companyId: 'c', ruleId: 'b', position: 2, fields: fields('B', 'shop') } },
      { type: 'PriceRuleCreated', data: { companyId: 'c', ruleId: 'c', position: 3, fields: fields('C', 'market') } },
      { type: 'PriceRuleUpdated', data: { companyId: 'c', ruleId: 'b', fields: fields('B', 'market') } },
      { type: 'PriceRuleDeleted', data: { companyId: 'c', ruleId: 'c' } },
      { type: 'PriceRulesReordered', data: { companyId: 'c', ruleIds: ['b', 'a'] } },
    ];
    const byChannel = rulesByChannel(events);
    expect(byChannel.get('shop')).toEqual(['A']);
    expect(byChannel.get('market')).toEqual(['B']);
    expect(byChannel.get('other')).toBeUndefined();
  });
});
