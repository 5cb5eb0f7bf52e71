/**
 * The price-adjustment queries in their own package: the review and submitted lists, one
 * proposal with its trace and its audit trail from the event log, read your writes, refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustmentDetailSchema, adjustmentPageSchema, adjustmentSummarySchema, auditTrailSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { proposalFixture } from '@pm/contracts/testing';
import { toEventToAppend, type Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerAdjustmentQueries } from './adjustmentQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const channelId = '01a216b5-0000-7000-8000-00000000c001';
const runId = '01a216b5-0000-7000-8000-0000000000a1';
const tent = '01a216b5-0000-7000-8000-0000000000b1';
const stove = '01a216b5-0000-7000-8000-0000000000b2';
const urlId = '01a216b5-0000-7000-8000-0000000000d1';
const observationId = '01a216b5-0000-7000-8000-0000000000e1';
const missingObservationId = '01a216b5-0000-7000-8000-0000000000e2';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const maintainer: Actor = { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false };

describe('adjustment queries', () => {
  let t: QueryTestApp;
  let position: string;
  const base = `/api/company/${companyId}/adjustments`;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer, maintainer], (app, readModels, events) => registerAdjustmentQueries(app, readModels, events));
    await t.write(streams.user(maintainer.userId), [{ type: 'UserRegistered', data: { userId: maintainer.userId, companyId, email: maintainer.email, firstName: 'Max', lastName: 'Maier', role: 'COMPANY_MAINTAINER', isAdmin: false } }], companyId);
    await t.write(streams.pricingSettings(companyId), [{ type: 'SalesChannelCreated', data: { companyId, channelId, fields: { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 10, vatRate: 19, noShippingCost: false } } }], companyId);
    const observedAt = '2026-11-20T05:00:00.000Z';
    const observed = toEventToAppend(
      { type: 'OfferObserved', data: { urlId, productId: tent, companyId, sourceId: 'src-1', jobId: 'job-1', observedAt, pageStatus: 'OK', offer: { price: '22.72', currency: 'EUR', availability: 'InStock', shippingCost: null }, plausibility: 'ACCEPTED', flagReason: null, comparedWith: null } },
      { companyId, userId: 'service:scraper', correlationId: 'c', causationId: null },
    );
    await t.events.append(streams.offer(urlId), [{ ...observed, id: observationId }]);
    await t.write(streams.pricingRun(runId), [{ type: 'PricingRunRequested', data: { runId, companyId, trigger: 'USER', requestedBy: maintainer.userId, requestedAt: observedAt } }], companyId, maintainer.userId);
    const offers = [
      { urlId, sourceId: 'src-1', sourceName: 'Bergsport Demo', price: 22.72, observedAt, eventId: observationId },
      { urlId: '01a216b5-0000-7000-8000-0000000000d2', sourceId: 'src-2', sourceName: 'Gone', price: 30, observedAt, eventId: missingObservationId },
    ];
    const propose = (adjustmentId: string, sku: string) =>
      t.write(streams.adjustment(adjustmentId), [{ type: 'AdjustmentProposed', data: proposalFixture({ adjustmentId, runId, companyId, productId: adjustmentId, sku, productName: `Produkt ${sku}`, channelId, channelName: 'Webshop DE', offers }) }], companyId, 'service:pricing');
    await propose(tent, 'ZELT-1');
    await propose(stove, 'KOCHER-1');
    position = await t.write(streams.adjustment(stove), [{ type: 'AdjustmentConfirmed', data: { adjustmentId: stove, companyId, confirmedBy: maintainer.userId, confirmedAt: '2026-11-20T07:00:00.000Z' } }], companyId, maintainer.userId);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lists the pending proposals by SKU and the confirmed ones with who confirmed them, nothing internal', async () => {
    const review = await t.get(`${base}/review?minPosition=${position}`, viewer.userId);
    expect(review.statusCode).toBe(200);
    const pending = adjustmentPageSchema.parse(review.json());
    expect(pending).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(pending.items.map((a) => [a.adjustmentId, a.sku, a.channelName, a.status])).toEqual([[tent, 'ZELT-1', 'Webshop DE', 'PENDING']]);
    // Documents carry the trace, search and sort keys: the answer has the summary's fields only.
    expect(Object.keys(review.json().items[0]).sort()).toEqual(Object.keys(adjustmentSummarySchema.shape).sort());

    const submitted = adjustmentPageSchema.parse((await t.get(`${base}/submitted?minPosition=${position}`, viewer.userId)).json());
    expect(submitted.items.map((a) => [a.adjustmentId, a.status, a.confirmedBy])).toEqual([[stove, 'CONFIRMED', { userId: maintainer.userId, name: 'Max Maier' }]]);
  });

  it('answers one proposal with its decision trace', async () => {
    const answer = await t.get(`${base}/${tent}?minPosition=${position}`, viewer.userId);
    const detail = adjustmentDetailSchema.parse(answer.json());
    expect(detail).toMatchObject({ adjustmentId: tent, runId, newPrice: 22.49, status: 'PENDING' });
    expect(detail.trace.offers.map((o) => o.eventId)).toEqual([observationId, missingObservationId]);
  });

  it('answers the audit trail from the event log: the observation, the run and the proposal, and the observation it lacks', async () => {
    const answer = await t.get(`${base}/${tent}/audit-trail`, viewer.userId);
    expect(answer.statusCode).toBe(200);
    const trail = auditTrailSchema.parse(answer.json());
    expect(trail.entries.map((e) => e.step)).toEqual(['OBSERVATION', 'RUN', 'PROPOSAL']);
    expect(trail.entries[1]?.actor).toEqual({ kind: 'USER', id: maintainer.userId, name: 'Max Maier' });
    expect(trail.missingEventIds).toEqual([missingObservationId]);
  });

  it('refuses bad parameters, an unknown proposal and another company', async () => {
    expect((await t.get(`${base}/review?sort=price`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'sort' })] } });
    expect((await t.get(`${base}/not-an-id`, viewer.userId)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'adjustmentId' })] } });
    expect((await t.get(`${base}/${runId}`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'ADJUSTMENT_NOT_FOUND' });
    expect((await t.get(`/api/company/${otherCompany}/adjustments/${tent}/audit-trail`, viewer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });

  it('sorts by the size of the change in percent and keeps the changes above a threshold (plausibility)', async () => {
    const ids = ['01a216b5-0000-7000-8000-0000000000f1', '01a216b5-0000-7000-8000-0000000000f2', '01a216b5-0000-7000-8000-0000000000f3'];
    const write = (adjustmentId: string, sku: string, oldPrice: number | null, newPrice: number) =>
      t.write(streams.adjustment(adjustmentId), [{ type: 'AdjustmentProposed', data: proposalFixture({ adjustmentId, runId, companyId, productId: adjustmentId, sku, productName: `Produkt ${sku}`, channelId, oldPrice, newPrice }) }], companyId, 'service:pricing');
    await write(ids[0]!, 'A-UP', 100, 130); // +30 %
    await write(ids[1]!, 'B-DOWN', 100, 60); // −40 %
    const last = await write(ids[2]!, 'C-NEW', null, 50); // no old price
    const list = async (query: string) => adjustmentPageSchema.parse((await t.get(`${base}/review?minPosition=${last}&${query}`, viewer.userId)).json());
    const largest = await list('sort=absDeltaPercent&direction=desc');
    expect(largest.items.map((a) => [a.sku, a.deltaPercent])).toEqual([['B-DOWN', -40], ['A-UP', 30], ['ZELT-1', -10], ['C-NEW', null]]);
    const above = await list('minChangePercent=25&sort=absDeltaPercent&direction=desc&pageSize=1');
    expect(above.total).toBe(2);
    expect(above.items.map((a) => a.sku)).toEqual(['B-DOWN']);
    expect((await list('minChangePercent=40')).total).toBe(0);
    expect((await t.get(`${base}/review?minChangePercent=-1`, viewer.userId)).json()).toMatchObject({ statusCode: 400, details: { issues: [expect.objectContaining({ path: 'minChangePercent' })] } });
  });
});
