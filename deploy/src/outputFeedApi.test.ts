import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { toEventToAppend, type CommandContext } from '@pm/platform';
import { confirmedEvent, proposedEvent, type SampleProposal } from './testSupport/adjustmentEvents.ts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

/** The output feed over HTTP: feed id roles, the ERP's CSV/JSON pull, pickup recorded once, old ids gone. */
describe('output feed API', () => {
  let t: TestProduct;
  let admin: string;
  let maintainer: string;
  let viewer: string;
  let companyId: string;
  let context: CommandContext;
  let last = 0n;
  const channelId = crypto.randomUUID();
  const ids = { tent: crypto.randomUUID(), mat: crypto.randomUUID(), old: crypto.randomUUID(), pending: crypto.randomUUID() };

  const append = async (streamId: string, event: { type: string; data: unknown }) => {
    last = (await t.product.events.append(streamId, [toEventToAppend(event, context)])).position;
  };
  const propose = async (p: Omit<SampleProposal, 'companyId' | 'channelId'>) => append(streams.adjustment(p.adjustmentId), proposedEvent({ ...p, companyId, channelId }));
  const confirm = async (adjustmentId: string, at: string) => append(streams.adjustment(adjustmentId), confirmedEvent(adjustmentId, companyId, at));
  const status = async (token = admin) => (await t.api('GET', `/api/company/${companyId}/output-feed?minPosition=${last}`, { token })).body;
  const generate = (token: string) => t.api('POST', `/api/company/${companyId}/output-feed/feed-id`, { token });
  async function newFeedId(): Promise<string> {
    const response = await generate(admin);
    expect(response.status).toBe(201);
    last = BigInt(response.body.position);
    return response.body.feedId as string;
  }
  const pickups = async (adjustmentId: string) => (await t.product.events.readStream(streams.adjustment(adjustmentId))).filter((e) => e.type === 'AdjustmentPickedUp');

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    maintainer = await t.signIn('maintainer@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
    context = { companyId, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null };
    await append(streams.pricingSettings(companyId), {
      type: 'SalesChannelCreated',
      data: { companyId, channelId, fields: { name: 'Webshop "DE", Süd', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } },
    });
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString();
    await propose({ adjustmentId: ids.old, sku: 'TENT-1', newPrice: 99 });
    await confirm(ids.old, '2026-05-01T08:00:00.000Z');
    await propose({ adjustmentId: ids.tent, sku: 'TENT-1', newPrice: 89.9, strikePrice: 99.5, strikePriceFrom: '2026-01-01T00:00:00.000Z', strikePriceUntil: until });
    await confirm(ids.tent, '2026-05-02T08:00:00.000Z');
    await propose({ adjustmentId: ids.mat, sku: 'MAT,"2"', newPrice: 5 });
    await confirm(ids.mat, '2026-05-02T09:00:00.000Z');
    await propose({ adjustmentId: ids.pending, sku: 'LAMP-3', newPrice: 12 });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('lets only company administrators generate a feed id, with the spec message for others', async () => {
    expect((await status()).hasFeed).toBe(false);
    for (const token of [maintainer, viewer]) {
      const refused = await generate(token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'ROLE_NOT_ALLOWED', error: 'You may not generate a feed ID. Please talk to your administrator.' });
    }
    const feedId = await newFeedId();
    expect(feedId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await status()).toMatchObject({ feedId, hasFeed: true, channels: [{ channelId, name: 'Webshop "DE", Süd', currency: 'EUR', rows: 2, waitingForPickup: 2 }], lastPulledAt: null });
    // A viewer sees the feed's state but not the secret id.
    expect(await status(viewer)).toMatchObject({ feedId: null, hasFeed: true });
  });

  it('serves the CSV and JSON of the latest confirmed prices; a preview records no pickup', async () => {
    const feedId = (await status()).feedId as string;
    const until = (await t.api('GET', `/api/feed/${feedId}/${channelId}.json?preview=1`)).body.rows[1].strikePriceUntil as string;
    const csv = await t.api('GET', `/api/feed/${feedId}/${channelId}.csv?preview=1`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(
      'sku,price,strike_price,strike_price_until,currency,adjustment_id,confirmed_at\r\n' +
        `"MAT,""2""",5.00,,,EUR,${ids.mat},2026-05-02T09:00:00.000Z\r\n` +
        `TENT-1,89.90,99.50,${until},EUR,${ids.tent},2026-05-02T08:00:00.000Z\r\n`,
    );
    const head = await t.api('HEAD', `/api/feed/${feedId}/${channelId}.csv`);
    expect(head.status).toBe(200);
    expect(await pickups(ids.tent)).toHaveLength(0);

    const json = await t.api('GET', `/api/feed/${feedId}/${channelId}.json`);
    expect(json.body).toEqual({
      channelId,
      channelName: 'Webshop "DE", Süd',
      generatedAt: expect.any(String),
      rows: [
        { sku: 'MAT,"2"', price: 5, strikePrice: null, strikePriceUntil: null, currency: 'EUR', adjustmentId: ids.mat, confirmedAt: '2026-05-02T09:00:00.000Z' },
        { sku: 'TENT-1', price: 89.9, strikePrice: 99.5, strikePriceUntil: until, currency: 'EUR', adjustmentId: ids.tent, confirmedAt: '2026-05-02T08:00:00.000Z' },
      ],
    });
    expect((await t.api('GET', `/api/feed/${feedId}`)).body).toEqual({
      channels: [{ channelId, name: 'Webshop "DE", Süd', csv: `/api/feed/${feedId}/${channelId}.csv`, json: `/api/feed/${feedId}/${channelId}.json` }],
    });
  });

  it('records a pickup once per adjustment however often the ERP pulls', async () => {
    const feedId = (await status()).feedId as string;
    await Promise.all([t.api('GET', `/api/feed/${feedId}/${channelId}.csv`), t.api('GET', `/api/feed/${feedId}/${channelId}.csv`)]);
    await t.api('GET', `/api/feed/${feedId}/${channelId}.json`);
    for (const id of [ids.tent, ids.mat]) expect(await pickups(id)).toHaveLength(1);
    expect(await pickups(ids.old)).toHaveLength(0);
    expect(await pickups(ids.pending)).toHaveLength(0);
    // A pull handing over new prices (the JSON GET above) is recorded on its own with what it
    // contained; pulls handing over nothing new once for the hour (issue 11).
    const pulls = (await t.product.events.readAll()).filter((e) => e.type === 'FeedPulled').map((e) => e.data as { pullId: string; recordedAs: string });
    const single = pulls.filter((p) => p.recordedAs === 'SINGLE');
    expect(single.length).toBeGreaterThanOrEqual(1);
    for (const pull of single) expect(pull).toMatchObject({ companyId, channelId, adjustmentIds: [ids.mat, ids.tent], rows: 2 });
    const hourly = pulls.filter((p) => p.recordedAs === 'FIRST_OF_HOUR');
    // One (two should the clock pass a full hour between the pulls).
    expect(hourly.length === 1 || hourly.length === 2).toBe(true);
    for (const pull of hourly) expect(pull).toMatchObject({ companyId, channelId, adjustmentIds: [], rows: 2 });
    for (const id of [ids.tent, ids.mat]) expect(single.map((p) => p.pullId)).toContain(((await pickups(id))[0]?.data as { pullId: string }).pullId);
    last = await t.product.events.headPosition();
    expect(await status()).toMatchObject({ channels: [{ rows: 2, waitingForPickup: 0 }], lastPulledAt: expect.any(String) });
    const preview = (await t.api('GET', `/api/company/${companyId}/output-feed/${channelId}/rows?minPosition=${last}`, { token: viewer })).body;
    expect(preview.rows.map((r: { sku: string; pickedUp: boolean }) => [r.sku, r.pickedUp])).toEqual([['MAT,"2"', true], ['TENT-1', true]]);
  });

  it('answers 404 FEED_NOT_FOUND for an old or unknown feed id once a new one is generated', async () => {
    const old = (await status()).feedId as string;
    const renewed = await newFeedId();
    await status();
    for (const path of [`/api/feed/${old}/${channelId}.csv`, `/api/feed/${old}`, '/api/feed/unknown-id']) {
      const response = await t.api('GET', path);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('FEED_NOT_FOUND');
    }
    expect((await t.api('GET', `/api/feed/${renewed}/${channelId}.csv`)).status).toBe(200);
    expect((await t.api('GET', `/api/feed/${renewed}/${crypto.randomUUID()}.csv`)).body.code).toBe('SALES_CHANNEL_NOT_FOUND');
  });
});
