/**
 * One event sequence, every fold of "a company's price rules in order": the rule-list decider,
 * the engine's pricing view and run input, and the rules read model (rules screen and API).
 * The events are those the decider writes for rule commands.
 */
import { describe, it } from 'vitest';
import { NO_CONSTRAINTS, type PriceRuleFields } from '@pm/contracts';
import type { PriceRuleEvent } from '@pm/contracts/events';
import { priceRuleListDecider, type PriceRuleCommand } from '@pm/command-service';
import { buildRunInput, emptyPricingView, evolvePricingView } from '@pm/pricing-service';
import { PRICE_RULES, priceRulesProjector, projectionSpec } from '@pm/projection-service/testing';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';
import { recordedEvent } from '@pm/platform/testing';
import { consistencySpec, type Reader } from './consistencySpec.ts';

/** The common shape: `position:ruleId:name` from position 1 down. */
interface Shown {
  rules: string[];
}

const companyId = 'c1';
const channelIds = ['web'];
const fields = (name: string): PriceRuleFields => ({
  name,
  salesChannelId: 'web',
  conditions: [],
  target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: true },
  constraints: NO_CONSTRAINTS,
  active: true,
});
const create = (ruleId: string, position: number | null = null): PriceRuleCommand => ({ type: 'CreatePriceRule', companyId, ruleId, fields: fields(ruleId.toUpperCase()), position, channelIds });
const rename = (ruleId: string, name: string): PriceRuleCommand => ({ type: 'UpdatePriceRule', companyId, ruleId, fields: fields(name), channelIds });
const remove = (ruleId: string): PriceRuleCommand => ({ type: 'DeletePriceRule', companyId, ruleId });
const reorder = (...ruleIds: string[]): PriceRuleCommand => ({ type: 'ReorderPriceRules', companyId, ruleIds });

/** The events the decider writes for these commands, one after another, as recorded on the company's stream. */
function written(...commands: PriceRuleCommand[]): RecordedEvent[] {
  let state = priceRuleListDecider.initialState();
  const events: RecordedEvent[] = [];
  for (const command of commands) {
    for (const event of priceRuleListDecider.decide(command, state)) {
      state = priceRuleListDecider.evolve(state, event);
      events.push(recordedEvent(event.type, event.data, { companyId, streamId: `pricerules-${companyId}` }));
    }
  }
  return events;
}

const shown = (rules: { position: number; ruleId: string; name: string }[]): Shown => ({ rules: rules.map((r) => `${r.position}:${r.ruleId}:${r.name}`) });

const projected = (docs: Record<string, unknown>[]): Shown =>
  shown(docs.map((d) => ({ position: Number(d['position']), ruleId: String(d['_id']), name: String(d['name']) })).sort((a, b) => a.position - b.position));

const readers: Reader<Shown>[] = [
  {
    name: 'rule-list decider',
    read: (events) => {
      const state = events.map((e) => toDomainEvent<PriceRuleEvent>(e)).reduce(priceRuleListDecider.evolve, priceRuleListDecider.initialState());
      return shown(state.order.map((ruleId, index) => ({ position: index + 1, ruleId, name: state.rules[ruleId]?.name ?? '?' })));
    },
  },
  {
    name: 'engine pricing view and run input',
    read: (events) => {
      const view = events.reduce(evolvePricingView, emptyPricingView());
      const company = view.companies.get(companyId);
      return shown(company ? buildRunInput(view, company, new Date('2026-11-23T00:00:00.000Z')).rules : []);
    },
  },
  {
    name: 'rules read model (rules screen and API), each event its own batch',
    read: async (events) => projected(await projectionSpec(priceRulesProjector).given(...events).documents(PRICE_RULES, { companyId })),
  },
  {
    name: 'rules read model (rules screen and API), one batch',
    read: async (events) => projected(await projectionSpec(priceRulesProjector).batched(...events).documents(PRICE_RULES, { companyId })),
  },
];

const spec = consistencySpec('price rules', readers);

describe('price rules: every fold agrees on their order', () => {
  it('three rules, one inserted at position 1, one deleted, a reorder', async () => {
    const steps = [create('a'), create('b'), create('c')];
    await spec.given(...written(...steps)).allShow({ rules: ['1:a:A', '2:b:B', '3:c:C'] });
    steps.push(create('d', 1));
    await spec.given(...written(...steps)).allShow({ rules: ['1:d:D', '2:a:A', '3:b:B', '4:c:C'] });
    steps.push(remove('b'));
    await spec.given(...written(...steps)).allShow({ rules: ['1:d:D', '2:a:A', '3:c:C'] });
    steps.push(reorder('c', 'd', 'a'));
    await spec.given(...written(...steps)).allShow({ rules: ['1:c:C', '2:d:D', '3:a:A'] });
  });

  it('an insert in the middle, a rename, deleting the first and the last rule', async () => {
    await spec.given(...written(create('a'), create('b'), create('c'), create('d', 2), rename('c', 'Renamed'), remove('a'), remove('c'))).allShow({ rules: ['1:d:D', '2:b:B'] });
  });
});
