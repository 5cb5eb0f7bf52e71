/**
 * The output feed routes in their own package: the ERP's public pull (JSON, raw CSV, the pickup
 * it records and the reads that record nothing) and the signed-in views, with their refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_CSV_HEADER, feedChannelListSchema, feedDocumentSchema, feedPreviewSchema, outputFeedStatusSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { proposalFixture } from '@pm/contracts/testing';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { createFeedPickupWriter } from './feedPickupWriter.ts';
import { registerFeedQueries } from './feedQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const channelId = '01a216b5-0000-7000-8000-00000000c001';
const adjustmentId = '01a216b5-0000-7000-8000-0000000000b1';
const feedId = 'feed_Secret-1';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const maintainer: Actor = { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false };

describe('output feed queries', () => {
  let t: QueryTestApp;
  let position: string;
  const pickups = async () => (await t.events.readAll()).filter((e) => e.type === 'AdjustmentPickedUp').length;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer, maintainer], (app, readModels, events) => registerFeedQueries(app, readModels, createFeedPickupWriter(events)));
    await t.write(streams.pricingSettings(companyId), [
      { type: 'SalesChannelCreated', data: { companyId, channelId, fields: { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 10, vatRate: 19, noShippingCost: false } } },
      { type: 'FeedIdGenerated', data: { companyId, feedId } },
    ], companyId);
    await t.write(streams.adjustment(adjustmentId), [{ type: 'AdjustmentProposed', data: proposalFixture({ adjustmentId, runId: 'run-1', companyId, productId: adjustmentId, sku: 'ZELT-1', productName: 'Zelt', channelId, oldPrice: null, newPrice: 22.49 }) }], companyId, 'service:pricing');
    position = await t.write(streams.adjustment(adjustmentId), [{ type: 'AdjustmentConfirmed', data: { adjustmentId, companyId, confirmedBy: maintainer.userId, confirmedAt: '2026-11-20T07:00:00.000Z' } }], companyId, maintainer.userId);
  });
  afterAll(async () => {
    await t.stop();
  });

  it("answers the channels' feed status to every member, the feed id only to those who decide on prices", async () => {
    const forViewer = outputFeedStatusSchema.parse((await t.get(`/api/company/${companyId}/output-feed?minPosition=${position}`, viewer.userId)).json());
    expect(forViewer).toMatchObject({ feedId: null, hasFeed: true, channels: [{ channelId, name: 'Webshop DE', currency: 'EUR', rows: 1, waitingForPickup: 1 }] });
    expect(outputFeedStatusSchema.parse((await t.get(`/api/company/${companyId}/output-feed`, maintainer.userId)).json()).feedId).toBe(feedId);
    const preview = feedPreviewSchema.parse((await t.get(`/api/company/${companyId}/output-feed/${channelId}/rows?minPosition=${position}`, viewer.userId)).json());
    expect(preview.rows).toEqual([expect.objectContaining({ sku: 'ZELT-1', price: 22.49, adjustmentId, pickedUp: false })]);
    expect((await t.get(`/api/company/${otherCompany}/output-feed`, maintainer.userId)).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await t.get(`/api/company/${companyId}/output-feed/unknown/rows`, viewer.userId)).json()).toMatchObject({ statusCode: 404, code: 'SALES_CHANNEL_NOT_FOUND' });
  });

  it('lists the channels with their file paths without sign-in; an unknown feed id is not found', async () => {
    const answer = await t.get(`/api/feed/${feedId}`);
    expect(answer.statusCode).toBe(200);
    expect(feedChannelListSchema.parse(answer.json())).toEqual({ channels: [{ channelId, name: 'Webshop DE', csv: `/api/feed/${feedId}/${channelId}.csv`, json: `/api/feed/${feedId}/${channelId}.json` }] });
    expect((await t.get('/api/feed/other-feed')).json()).toMatchObject({ statusCode: 404, code: 'FEED_NOT_FOUND' });
    expect((await t.get(`/api/feed/${feedId}/${channelId}.xml`)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'file' })] } });
  });

  it('answers a preview, HEAD and the JSON file as the contract without recording a pickup on preview or HEAD', async () => {
    const preview = await t.get(`/api/feed/${feedId}/${channelId}.json?preview=1`);
    expect(preview.headers['content-type']).toContain('application/json');
    const document = feedDocumentSchema.parse(preview.json());
    expect(document).toMatchObject({ channelId, channelName: 'Webshop DE', rows: [{ sku: 'ZELT-1', price: 22.49, strikePrice: null, currency: 'EUR', adjustmentId }] });
    expect(preview.json().rows[0]).not.toHaveProperty('pickedUp');
    const head = await t.app.inject({ method: 'HEAD', url: `/api/feed/${feedId}/${channelId}.csv` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/csv');
    expect(await pickups()).toBe(0);
  });

  it('answers the CSV file as it is and records the pickup of what it returned', async () => {
    const answer = await t.get(`/api/feed/${feedId}/${channelId}.csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${channelId}.csv"`);
    expect(answer.body.split('\r\n')).toEqual([FEED_CSV_HEADER.join(','), `ZELT-1,22.49,,,EUR,${adjustmentId},2026-11-20T07:00:00.000Z`, '']);
    expect(await pickups()).toBe(1);
  });

  it('documents the feed file as JSON or CSV in the API reference', async () => {
    const document = (await t.get('/api/docs/json')).json() as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
    const file = document.paths['/api/feed/{feedId}/{file}']?.['get'];
    expect(Object.keys(file?.responses['200']?.content ?? {}).sort()).toEqual(['application/json', 'text/csv']);
  });
});
