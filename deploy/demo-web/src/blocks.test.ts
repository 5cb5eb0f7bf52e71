import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_HEADERS } from './botWall.ts';
import { productBySku } from './catalogue.ts';
import { getViaProxy } from './httpClient.ts';
import { type DemoWeb, startDemoWeb } from './server.ts';
import { shopByKey } from './sites.ts';
import { productUrl } from './urls.ts';

let web: DemoWeb;
beforeAll(async () => {
  web = await startDemoWeb({ port: 0, now: () => new Date('2025-03-10T09:00:00Z') });
});
afterAll(async () => {
  await web.stop();
});

const control = async (method: string, body?: unknown) => {
  const response = await fetch(`${web.url}/demo/blocks`, { method, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
  return { status: response.status, body: (await response.json()) as { hosts?: string[]; error?: string } };
};

describe('demo web 403 switch', () => {
  const shop = shopByKey('bergsport-shop');
  const other = shopByKey('outdoor-profi');
  const page = (s: typeof shop) => getViaProxy(web.proxyUrl, productUrl(s, productBySku('DO-1001')), BROWSER_HEADERS);

  it('answers 403 for every page of a blocked host until it is unblocked, other hosts unaffected', async () => {
    expect((await page(shop)).status).toBe(200);
    expect(await control('POST', { host: shop.hostname })).toEqual({ status: 200, body: { hosts: [shop.hostname] } });
    expect((await page(shop)).status).toBe(403);
    expect((await page(other)).status).toBe(200);
    expect((await control('GET')).body.hosts).toEqual([shop.hostname]);
    expect(await control('DELETE', { host: shop.hostname })).toEqual({ status: 200, body: { hosts: [] } });
    expect((await page(shop)).status).toBe(200);
  });

  it('clears every block with a bodiless DELETE and refuses bad control requests', async () => {
    await control('POST', { host: shop.hostname });
    await control('POST', { host: other.hostname });
    expect((await control('DELETE')).body.hosts).toEqual([]);
    expect((await control('POST', 'not json')).status).toBe(400);
    expect((await control('POST', { host: 'http://x/' })).status).toBe(400);
    expect((await control('PUT', { host: shop.hostname })).status).toBe(405);
  });
});
