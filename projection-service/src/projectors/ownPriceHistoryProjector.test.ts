import { describe, expect, it } from 'vitest';
import { proposalFixture } from '@pm/contracts/testing';
import { recordedEvent } from '@pm/platform/testing';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { OWN_PRICE_HISTORY, ownPriceHistoryProjector } from './ownPriceHistoryProjector.ts';

const companyId = '01a202fa-b1d3-742b-8831-a2f80152650f';
const at = (occurredAt: string) => ({ companyId, occurredAt });
const spec = projectionSpec(ownPriceHistoryProjector);

const created = () => recordedEvent('ProductCreated', { productId: 'p1', companyId, fields: { name: 'Zelt', sku: 'Z-1', pricing: { de: { salesPrice: 49.99, shippingPrice: 4.9 }, at: { salesPrice: null } } } }, at('2026-11-01T08:00:00.000Z'));
const repriced = (salesPrice: number) => recordedEvent('ProductUpdated', { productId: 'p1', changes: { pricing: { de: { salesPrice } } } }, at('2026-11-10T08:00:00.000Z'));
const renamed = () => recordedEvent('ProductUpdated', { productId: 'p1', changes: { name: 'Zelt 2' } }, at('2026-11-11T08:00:00.000Z'));
const recorded = () => recordedEvent('OwnPriceRecorded', { productId: 'p1', companyId, country: 'de', salesPrice: 44.5, recordedAt: '2026-09-15T06:00:00.000Z' }, at('2026-11-12T08:00:00.000Z'));
const proposed = (adjustmentId: string) =>
  recordedEvent('AdjustmentProposed', proposalFixture({ adjustmentId, runId: 'r1', companyId, productId: 'p1', sku: 'Z-1', productName: 'Zelt', channelId: 'ch1', oldPrice: 49.99, newPrice: 47.95 }), at('2026-11-20T08:00:00.000Z'));
const confirmed = (adjustmentId: string) => recordedEvent('AdjustmentConfirmed', { adjustmentId, companyId, confirmedBy: 'u1', confirmedAt: '2026-11-21T09:00:00.000Z' }, at('2026-11-21T09:00:00.000Z'));
const discarded = (adjustmentId: string) => recordedEvent('AdjustmentDiscarded', { adjustmentId, companyId, discardedBy: 'u1', discardedAt: '2026-11-21T09:00:00.000Z', reason: 'USER' }, at('2026-11-21T09:00:00.000Z'));

describe('ownPriceHistoryProjector', () => {
  it("records a product's sales price per country when created and when its prices change, in exact cents", async () => {
    await spec.given(created(), repriced(45), renamed()).then(OWN_PRICE_HISTORY, [
      { _id: 'p1:country:at', companyId, productId: 'p1', country: 'at', channelId: null, points: [{ at: '2026-11-01T08:00:00.000Z', cents: null, source: 'PRODUCT' }] },
      {
        _id: 'p1:country:de',
        companyId,
        country: 'de',
        points: [
          { at: '2026-11-01T08:00:00.000Z', cents: 4999, source: 'PRODUCT' },
          { at: '2026-11-10T08:00:00.000Z', cents: 4500, source: 'PRODUCT' },
        ],
      },
    ]);
  });

  it('adds a recorded past price at its own time (the demo history)', async () => {
    const [doc] = await spec.given(created(), recorded()).documents(OWN_PRICE_HISTORY, { _id: 'p1:country:de' });
    expect(doc?.['points']).toEqual([
      { at: '2026-11-01T08:00:00.000Z', cents: 4999, source: 'PRODUCT' },
      { at: '2026-09-15T06:00:00.000Z', cents: 4450, source: 'RECORDED' },
    ]);
  });

  it("makes a confirmed proposal the channel's price from its confirmation on, in one batch as in several", async () => {
    const expected = [{ _id: 'p1:channel:ch1', companyId, productId: 'p1', country: null, channelId: 'ch1', points: [{ at: '2026-11-21T09:00:00.000Z', cents: 4795, source: 'CONFIRMED' }] }];
    await spec.given(proposed('a1'), confirmed('a1'), confirmed('a1')).then(OWN_PRICE_HISTORY, expected);
    await spec.batched(proposed('a1'), confirmed('a1')).then(OWN_PRICE_HISTORY, expected);
  });

  it('a discarded or only proposed price is no own price', async () => {
    await spec.given(proposed('a1'), discarded('a1'), proposed('a2')).then(OWN_PRICE_HISTORY, []);
  });
});
