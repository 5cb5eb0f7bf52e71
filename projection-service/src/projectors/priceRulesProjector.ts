import type { PriceRuleEvent, PricingSettingsEvent } from '@pm/contracts/events';
import { evolvePriceRuleList, initialPriceRuleList, rulesInOrder, salesChannelChange, type PriceRuleList } from '@pm/contracts/domain';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const PRICE_RULES = 'priceRules';
/** The names of the companies' sales channels, so the rule list can show them. */
export const PRICE_RULE_CHANNELS = 'priceRuleChannels';
/** One state document per company: its rule list as the domain core folds it. */
export const PRICE_RULE_LISTS = 'priceRuleLists';

const RULE_EVENTS: readonly string[] = ['PriceRuleCreated', 'PriceRuleUpdated', 'PriceRuleDeleted', 'PriceRulesReordered'];

/** When a rule was created and last changed: the list shows it, the domain fold does not keep it. */
interface RuleTimes {
  createdAt: string;
  updatedAt: string;
}

export interface PriceRuleListDoc extends Doc {
  companyId: string;
  list: PriceRuleList;
  times: Record<string, RuleTimes>;
}

/**
 * The company's list after one event, by `evolvePriceRuleList`. A rule whose fields the fold
 * replaced (created or updated) was changed at this event; a reorder changes no rule's time.
 */
export function evolvePriceRuleListDoc(doc: PriceRuleListDoc | null, recorded: RecordedEvent): PriceRuleListDoc {
  const event = toDomainEvent<PriceRuleEvent>(recorded);
  const { companyId } = event.data;
  const before = doc ?? { _id: companyId, companyId, list: initialPriceRuleList(), times: {} };
  const list = evolvePriceRuleList(before.list, event);
  const at = recorded.metadata.occurredAt;
  const times: Record<string, RuleTimes> = {};
  for (const [ruleId, fields] of Object.entries(list.rules)) {
    const previous = before.times[ruleId];
    if (fields === before.list.rules[ruleId] && previous) times[ruleId] = previous;
    else times[ruleId] = { createdAt: previous?.createdAt ?? at, updatedAt: at };
  }
  return { ...before, list, times };
}

/** The read-model documents of a company's rules, by rule id. */
function ruleDocs(state: PriceRuleListDoc | null): Map<string, Doc> {
  if (!state) return new Map();
  return new Map(
    rulesInOrder(state.list).map(({ ruleId, position, fields }) => {
      const times = state.times[ruleId];
      return [ruleId, { _id: ruleId, companyId: state.companyId, position, ...fields, createdAt: times?.createdAt ?? '', updatedAt: times?.updatedAt ?? '' }];
    }),
  );
}

/** Puts the rules whose document changed (fields, position or times) and deletes the rules that are gone. */
export function derivePriceRuleDocs(before: PriceRuleListDoc | null, after: PriceRuleListDoc | null): WriteOp[] {
  const was = ruleDocs(before);
  const now = ruleDocs(after);
  const writes: WriteOp[] = [];
  for (const [ruleId, doc] of now) if (JSON.stringify(was.get(ruleId)) !== JSON.stringify(doc)) writes.push({ op: 'put', collection: PRICE_RULES, doc });
  for (const ruleId of was.keys()) if (!now.has(ruleId)) writes.push({ op: 'delete', collection: PRICE_RULES, id: ruleId });
  return writes;
}

const companyOfRuleEvent = (recorded: RecordedEvent): string | null => (RULE_EVENTS.includes(recorded.type) ? toDomainEvent<PriceRuleEvent>(recorded).data.companyId : null);

/**
 * One document per price rule with its position, from the company's rule list folded by the
 * domain core (so positions are those the decider and the engine see). The channel names are
 * copied from the settings stream as they change.
 * Version 2: the list is the domain fold `evolvePriceRuleList`, kept per company in PRICE_RULE_LISTS.
 */
export const priceRulesProjector: Projector = {
  name: 'priceRules',
  version: 2,
  collections: {
    [PRICE_RULES]: [{ keys: { companyId: 1, position: 1 } }],
    [PRICE_RULE_CHANNELS]: [{ keys: { companyId: 1 } }],
    [PRICE_RULE_LISTS]: [],
  },
  handles: [...RULE_EVENTS, 'SalesChannelCreated', 'SalesChannelUpdated', 'SalesChannelDeleted'],
  state: {
    collection: PRICE_RULE_LISTS,
    idOf: companyOfRuleEvent,
    evolve: (state, event) => evolvePriceRuleListDoc(state as PriceRuleListDoc | null, event),
    derive: (before, after) => derivePriceRuleDocs(before as PriceRuleListDoc | null, after as PriceRuleListDoc | null),
  },
  project(recorded: RecordedEvent): WriteOp[] {
    if (RULE_EVENTS.includes(recorded.type)) return [];
    const event = toDomainEvent<PricingSettingsEvent>(recorded);
    const change = salesChannelChange(event);
    if (!change) return [];
    return [change.fields ? { op: 'put', collection: PRICE_RULE_CHANNELS, doc: { _id: change.channelId, companyId: event.data.companyId, name: change.fields.name } } : { op: 'delete', collection: PRICE_RULE_CHANNELS, id: change.channelId }];
  },
  notices: (event) => (event.metadata.companyId ? [{ companyId: event.metadata.companyId, queryKeys: [['price-rules']] }] : []),
};
