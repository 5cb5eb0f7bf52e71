import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPreviewSpreadsheet, feedPreviewSchema } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { toEventToAppend, type CommandContext } from '@pm/platform';
import { confirmedEvent, proposedEvent } from '../testSupport/adjustmentEvents.ts';
import { startTestProduct, type TestProduct } from '../testSupport/startTestProduct.ts';

/**
 * Issue 11 defect 7: a SKU like `=cmd|' /C calc'!A0` is a formula to a spreadsheet. Every CSV a
 * person downloads to open in a spreadsheet neutralises it (a leading `'`, OWASP); the ERP feed is
 * read by machines and delivers the SKU exactly as the shop has it (its documented raw format).
 */
describe('CSV formula injection', () => {
  const ATTACK = "=cmd|' /C calc'!A0";
  const OTHERS = ['+SUM(1;2)', '-2+3', '@SUM(A1)', '\tTAB-1'];
  let t: TestProduct;
  let admin: string;
  let companyId: string;
  let feedId: string;
  let last = 0n;
  const channelId = crypto.randomUUID();
  const skus = [ATTACK, ...OTHERS, 'PLAIN-1'];

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
    // The shop may well have such a SKU: the assortment takes it.
    const created = await t.api('POST', `/api/company/${companyId}/products`, { token: admin, body: { name: 'Harmlos', sku: ATTACK } });
    expect(created.status).toBe(201);
    const context: CommandContext = { companyId, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null };
    const append = async (streamId: string, event: { type: string; data: unknown }) => {
      last = (await t.product.events.append(streamId, [toEventToAppend(event, context)])).position;
    };
    await append(streams.pricingSettings(companyId), { type: 'SalesChannelCreated', data: { companyId, channelId, fields: { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } } });
    for (const sku of skus) {
      const adjustmentId = crypto.randomUUID();
      await append(streams.adjustment(adjustmentId), proposedEvent({ adjustmentId, companyId, channelId, sku, newPrice: 10 }));
      await append(streams.adjustment(adjustmentId), confirmedEvent(adjustmentId, companyId));
    }
    const generated = await t.api('POST', `/api/company/${companyId}/output-feed/feed-id`, { token: admin });
    feedId = generated.body.feedId as string;
    last = BigInt(generated.body.position);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('delivers the SKU exactly as it is in the raw ERP feed (CSV and JSON)', async () => {
    const csv = await t.api('GET', `/api/feed/${feedId}/${channelId}.csv?preview=1`);
    expect(csv.status).toBe(200);
    const firstCells = (csv.body as string).split('\r\n').slice(1, -1).map((line) => line.slice(0, line.indexOf(',')));
    expect(firstCells.sort()).toEqual([...skus].sort());
    const json = await t.api('GET', `/api/feed/${feedId}/${channelId}.json?preview=1`);
    expect(json.body.rows.map((r: { sku: string }) => r.sku).sort()).toEqual([...skus].sort());
  });

  it('neutralises every formula cell in the preview a person downloads for a spreadsheet', async () => {
    const preview = feedPreviewSchema.parse((await t.api('GET', `/api/company/${companyId}/output-feed/${channelId}/rows?minPosition=${last}`, { token: admin })).body);
    expect(preview.rows).toHaveLength(skus.length);
    const file = feedPreviewSpreadsheet(preview.rows);
    const cells = file.replace(/^\uFEFF/, '').split('\r\n').slice(1, -1).map((line) => line.slice(0, line.indexOf(',')));
    expect(cells.sort()).toEqual([`'${ATTACK}`, "'+SUM(1;2)", "'-2+3", "'@SUM(A1)", "'\tTAB-1", 'PLAIN-1'].sort());
    // No cell of the file starts a formula, quoted or not.
    for (const line of file.replace(/^\uFEFF/, '').split('\r\n')) for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+@\t\r-]/);
  });
});
