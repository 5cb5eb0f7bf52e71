/**
 * The distributed gateway's routing, in-process: four stand-in upstreams answer who they are,
 * requests go through the gateway's proxies by `app.inject`. The wizards' probe (a POST) must
 * reach the scraper service, not the command service that takes every other write.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '@pm/platform';
import { registerGatewayProxies, type GatewayUpstreams } from './gatewayRoutes.ts';

interface Answer {
  service: keyof GatewayUpstreams;
  method: string;
  url: string;
  body: string;
}

describe('gateway routing', () => {
  const servers: Server[] = [];
  let gateway: FastifyInstance;

  async function upstream(service: keyof GatewayUpstreams): Promise<string> {
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ service, method: request.method ?? '', url: request.url ?? '', body } satisfies Answer)));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    const upstreams: GatewayUpstreams = { projection: await upstream('projection'), command: await upstream('command'), pricing: await upstream('pricing'), scraper: await upstream('scraper') };
    gateway = await createHttpApp({ logLevel: 'silent', bodyLimit: 100_000, version: 't', apiDocs: false });
    await registerGatewayProxies(gateway, upstreams);
    await gateway.ready();
  });
  afterAll(async () => {
    await gateway?.close();
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Answer> => {
    const response = await gateway.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(200);
    return response.json<Answer>();
  };

  it('sends the wizards\' probe to the scraper service, with its body and query', async () => {
    const probe = { url: 'http://werkbank-restposten.demo.test/posten/1', crawler: 'all' };
    expect(await send('POST', '/api/admin/source-wizard/probe?x=1', probe)).toEqual({ service: 'scraper', method: 'POST', url: '/api/admin/source-wizard/probe?x=1', body: JSON.stringify(probe) });
  });

  it('sends the wizards\' save and other writes to the command service, reads to the projection service', async () => {
    expect(await send('POST', '/api/admin/source-wizard/save', { name: 'x' })).toMatchObject({ service: 'command', url: '/api/admin/source-wizard/save' });
    expect(await send('PUT', '/api/company/c1/products/p1', { name: 'x' })).toMatchObject({ service: 'command', method: 'PUT' });
    expect(await send('DELETE', '/api/admin/scrape-exceptions/e1')).toMatchObject({ service: 'command', method: 'DELETE' });
    expect(await send('GET', '/api/admin/sources?group=store')).toMatchObject({ service: 'projection', url: '/api/admin/sources?group=store' });
    // Only the probe's POST is the scraper's: a GET of the same path is a read.
    expect(await send('GET', '/api/admin/source-wizard/probe')).toMatchObject({ service: 'projection' });
  });

  it('sends pricing-service its own routes', async () => {
    expect(await send('POST', '/api/company/c1/pricing-runs', {})).toMatchObject({ service: 'pricing', url: '/api/company/c1/pricing-runs' });
    expect(await send('POST', '/api/company/c1/pricing/what-if', {})).toMatchObject({ service: 'pricing' });
    expect(await send('POST', '/api/company/c1/price-rules/test-filter', {})).toMatchObject({ service: 'pricing' });
  });
});
