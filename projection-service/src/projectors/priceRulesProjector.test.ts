import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS } from '@pm/contracts';
import { createEmbeddedDocumentStore, type DocumentStore, type RecordedEvent } from '@pm/platform';
import { PRICE_RULE_CHANNELS, PRICE_RULES, priceRulesProjector } from './priceRulesProjector.ts';
import { recordedEvent } from '@pm/platform/testing';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';

function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  return recordedEvent(type, data, { companyId, streamId: `pricerules-${companyId}`, id: crypto.randomUUID() });
}

const fields = (name: string) => ({ name, salesChannelId: 'web', conditions: [{ field: 'brand', operator: 'IN', value: ['Vaude', 'Deuter'] }], target: { type: 'PROFIT_MARGIN', percent: 20 }, constraints: NO_CONSTRAINTS, active: true });
const created = (ruleId: string, at: number) => recorded('PriceRuleCreated', { companyId, ruleId, position: at, fields: fields(ruleId) });
const reordered = (...ruleIds: string[]) => recorded('PriceRulesReordered', { companyId, ruleIds });

describe('priceRulesProjector', () => {
  let docs: DocumentStore;
  beforeEach(() => {
    docs = createEmbeddedDocumentStore({ path: ':memory:' });
  });
  afterEach(async () => {
    await docs.close();
  });
  const apply = async (...events: RecordedEvent[]) => {
    for (const event of events) await docs.applyBatch(priceRulesProjector.project!(event));
  };
  const order = async () => (await docs.find(PRICE_RULES, { companyId }, { sort: { position: 1 } })).map((d) => `${d['position']}:${d._id}`);

  it('keeps positions 1..n through inserts, reorders and deletes', async () => {
    await apply(created('a', 1), created('b', 2));
    expect(await order()).toEqual(['1:a', '2:b']);
    await apply(created('c', 1), reordered('c', 'a', 'b'));
    expect(await order()).toEqual(['1:c', '2:a', '3:b']);
    await apply(reordered('b', 'c', 'a'));
    expect(await order()).toEqual(['1:b', '2:c', '3:a']);
    await apply(recorded('PriceRuleDeleted', { companyId, ruleId: 'b' }), reordered('c', 'a'));
    expect(await order()).toEqual(['1:c', '2:a']);
  });

  it('stores every field and replaces them on update', async () => {
    await apply(created('a', 1));
    const changed = { ...fields('Renamed'), active: false, target: { type: 'PURCHASE_MARKUP', percent: 30 } };
    await apply(recorded('PriceRuleUpdated', { companyId, ruleId: 'a', fields: changed }));
    const doc = await docs.findOne(PRICE_RULES, { _id: 'a' });
    expect(doc).toMatchObject({ ...changed, companyId, position: 1 });
    expect(doc?.['updatedAt']).not.toBe(doc?.['createdAt']);
  });

  it('keeps the names of sales channels for the list', async () => {
    const channel = { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false };
    await apply(recorded('SalesChannelCreated', { companyId, channelId: 'web', fields: channel }), recorded('SalesChannelUpdated', { companyId, channelId: 'web', fields: { ...channel, name: 'Webshop DE' } }));
    expect(await docs.findOne(PRICE_RULE_CHANNELS, { _id: 'web' })).toMatchObject({ companyId, name: 'Webshop DE' });
    await apply(recorded('SalesChannelDeleted', { companyId, channelId: 'web' }));
    expect(await docs.findOne(PRICE_RULE_CHANNELS, { _id: 'web' })).toBeNull();
  });

  it('tells the company that its price rules changed', () => {
    expect(priceRulesProjector.notices!(created('a', 1))).toEqual([{ companyId, queryKeys: [['price-rules']] }]);
  });
});
