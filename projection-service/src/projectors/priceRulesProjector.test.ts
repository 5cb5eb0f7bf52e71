import { beforeEach, describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS } from '@pm/contracts';
import type { RecordedEvent } from '@pm/platform';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { PRICE_RULE_CHANNELS, PRICE_RULES, priceRulesProjector } from './priceRulesProjector.ts';
import { recordedEvent } from '@pm/platform/testing';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';

function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  return recordedEvent(type, data, { companyId, streamId: `pricerules-${companyId}`, id: crypto.randomUUID() });
}

const fields = (name: string) => ({ name, salesChannelId: 'web', conditions: [{ field: 'brand', operator: 'IN', value: ['Vaude', 'Deuter'] }], target: { type: 'PROFIT_MARGIN', percent: 20 }, constraints: NO_CONSTRAINTS, active: true });
const created = (ruleId: string, at: number) => recorded('PriceRuleCreated', { companyId, ruleId, position: at, fields: fields(ruleId) });
const reordered = (...ruleIds: string[]) => recorded('PriceRulesReordered', { companyId, ruleIds });

const spec = projectionSpec(priceRulesProjector);

describe('priceRulesProjector', () => {
  // Every event so far, each its own batch (as the runner may see them), or all in one batch.
  const log: RecordedEvent[] = [];
  let batched = false;
  const apply = (...events: RecordedEvent[]) => log.push(...events);
  const given = () => (batched ? spec.batched(...log) : spec.given(...log));
  const docOf = async (collection: string, _id: string) => (await given().documents(collection, { _id }))[0] ?? null;
  const order = async () =>
    (await given().documents(PRICE_RULES, { companyId }))
      .sort((a, b) => Number(a['position']) - Number(b['position']))
      .map((d) => `${d['position']}:${d._id}`);
  beforeEach(() => {
    log.length = 0;
    batched = false;
  });

  it.each([false, true])('keeps positions 1..n through inserts, reorders and deletes (one batch: %s)', async (oneBatch) => {
    batched = oneBatch;
    apply(created('a', 1), created('b', 2));
    expect(await order()).toEqual(['1:a', '2:b']);
    apply(created('c', 1), reordered('c', 'a', 'b'));
    expect(await order()).toEqual(['1:c', '2:a', '3:b']);
    apply(reordered('b', 'c', 'a'));
    expect(await order()).toEqual(['1:b', '2:c', '3:a']);
    apply(recorded('PriceRuleDeleted', { companyId, ruleId: 'b' }), reordered('c', 'a'));
    expect(await order()).toEqual(['1:c', '2:a']);
  });

  it('stores every field and replaces them on update', async () => {
    apply(created('a', 1));
    const changed = { ...fields('Renamed'), active: false, target: { type: 'PURCHASE_MARKUP', percent: 30 } };
    apply(recorded('PriceRuleUpdated', { companyId, ruleId: 'a', fields: changed }));
    const doc = await docOf(PRICE_RULES, 'a');
    expect(doc).toMatchObject({ ...changed, companyId, position: 1 });
    expect(doc?.['updatedAt']).not.toBe(doc?.['createdAt']);
    // The document the rules query reads: the rule's fields, its place and times, nothing else.
    expect(Object.keys(doc ?? {}).sort()).toEqual(['_id', 'active', 'companyId', 'conditions', 'constraints', 'createdAt', 'name', 'position', 'salesChannelId', 'target', 'updatedAt']);
  });

  it('keeps the fallback and the guardrail overrides of a rule (issue 12)', async () => {
    apply(created('a', 1));
    const changed = { ...fields('a'), fallThrough: true, guardrails: { maxChangePercent: null, noBelowCost: false } };
    apply(recorded('PriceRuleUpdated', { companyId, ruleId: 'a', fields: changed }));
    expect(await docOf(PRICE_RULES, 'a')).toMatchObject({ fallThrough: true, guardrails: { maxChangePercent: null, noBelowCost: false } });
  });

  it('shifts the rules below an inserted rule at once: the list is the domain fold', async () => {
    apply(created('a', 1), created('b', 2), created('c', 1));
    expect(await order()).toEqual(['1:c', '2:a', '3:b']);
  });

  it('keeps when a rule was created and last changed; a reorder changes neither', async () => {
    apply(created('a', 1), created('b', 2));
    const before = await docOf(PRICE_RULES, 'a');
    apply(reordered('b', 'a'));
    const moved = await docOf(PRICE_RULES, 'a');
    expect(moved).toMatchObject({ position: 2, createdAt: before?.['createdAt'], updatedAt: before?.['updatedAt'] });
    const update = recorded('PriceRuleUpdated', { companyId, ruleId: 'a', fields: fields('Renamed') });
    apply(update);
    expect(await docOf(PRICE_RULES, 'a')).toMatchObject({ name: 'Renamed', position: 2, createdAt: before?.['createdAt'], updatedAt: update.metadata.occurredAt });
    expect(await docOf(PRICE_RULES, 'b')).toMatchObject({ position: 1, updatedAt: (await docOf(PRICE_RULES, 'b'))?.['createdAt'] });
  });

  it('keeps the names of sales channels for the list', async () => {
    const channel = { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false };
    apply(recorded('SalesChannelCreated', { companyId, channelId: 'web', fields: channel }), recorded('SalesChannelUpdated', { companyId, channelId: 'web', fields: { ...channel, name: 'Webshop DE' } }));
    expect(await docOf(PRICE_RULE_CHANNELS, 'web')).toMatchObject({ companyId, name: 'Webshop DE' });
    apply(recorded('SalesChannelDeleted', { companyId, channelId: 'web' }));
    expect(await docOf(PRICE_RULE_CHANNELS, 'web')).toBeNull();
  });

  it('tells the company that its price rules changed', () => {
    expect(priceRulesProjector.notices!(created('a', 1))).toEqual([{ companyId, queryKeys: [['price-rules']] }]);
  });
});
