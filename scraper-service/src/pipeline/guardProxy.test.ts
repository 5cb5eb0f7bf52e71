/**
 * The browser's guard proxy: what the guard refuses gets 403 and is remembered with its reason;
 * what it allows goes to the pinned address, or through the job's proxy (plain requests in
 * absolute form, tunnels with CONNECT, both with the proxy's credentials). 127.0.0.2 plays the
 * public internet, 127.0.0.1 the internal network (same port).
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect as netConnect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFetchGuard, type FetchGuard } from './fetchSafety.ts';
import { startGuardProxy, type GuardProxy } from './guardProxy.ts';

let shop: Server;
let internal: Server;
let upstream: Server;
let port: number;
let upstreamPort: number;
const seen: { shop: string[]; internal: string[]; upstream: { method: string; url: string; auth: string | undefined }[] } = { shop: [], internal: [], upstream: [] };

beforeAll(async () => {
  shop = createServer((req, res) => {
    seen.shop.push(`${req.method} ${req.url} host=${req.headers.host}`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('shop');
  });
  shop.on('connect', (_req, socket: Socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
  internal = createServer((req, res) => {
    seen.internal.push(`${req.method} ${req.url}`);
    res.end('internal');
  });
  internal.on('connection', () => seen.internal.push('connection'));
  // The job's proxy: answers absolute-form requests itself and opens CONNECT tunnels to the shop.
  upstream = createServer((req, res) => {
    seen.upstream.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers['proxy-authorization'] });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('via upstream');
  });
  upstream.on('connect', (req: IncomingMessage, socket: Socket) => {
    seen.upstream.push({ method: 'CONNECT', url: req.url ?? '', auth: req.headers['proxy-authorization'] });
    const target = netConnect(port, '127.0.0.2', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      target.pipe(socket);
      socket.pipe(target);
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.2', resolve));
  port = (shop.address() as AddressInfo).port;
  await new Promise<void>((resolve, reject) => internal.once('error', reject).listen(port, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.2', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const server of [shop, internal, upstream]) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

beforeEach(() => {
  seen.shop.length = 0;
  seen.internal.length = 0;
  seen.upstream.length = 0;
});

const isPrivate = (address: string) => address !== '127.0.0.2';
const guardOf = (resolve: (host: string) => Promise<string[]>): FetchGuard => createFetchGuard(`shop.test:${port}`, { allowPrivateHosts: false, resolve, isPrivate });
const world = async (host: string) => ({ 'shop.test': ['127.0.0.2'], 'www.shop.test': ['127.0.0.1'], 'proxy.test': ['127.0.0.2'] })[host] ?? [];

/** A plain request through the guard proxy (absolute form, as a browser sends it to a proxy). */
function get(proxy: GuardProxy, url: string): Promise<{ status: number; refused: string | undefined; body: string }> {
  const { port: proxyPort } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: proxyPort, path: url, headers: { host: new URL(url).host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, refused: res.headers['x-fetch-guard-refused'] as string | undefined, body }));
    });
    req.on('error', reject).end();
  });
}

/** A CONNECT through the guard proxy; answers its status and, when tunnelled, what a GET through the tunnel answers. */
function tunnel(proxy: GuardProxy, authority: string): Promise<{ status: number; answer: string }> {
  const { port: proxyPort } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: proxyPort, method: 'CONNECT', path: authority });
    req.on('connect', (res, socket) => {
      if (res.statusCode !== 200) {
        socket.destroy();
        resolve({ status: res.statusCode ?? 0, answer: '' });
        return;
      }
      let answer = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk)).on('end', () => resolve({ status: 200, answer }));
      socket.write(`GET /tunnelled HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`);
    });
    req.on('error', reject).end();
  });
}

describe('guard proxy', () => {
  it('refuses what the guard refuses, with the reason, and connects nowhere', async () => {
    const proxy = await startGuardProxy(guardOf(world), null, { timeoutMs: 5_000 });
    try {
      expect(await get(proxy, `http://www.shop.test:${port}/secret`)).toMatchObject({ status: 403, refused: 'PRIVATE_ADDRESS_RESOLVED' });
      expect(await get(proxy, `http://127.0.0.1:${port}/x`)).toMatchObject({ status: 403, refused: 'HOST_NOT_OF_SOURCE' });
      expect(await tunnel(proxy, `www.shop.test:${port}`)).toEqual({ status: 403, answer: '' });
      expect(await tunnel(proxy, `[::ffff:7f00:1]:${port}`)).toEqual({ status: 403, answer: '' });
      expect(proxy.refusals.map((r) => r.reason.code)).toEqual(['PRIVATE_ADDRESS_RESOLVED', 'HOST_NOT_OF_SOURCE', 'PRIVATE_ADDRESS_RESOLVED', 'HOST_NOT_OF_SOURCE']);
      expect(seen.internal).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('connects to the address the guard checked, not to what the name says later', async () => {
    let lookups = 0;
    const rebinding = async () => (lookups++ === 0 ? ['127.0.0.2'] : ['127.0.0.1']);
    const proxy = await startGuardProxy(guardOf(rebinding), null, { timeoutMs: 5_000 });
    try {
      expect(await get(proxy, `http://shop.test:${port}/a`)).toMatchObject({ status: 200, body: 'shop' });
      expect(await get(proxy, `http://shop.test:${port}/b`)).toMatchObject({ status: 200, body: 'shop' });
      expect(seen.shop).toEqual([`GET /a host=shop.test:${port}`, `GET /b host=shop.test:${port}`]);
      expect(seen.internal).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it("goes through the job's proxy at its checked address, with its credentials", async () => {
    const guard = guardOf(world);
    const upstreamProxy = await guard.proxy(`http://user:secret@proxy.test:${upstreamPort}/`);
    const proxy = await startGuardProxy(guard, upstreamProxy, { timeoutMs: 5_000 });
    try {
      expect(await get(proxy, `http://shop.test:${port}/p`)).toMatchObject({ status: 200, body: 'via upstream' });
      const tunnelled = await tunnel(proxy, `shop.test:${port}`);
      expect(tunnelled.status).toBe(200);
      expect(tunnelled.answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\nshop\r\n/);
      const auth = `Basic ${Buffer.from('user:secret').toString('base64')}`;
      expect(seen.upstream).toEqual([
        { method: 'GET', url: `http://shop.test:${port}/p`, auth },
        { method: 'CONNECT', url: `shop.test:${port}`, auth },
      ]);
      expect(seen.internal).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
