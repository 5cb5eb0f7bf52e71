/**
 * Discovery's external services configured by environment, through the whole product (all-in-one):
 * SEARCH_API_* makes the Google methods available (admin list and settings agree); LLM_* makes the
 * AI comparison available, here a local fake of an OpenAI-compatible API on port 0.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryAiStatusSchema, discoverySettingsViewSchema, profileSchema } from '@pm/contracts';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

describe('discovery services configured by environment', () => {
  let llm: Server;
  let t: TestProduct;

  beforeAll(async () => {
    llm = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: '{"verdict":"SAME","reason":"Same model."}' } }] })));
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
    const port = (llm.address() as AddressInfo).port;
    t = await startTestProduct({ LLM_API_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'fake-model', SEARCH_API_URL: 'http://127.0.0.1:9/search', SEARCH_API_KEY: 'k' });
  }, 120_000);
  afterAll(async () => {
    await t.stop();
    await new Promise<void>((resolve) => llm.close(() => resolve()));
  });

  it('offers the Google methods and the AI comparison where configured (one product per process: the unconfigured answers are unit-tested)', async () => {
    const platform = await t.signIn('platform@demo.example');
    expect(discoverySettingsViewSchema.parse((await t.api('GET', '/api/admin/discovery/settings', { token: platform })).body).unavailableMethods).toEqual([]);
    const admin = await t.signIn('admin@demo.example');
    const companyId = profileSchema.parse((await t.api('GET', '/api/profile', { token: admin })).body).company.id;
    expect(discoveryAiStatusSchema.parse((await t.api('GET', `/api/company/${companyId}/discovery/ai`, { token: admin })).body)).toEqual({ available: true, reason: null, model: 'fake-model' });
    const chosen = await t.api('PUT', `/api/admin/discovery/companies/${companyId}/settings`, { token: platform, body: { searchMethod: 'GOOGLE_SEARCH', imageWeight: 0.5, skipWhenUrlExists: true, agentEnabled: false } });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  });
});
