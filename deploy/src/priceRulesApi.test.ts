import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CONSTRAINTS, priceRuleListSchema, type PriceRuleFields } from '@pm/contracts';
import { newId } from '@pm/platform';
import { expectRefused } from './testSupport/expectRefused.ts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

const channelFields = { name: 'Webshop', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } as const;

/** /api/company/:cid/price-rules: create, list in position order, update, reorder, delete; every refusal writes nothing. */
describe('price rules API', () => {
  let t: TestProduct;
  let admin: string;
  let maintainer: string;
  let viewer: string;
  let companyId: string;
  let channelId: string;
  const base = () => `/api/company/${companyId}/price-rules`;
  const context = () => ({ companyId, userId: 'service:test', correlationId: crypto.randomUUID(), causationId: null });

  /** A sales channel through the settings commands (stream `pricingsettings-<companyId>`). */
  async function addChannel(company: string, name: string): Promise<string> {
    return (await t.product.commands.pricingSettingsCommands.createSalesChannel(company, { ...channelFields, name }, { ...context(), companyId: company })).id;
  }

  const rule = (name: string, over: Partial<PriceRuleFields> = {}): PriceRuleFields => ({
    name,
    salesChannelId: channelId,
    conditions: [{ field: 'brand', operator: 'IN', value: ['Vaude', 'Deuter'] }],
    target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: true },
    constraints: { ...NO_CONSTRAINTS, minProfitMargin: 15 },
    active: true,
    ...over,
  });

  const list = async (position?: string, token = viewer) => {
    const response = await t.api('GET', `${base()}${position ? `?minPosition=${position}` : ''}`, { token });
    expect(response.status).toBe(200);
    return priceRuleListSchema.parse(response.body);
  };
  const names = async (position?: string) => (await list(position)).map((r) => `${r.position}:${r.name}`);
  const create = async (body: unknown, token = admin) => {
    const response = await t.api('POST', base(), { token, body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: string; position: string };
  };

  beforeAll(async () => {
    t = await startTestProduct();
    admin = await t.signIn('admin@demo.example');
    maintainer = await t.signIn('maintainer@demo.example');
    viewer = await t.signIn('viewer@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
    channelId = await addChannel(companyId, 'Webshop');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('creates rules at the end or at a position, lists them in order with the channel name, updates, reorders and deletes', async () => {
    const first = await create(rule('1 % below the cheapest competitor'));
    const listed = await list(first.position);
    expect(listed).toEqual([expect.objectContaining({ ruleId: first.id, position: 1, channelName: 'Webshop', ...rule('1 % below the cheapest competitor') })]);

    const second = await create(rule('Margin 20 %', { target: { type: 'PROFIT_MARGIN', percent: 20 }, constraints: NO_CONSTRAINTS }), maintainer);
    expect(await names(second.position)).toEqual(['1:1 % below the cheapest competitor', '2:Margin 20 %']);
    const top = await create({ ...rule('Top'), position: 1 });
    expect(await names(top.position)).toEqual(['1:Top', '2:1 % below the cheapest competitor', '3:Margin 20 %']);
    const middle = await create({ ...rule('Middle'), position: 3 });
    expect(await names(middle.position)).toEqual(['1:Top', '2:1 % below the cheapest competitor', '3:Middle', '4:Margin 20 %']);

    // Update every field, including the active state.
    const changed = rule('Top, paused', { active: false, conditions: [{ field: 'inStock', operator: 'EQUALS', value: true }], target: { type: 'PURCHASE_MARKUP', percent: 40 }, constraints: { ...NO_CONSTRAINTS, minPrice: 5, maxPrice: 500, msrpCap: true, maxChangePercent: 10 } });
    const updated = await t.api('PUT', `${base()}/${top.id}`, { token: admin, body: changed });
    expect(updated.status).toBe(200);
    expect((await list(updated.body.position))[0]).toMatchObject({ ...changed, position: 1 });

    // Move the last rule to the top (what the UI's "move up" sends, with the whole list).
    const ids = (await list()).map((r) => r.ruleId);
    const moved = await t.api('PUT', `${base()}/order`, { token: maintainer, body: { ruleIds: [ids[3], ids[0], ids[1], ids[2]] } });
    expect(moved.status).toBe(200);
    expect(await names(moved.body.position)).toEqual(['1:Margin 20 %', '2:Top, paused', '3:1 % below the cheapest competitor', '4:Middle']);

    // Deleting closes the gap.
    const deleted = await t.api('DELETE', `${base()}/${top.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(await names(deleted.body.position)).toEqual(['1:Margin 20 %', '2:1 % below the cheapest competitor', '3:Middle']);
    await expectRefused(t, t.api('DELETE', `${base()}/${top.id}`, { token: admin }), 404, 'PRICE_RULE_NOT_FOUND');
    await expectRefused(t, t.api('PUT', `${base()}/${top.id}`, { token: admin, body: changed }), 404, 'PRICE_RULE_NOT_FOUND');

    // The list shows the channel's current name; a channel that rules use cannot be deleted.
    const renamed = await t.api('PUT', `/api/company/${companyId}/sales-channels/${channelId}`, { token: admin, body: { ...channelFields, name: 'Webshop DE' } });
    expect(renamed.status).toBe(200);
    expect((await list(renamed.body.position)).map((r) => r.channelName)).toEqual(['Webshop DE', 'Webshop DE', 'Webshop DE']);
    await expectRefused(t, t.api('DELETE', `/api/company/${companyId}/sales-channels/${channelId}`, { token: admin }), 409, 'SALES_CHANNEL_IN_USE');

    // The dashboard's guided start counts the rules.
    expect((await t.api('GET', `/api/company/${companyId}/setup?minPosition=${deleted.body.position}`, { token: admin })).body.priceRules).toBe(3);
  });

  it('refuses a reorder that does not list exactly the current rules (409 PRICE_RULE_ORDER_MISMATCH)', async () => {
    const ids = (await list()).map((r) => r.ruleId);
    expect(ids.length).toBeGreaterThan(1);
    await expectRefused(t, t.api('PUT', `${base()}/order`, { token: admin, body: { ruleIds: ids.slice(1) } }), 409, 'PRICE_RULE_ORDER_MISMATCH');
    await expectRefused(t, t.api('PUT', `${base()}/order`, { token: admin, body: { ruleIds: [...ids, newId()] } }), 409, 'PRICE_RULE_ORDER_MISMATCH');
    await expectRefused(t, t.api('PUT', `${base()}/order`, { token: admin, body: { ruleIds: [ids[0], ids[0], ...ids.slice(2)] } }), 409, 'PRICE_RULE_ORDER_MISMATCH');
    await expectRefused(t, t.api('PUT', `${base()}/order`, { token: admin, body: { order: ids } }), 400, 'VALIDATION_FAILED');
  });

  it('answers bad rules with 400 VALIDATION_FAILED and the problem per field, writing nothing', async () => {
    const bad = await expectRefused(t, t.api('POST', base(), {
      token: admin,
      body: rule('Bad', {
        conditions: [
          { field: 'colour', operator: 'EQUALS', value: 'red' },
          { field: 'inStock', operator: 'GREATER_THAN', value: 1 },
          { field: 'purchasePrice', operator: 'GREATER_THAN', value: '10' },
          { field: 'brand', operator: 'IN', value: 'Vaude' },
        ],
      }),
    }), 400, 'VALIDATION_FAILED');
    expect(bad.body.details.issues.map((i: { path: string; problem: string }) => `${i.path}:${i.problem}`)).toEqual([
      'conditions.0.field:UNKNOWN_FIELD',
      'conditions.1.operator:OPERATOR_NOT_ALLOWED',
      'conditions.2.value:VALUE_WRONG_TYPE',
      'conditions.3.value:VALUE_WRONG_TYPE',
    ]);
    const range = await expectRefused(t, t.api('POST', base(), { token: admin, body: rule('Range', { constraints: { ...NO_CONSTRAINTS, minProfitMargin: 120 }, target: { type: 'PROFIT_MARGIN', percent: -5 } }) }), 400, 'VALIDATION_FAILED');
    expect(range.body.details.issues.map((i: { path: string; problem: string }) => `${i.path}:${i.problem}`)).toEqual(['target.percent:TOO_SMALL', 'constraints.minProfitMargin:TOO_BIG']);
    await expectRefused(t, t.api('POST', base(), { token: admin, body: { ...rule('Nameless'), name: ' ' } }), 400, 'VALIDATION_FAILED');
    await expectRefused(t, t.api('POST', base(), { token: admin, body: { ...rule('Where'), position: 0 } }), 400, 'VALIDATION_FAILED');
    await expectRefused(t, t.api('POST', base(), { token: admin, body: rule('Zero', { target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 100, withShipping: false } }) }), 400, 'VALIDATION_FAILED');
    const broken = await t.api('POST', base(), { token: admin, rawBody: '{ "name": ' });
    expect(broken.body.code).toBe('INVALID_JSON');
    const first = (await list())[0]!;
    await expectRefused(t, t.api('PUT', `${base()}/${first.ruleId}`, { token: admin, body: { name: 'Only a name' } }), 400, 'VALIDATION_FAILED');
  });

  it('answers contradictory rules with 422 PRICE_RULE_CONTRADICTORY and the reasons', async () => {
    const limits = await expectRefused(t, t.api('POST', base(), { token: admin, body: rule('Limits', { constraints: { ...NO_CONSTRAINTS, minPrice: 50, maxPrice: 20, minProfitMargin: 30, maxProfitMargin: 10 } }) }), 422, 'PRICE_RULE_CONTRADICTORY');
    expect(limits.body.details.contradictions.map((c: { reason: string }) => c.reason)).toEqual(['MIN_PRICE_ABOVE_MAX_PRICE', 'MIN_MARGIN_ABOVE_MAX_MARGIN']);
    expect(limits.body.error).toContain('The minimum price (50) is above the maximum price (20)');
    const target = await expectRefused(t, t.api('POST', base(), { token: admin, body: rule('Margin', { target: { type: 'PROFIT_MARGIN', percent: 10 }, constraints: { ...NO_CONSTRAINTS, minProfitMargin: 15 } }) }), 422, 'PRICE_RULE_CONTRADICTORY');
    expect(target.body.details.contradictions).toEqual([expect.objectContaining({ reason: 'MARGIN_TARGET_OUTSIDE_LIMITS', paths: ['target.percent', 'constraints.minProfitMargin'] })]);
    await expectRefused(t, t.api('POST', base(), { token: admin, body: rule('Markup', { target: { type: 'PURCHASE_MARKUP', percent: 80 }, constraints: { ...NO_CONSTRAINTS, maxMarkup: 50 } }) }), 422, 'PRICE_RULE_CONTRADICTORY');
    const filters = await expectRefused(t, t.api('POST', base(), {
      token: admin,
      body: rule('Filters', { conditions: [{ field: 'brand', operator: 'EQUALS', value: 'Vaude' }, { field: 'brand', operator: 'EQUALS', value: 'Deuter' }, { field: 'weight', operator: 'GREATER_THAN', value: 10 }, { field: 'weight', operator: 'LESS_THAN', value: 5 }] }),
    }), 422, 'PRICE_RULE_CONTRADICTORY');
    expect(filters.body.details.contradictions.map((c: { field: string; paths: string[] }) => [c.field, c.paths])).toEqual([
      ['brand', ['conditions.0', 'conditions.1']],
      ['weight', ['conditions.2', 'conditions.3']],
    ]);
    const first = (await list())[0]!;
    await expectRefused(t, t.api('PUT', `${base()}/${first.ruleId}`, { token: admin, body: rule('Limits', { constraints: { ...NO_CONSTRAINTS, minMarkup: 30, maxMarkup: 10 } }) }), 422, 'PRICE_RULE_CONTRADICTORY');
  });

  it('needs a sales channel of the company', async () => {
    const other = await t.product.commands.companyCommands.createCompany({ name: 'Fremd AG' }, { ...context(), companyId: null });
    const foreignChannel = await addChannel(other.id, 'Fremder Shop');
    await expectRefused(t, t.api('POST', base(), { token: admin, body: rule('Foreign', { salesChannelId: foreignChannel }) }), 422, 'SALES_CHANNEL_UNKNOWN');
    await expectRefused(t, t.api('POST', base(), { token: admin, body: rule('Nowhere', { salesChannelId: newId() }) }), 422, 'SALES_CHANNEL_UNKNOWN');
    const first = (await list())[0]!;
    await expectRefused(t, t.api('PUT', `${base()}/${first.ruleId}`, { token: admin, body: rule(first.name, { salesChannelId: foreignChannel }) }), 422, 'SALES_CHANNEL_UNKNOWN');

    // A rule of the other company is not found from here; its list is not ours to read or change.
    const foreign = await t.product.commands.priceRuleCommands.createPriceRule(other.id, rule('Fremd', { salesChannelId: foreignChannel }), null, { ...context(), companyId: other.id });
    await expectRefused(t, t.api('DELETE', `${base()}/${foreign.id}`, { token: admin }), 404, 'PRICE_RULE_NOT_FOUND');
    await expectRefused(t, t.api('GET', `/api/company/${other.id}/price-rules`, { token: admin }), 403, 'OTHER_COMPANY');
    await expectRefused(t, t.api('POST', `/api/company/${other.id}/price-rules`, { token: admin, body: rule('Mine', { salesChannelId: foreignChannel }) }), 403, 'OTHER_COMPANY');
    expect((await list()).map((r) => r.name)).not.toContain('Fremd');
  });

  it('lets viewers read the list but change nothing', async () => {
    const first = (await list(undefined, viewer))[0]!;
    await expectRefused(t, t.api('POST', base(), { token: viewer, body: rule('Viewer') }), 403, 'ROLE_NOT_ALLOWED');
    await expectRefused(t, t.api('PUT', `${base()}/${first.ruleId}`, { token: viewer, body: rule('Viewer') }), 403, 'ROLE_NOT_ALLOWED');
    await expectRefused(t, t.api('DELETE', `${base()}/${first.ruleId}`, { token: viewer }), 403, 'ROLE_NOT_ALLOWED');
    await expectRefused(t, t.api('PUT', `${base()}/order`, { token: viewer, body: { ruleIds: [first.ruleId] } }), 403, 'ROLE_NOT_ALLOWED');
    expect((await t.api('GET', base())).status).toBe(401);
  });
});
