/**
 * The data mapping's routes through `app.inject`: who may change what, the spec §5 refusals
 * translated by code, and the preview over a connected system (an in-memory one here; the demo
 * Plenty in deploy/demo-plenty/dataMappingPreview.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewAnswerSchema, type InputMapping } from '@pm/contracts';
import { DEFAULT_INPUT_MAPPING } from '@pm/contracts/domain';
import { AppError, createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, toEventToAppend, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import type { ShopSystem, ShopVariation } from '../shopSystem/shopSystem.ts';
import { channelFields } from '../view/testEvents.ts';
import { registerDataMappingRoutes } from './dataMappingRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const unconnected = '01a216b5-973a-7479-83b5-4895cced43f8';
const actors: Record<string, Actor> = {
  viewer: { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false },
  maintainer: { userId: 'u-maint', companyId, email: 'maint@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
  admin: { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
  lonely: { userId: 'u-lonely', companyId: unconnected, email: 'lonely@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
};

/** A CSV export's rows: texts as written, one price with a comma decimal. */
const csvRow = (sku: string, price: string, season: string): ShopVariation => ({
  sku,
  variationId: sku,
  itemId: null,
  name: `Artikel ${sku}`,
  barcodes: [],
  salesPrices: [],
  purchasePriceCents: null,
  stock: 3,
  properties: { Saison: season },
  texts: { 'salesPrice:price': price },
} as ShopVariation);
const csvSystem: ShopSystem = {
  kind: 'export-url',
  maxWriteBatch: 0,
  testConnection: async () => ({ ok: true, description: 'test' }),
  async *readVariations() {
    yield { page: 1, variations: [csvRow('A-1', '12.99', 'Sommer'), csvRow('A-2', '12,99', 'Winter')], issues: [{ reason: 'SKU_MISSING', variationId: null, row: 4, sku: null, field: null, firstVariationId: null, message: 'no SKU' }], totalCount: 3, isLastPage: true };
  },
  readSalesPriceConfigurations: async () => [],
  writeSalesPrices: async () => [],
};

describe('data mapping routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth(Object.values(actors));

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    const context = { companyId, userId: 'u-admin', correlationId: 'c', causationId: null };
    await events.append(`pricingsettings-${companyId}`, [
      toEventToAppend({ type: 'SalesChannelCreated', data: { companyId, channelId: 'web', fields: channelFields() } }, context),
      toEventToAppend({ type: 'SalesChannelCreated', data: { companyId, channelId: 'amazon', fields: channelFields() } }, context),
    ]);
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerDataMappingRoutes(app, {
      events,
      openShopSystem: async (id) => {
        if (id === companyId) return csvSystem;
        throw new AppError('ERP_CONNECTION_MISSING', 'No ERP/shop system is connected yet.');
      },
    });
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    db.remove();
  });

  const send = async (method: 'PUT' | 'POST', url: string, who: keyof typeof actors | null, payload: unknown) =>
    (await app.inject({ method, url, payload: payload as object, headers: who ? await auth.headers(actors[who]!.userId) : {} })).json();
  const base = `/api/company/${companyId}/data-mapping`;
  const seasonMapping: InputMapping = {
    ...DEFAULT_INPUT_MAPPING,
    rows: [
      { source: 'salesPrice:price', target: { kind: 'countryPrice', country: 'de', field: 'salesPrice' }, dataType: 'NUMBER', numberFormat: 'DOT' },
      { source: 'property:Saison', target: { kind: 'customValue', key: 'season' }, dataType: 'TEXT', numberFormat: 'DOT' },
    ],
  };

  it('lets an admin define custom values and map inputs and outputs; each answer carries the written revision', async () => {
    expect(await send('PUT', `${base}/custom-values`, 'admin', { definitions: [{ key: 'season', label: 'Saison', dataType: 'TEXT' }] })).toMatchObject({ id: companyId, revision: '0' });
    expect(await send('PUT', `${base}/input`, 'admin', { mapping: seasonMapping, expectedRevision: '0' })).toMatchObject({ revision: '1' });
    expect(await send('PUT', `${base}/output`, 'admin', { mapping: { channels: [{ channelId: 'web', regularSalesPriceId: '1', strikeSalesPriceId: '3' }] } })).toMatchObject({ revision: '2' });
    expect((await events.readStream(`datamapping-${companyId}`)).map((e) => e.type)).toEqual(['CustomValueDefinitionsSet', 'InputDataMappingSet', 'OutputDataMappingSet']);
  });

  it('refuses maintainers, viewers, another company and the signed-out before anything is written', async () => {
    const before = await events.headPosition();
    const body = { definitions: [] };
    expect(await send('PUT', `${base}/custom-values`, 'maintainer', body)).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect(await send('PUT', `${base}/input`, 'viewer', { mapping: DEFAULT_INPUT_MAPPING })).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect(await send('POST', `${base}/preview`, 'viewer', {})).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED' });
    expect(await send('PUT', `/api/company/${otherCompany}/data-mapping/output`, 'admin', { mapping: { channels: [] } })).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect(await send('PUT', `${base}/custom-values`, null, body)).toMatchObject({ statusCode: 401 });
    expect(await events.headPosition()).toBe(before);
  });

  it('answers the spec §5 refusals as codes naming the field: one output channel twice, both prices, separator, true/false values, unit', async () => {
    const before = await events.headPosition();
    const twice = await send('PUT', `${base}/output`, 'admin', { mapping: { channels: [{ channelId: 'web', regularSalesPriceId: '1', strikeSalesPriceId: '3' }, { channelId: 'amazon', regularSalesPriceId: '4', strikeSalesPriceId: '3' }] } });
    expect(twice).toMatchObject({ statusCode: 422, code: 'DATA_MAPPING_INVALID', details: { issues: [{ path: 'channels.1.strikeSalesPriceId', code: 'OUTPUT_CHANNEL_MAPPED_TWICE', params: { salesPriceId: '3', channelId: 'amazon', otherChannelId: 'web' } }] } });
    const missing = await send('PUT', `${base}/output`, 'admin', { mapping: { channels: [{ channelId: 'web', regularSalesPriceId: '', strikeSalesPriceId: '' }] } });
    expect(missing.details.issues.map((i: { code: string }) => i.code)).toEqual(['REGULAR_PRICE_REQUIRED', 'STRIKE_PRICE_REQUIRED']);
    const unknownChannel = await send('PUT', `${base}/output`, 'admin', { mapping: { channels: [{ channelId: 'ebay', regularSalesPriceId: '7', strikeSalesPriceId: '8' }] } });
    expect(unknownChannel.details.issues.map((i: { code: string }) => i.code)).toEqual(['SALES_CHANNEL_UNKNOWN']);
    const required = await send('PUT', `${base}/input`, 'admin', { mapping: { ...seasonMapping, listSeparator: '', trueValue: '', falseValue: '', quantityUnit: null } });
    expect(required).toMatchObject({ statusCode: 422, code: 'DATA_MAPPING_INVALID' });
    expect(required.details.issues.map((i: { code: string }) => i.code)).toEqual(['LIST_SEPARATOR_REQUIRED', 'TRUE_FALSE_VALUES_REQUIRED', 'QUANTITY_UNIT_REQUIRED']);
    expect(await send('PUT', `${base}/custom-values`, 'admin', { definitions: [] })).toMatchObject({ statusCode: 422, details: { issues: [{ code: 'CUSTOM_VALUE_IN_USE', params: { key: 'season' } }] } });
    expect(await send('PUT', `${base}/input`, 'admin', { mapping: seasonMapping, expectedRevision: '0' })).toMatchObject({ statusCode: 409, code: 'CONCURRENCY_CONFLICT' });
    expect(await send('PUT', `${base}/custom-values`, 'admin', { definitions: [{ key: 'Bad Key', label: 'x', dataType: 'TEXT' }] })).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await events.headPosition()).toBe(before);
  });

  it('previews the first rows as the mapping reads them: a comma decimal where a dot is mapped is an error naming the row and field', async () => {
    const preview = previewAnswerSchema.parse(await send('POST', `${base}/preview`, 'admin', { mapping: seasonMapping }));
    expect(preview.connected).toBe(true);
    expect(preview.rows[0]).toMatchObject({ row: 1, sku: 'A-1', fields: { pricing: { de: { salesPrice: 12.99 } }, quantityUnit: 'PIECES' }, customValues: { season: 'Sommer' }, errors: [] });
    expect(preview.rows[1]).toMatchObject({ row: 2, sku: 'A-2', customValues: { season: 'Winter' }, errors: [{ field: 'pricing.de.salesPrice', code: 'NOT_A_NUMBER', params: { value: '12,99', format: 'DOT' } }] });
    expect(preview.rows[1]?.fields).not.toHaveProperty('pricing');
    expect(preview.issues).toEqual([{ row: 4, reason: 'SKU_MISSING', sku: null, field: null }]);
    expect(preview.sourceFields).toEqual(expect.arrayContaining(['sku', 'property:Saison']));
    // With the comma mapped, the same row reads 12.99.
    const comma = { ...seasonMapping, rows: seasonMapping.rows.map((r) => (r.source === 'salesPrice:price' ? { ...r, numberFormat: 'COMMA' as const } : r)) };
    const second = previewAnswerSchema.parse(await send('POST', `${base}/preview`, 'admin', { mapping: comma })).rows[1];
    expect(second).toMatchObject({ fields: { pricing: { de: { salesPrice: 12.99 } } }, errors: [] });
  });

  it('says so when no system is connected', async () => {
    expect(await send('POST', `/api/company/${unconnected}/data-mapping/preview`, 'lonely', {})).toEqual({ connected: false, rows: [], issues: [], sourceFields: [] });
  });
});
