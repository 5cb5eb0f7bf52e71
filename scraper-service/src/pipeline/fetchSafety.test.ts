/**
 * The fetch guard: which addresses are private in every written form, that a lookup which fails
 * refuses, that each name is resolved once and the connection goes to exactly the checked address
 * (a resolver that answers public first and private second cannot move it), and that the job's
 * proxy is checked like a target.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFetchAllowed, createFetchGuard, hostMatchesSource, isPrivateAddress, pinnedLookup, proxyConnectUrl, UnsafeTargetError, type UnsafeReason } from './fetchSafety.ts';
import { createHttpFetcher } from './httpFetcher.ts';
import type { FetchRequest } from './pageFetch.ts';

async function reasonOf(promise: Promise<unknown>): Promise<UnsafeReason> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof UnsafeTargetError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.reason;
}

describe('fetch safety', () => {
  it('matches only the source host and its www. form', () => {
    expect(hostMatchesSource(new URL('https://www.shop.example/p'), 'shop.example')).toBe(true);
    expect(hostMatchesSource(new URL('https://evil.example/shop.example'), 'shop.example')).toBe(false);
    expect(hostMatchesSource(new URL('https://shop.example.evil.example/'), 'shop.example')).toBe(false);
    expect(hostMatchesSource(new URL('http://127.0.0.1:4100/p'), '127.0.0.1:4100')).toBe(true);
  });
  it('knows private ranges', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '2a00:1450::1']) expect(isPrivateAddress(ip), ip).toBe(false);
  });
  it('blocks foreign hosts always and private addresses outside demo mode', async () => {
    const resolve = async (host: string) => (host === 'internal.example' ? ['10.0.0.5'] : ['93.184.216.34']);
    await expect(assertFetchAllowed('https://other.example/p', 'shop.example', { allowPrivateHosts: true })).rejects.toThrow(/not the host/);
    await expect(assertFetchAllowed('file:///etc/passwd', 'shop.example', { allowPrivateHosts: true })).rejects.toThrow(/http/);
    await expect(assertFetchAllowed('http://127.0.0.1/p', '127.0.0.1', { allowPrivateHosts: false })).rejects.toThrow(/private/);
    await expect(assertFetchAllowed('http://internal.example/p', 'internal.example', { allowPrivateHosts: false, resolve })).rejects.toThrow(/10\.0\.0\.5/);
    await expect(assertFetchAllowed('http://127.0.0.1/p', '127.0.0.1', { allowPrivateHosts: true })).resolves.toBeInstanceOf(URL);
    await expect(assertFetchAllowed('https://shop.example/p', 'shop.example', { allowPrivateHosts: false, resolve })).resolves.toBeInstanceOf(URL);
  });
});

describe('private addresses in every form', () => {
  const PRIVATE = [
    // IPv4 ranges that are not the public internet
    ['0.0.0.0', 'this network 0/8'], ['0.1.2.3', 'this network 0/8'], ['10.0.0.1', 'RFC 1918'], ['100.64.0.1', 'carrier-grade NAT 100.64/10'], ['100.127.255.254', 'carrier-grade NAT 100.64/10'],
    ['127.0.0.1', 'loopback'], ['127.255.255.254', 'loopback 127/8'], ['169.254.169.254', 'cloud metadata (link-local)'], ['169.254.0.1', 'link-local'], ['172.16.0.1', 'RFC 1918'],
    ['172.31.255.255', 'RFC 1918'], ['192.168.0.1', 'RFC 1918'], ['198.18.0.1', 'benchmarking 198.18/15'], ['198.19.255.254', 'benchmarking 198.18/15'], ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'], ['240.0.0.1', 'reserved'], ['255.255.255.255', 'broadcast'], ['192.0.0.8', 'IETF protocol assignments'], ['192.0.2.1', 'documentation'],
    // IPv6
    ['::', 'unspecified'], ['::1', 'loopback'], ['fc00::1', 'unique-local fc00::/7'], ['fd12:3456::1', 'unique-local fc00::/7'], ['fe80::1', 'link-local fe80::/10'],
    ['febf::1', 'link-local fe80::/10'], ['fe80::1%eth0', 'link-local with a zone'], ['ff02::1', 'multicast'], ['fec0::1', 'deprecated site-local'], ['2001:db8::1', 'documentation'],
    ['100::1', 'discard'],
    // IPv4 inside IPv6
    ['::ffff:127.0.0.1', 'IPv4-mapped, dotted'], ['::ffff:7f00:1', 'IPv4-mapped, hex (as the URL parser writes it)'], ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata address'], ['::ffff:0:7f00:1', 'IPv4-translated (RFC 6145)'],
    ['::127.0.0.1', 'IPv4-compatible'], ['::7f00:1', 'IPv4-compatible, hex'], ['::8.8.8.8', 'IPv4-compatible (deprecated, never public)'], ['64:ff9b::7f00:1', 'NAT64 with loopback'], ['64:ff9b::a00:1', 'NAT64 with 10.0.0.1'],
    ['64:ff9b::169.254.169.254', 'NAT64 with the metadata address'], ['64:ff9b:1::808:808', 'local-use NAT64 64:ff9b:1::/48'], ['2002:7f00:1::1', '6to4 of 127.0.0.1'], ['2002:a9fe:a9fe::', '6to4 of 169.254.169.254'], ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    // Not an address at all
    ['shop.example', 'a name'], ['', 'empty'], ['1.2.3', 'not a dotted quad'],
  ] as const;
  const PUBLIC = ['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '198.20.0.1', '2a00:1450:4001::200e', '2606:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808', '2002:808:808::1'];

  it.each(PRIVATE)('%s is not public (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
    expect(isPrivateAddress(`[${address}]`)).toBe(true);
  });
  it.each(PUBLIC)('%s is public', (address) => expect(isPrivateAddress(address)).toBe(false));

  it('refuses URLs that name a private address in any way the URL parser accepts', async () => {
    const guard = (host: string) => createFetchGuard(host, { allowPrivateHosts: false, resolve: async () => { throw new Error('no lookup for literals'); } });
    const cases = [
      ['http://2130706433/', '127.0.0.1'], // decimal
      ['http://0x7f.1/', '127.0.0.1'], // hex, shorthand
      ['http://0177.0.0.1/', '127.0.0.1'], // octal
      ['http://127.1/', '127.0.0.1'], // shorthand
      ['http://0/', '0.0.0.0'],
      ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
      ['http://[::ffff:7f00:1]/', '::ffff:7f00:1'],
      ['http://[::127.0.0.1]/', '::7f00:1'],
      ['http://[0:0:0:0:0:0:0:1]/', '::1'],
      ['http://[64:ff9b::a9fe:a9fe]/', '64:ff9b::a9fe:a9fe'],
      ['http://[2002:a00:1::]/', '2002:a00:1::'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ] as const;
    for (const [url, host] of cases) {
      const parsed = new URL(url);
      expect(await reasonOf(guard(parsed.host).target(url)), url).toEqual({ code: 'PRIVATE_ADDRESS', params: { host } });
    }
    for (const name of ['localhost', 'LOCALHOST.', 'app.localhost']) {
      expect(await reasonOf(guard(name).target(`http://${name}/`)), name).toMatchObject({ code: 'PRIVATE_ADDRESS' });
    }
  });
});

describe('the fetch guard resolves once, fails closed and pins', () => {
  it('refuses a name whose lookup fails or answers nothing', async () => {
    const failing = createFetchGuard('gone.example', { allowPrivateHosts: false, resolve: async () => { throw Object.assign(new Error('queryA ENOTFOUND'), { code: 'ENOTFOUND' }); } });
    expect(await reasonOf(failing.target('https://gone.example/p'))).toEqual({ code: 'HOST_UNRESOLVED', params: { host: 'gone.example' } });
    const empty = createFetchGuard('gone.example', { allowPrivateHosts: false, resolve: async () => [] });
    expect(await reasonOf(empty.target('https://gone.example/p'))).toEqual({ code: 'HOST_UNRESOLVED', params: { host: 'gone.example' } });
  });

  it('refuses a name when any of its addresses is private', async () => {
    const guard = createFetchGuard('mixed.example', { allowPrivateHosts: false, resolve: async () => ['93.184.216.34', '::ffff:a9fe:a9fe'] });
    expect(await reasonOf(guard.target('https://mixed.example/'))).toEqual({ code: 'PRIVATE_ADDRESS_RESOLVED', params: { host: 'mixed.example', address: '::ffff:a9fe:a9fe' } });
  });

  it('resolves each name once per job: a rebinding resolver cannot move the checked address', async () => {
    const answers = [['93.184.216.34'], ['127.0.0.1']];
    let lookups = 0;
    const guard = createFetchGuard('rebind.example', { allowPrivateHosts: false, resolve: async () => answers[Math.min(lookups++, 1)]! });
    const first = await guard.target('https://rebind.example/a');
    const hop = await guard.target('https://rebind.example/b');
    expect(lookups).toBe(1);
    expect(first.pin).toEqual({ hostname: 'rebind.example', address: '93.184.216.34', family: 4 });
    expect(hop.pin).toEqual(first.pin);
    // The socket's lookup answers the checked address, whatever the resolver would say now.
    const lookup = pinnedLookup([first.pin!]);
    const one = await new Promise<unknown[]>((resolve) => lookup('rebind.example', {}, (...args) => resolve(args)));
    expect(one).toEqual([null, '93.184.216.34', 4]);
    const all = await new Promise<unknown[]>((resolve) => lookup('REBIND.example', { all: true }, (...args) => resolve(args)));
    expect(all).toEqual([null, [{ address: '93.184.216.34', family: 4 }]]);
    // A name that was not checked gets no address at all.
    const other = await new Promise<unknown[]>((resolve) => lookup('elsewhere.example', {}, (...args) => resolve(args)));
    expect(other[0]).toMatchObject({ code: 'ENOTFOUND' });
  });

  it('checks the proxy like a target and pins its address', async () => {
    const resolve = async (host: string) => (host === 'proxy.example' ? ['198.51.99.7'] : host === 'inside.example' ? ['10.1.2.3'] : []);
    const guard = createFetchGuard('shop.example', { allowPrivateHosts: false, resolve });
    expect(await reasonOf(guard.proxy('http://127.0.0.1:3128/'))).toEqual({ code: 'PROXY_PRIVATE_ADDRESS', params: { host: '127.0.0.1', address: '127.0.0.1' } });
    expect(await reasonOf(guard.proxy('http://user:secret@[::ffff:7f00:1]:3128/'))).toEqual({ code: 'PROXY_PRIVATE_ADDRESS', params: { host: '::ffff:7f00:1', address: '::ffff:7f00:1' } });
    expect(await reasonOf(guard.proxy('http://inside.example:3128/'))).toEqual({ code: 'PROXY_PRIVATE_ADDRESS', params: { host: 'inside.example', address: '10.1.2.3' } });
    expect(await reasonOf(guard.proxy('http://nowhere.example:3128/'))).toEqual({ code: 'PROXY_UNRESOLVED', params: { host: 'nowhere.example' } });
    expect(await reasonOf(guard.proxy('socks5://proxy.example:1080/'))).toEqual({ code: 'PROXY_INVALID', params: {} });
    expect(await reasonOf(guard.proxy('not a url'))).toEqual({ code: 'PROXY_INVALID', params: {} });
    const proxy = await guard.proxy('http://user:secret@proxy.example:3128/');
    expect(proxy.pin).toEqual({ hostname: 'proxy.example', address: '198.51.99.7', family: 4 });
    // The proxy is addressed by its checked address, credentials kept.
    expect(proxyConnectUrl(proxy)).toBe('http://user:secret@198.51.99.7:3128/');
    // In demo/test mode a local proxy is fine (the demo web is one).
    expect((await createFetchGuard('shop.example', { allowPrivateHosts: true }).proxy('http://127.0.0.1:3128/')).pin).toBeNull();
  });
});

describe('the HTTP fetcher connects only where the guard checked', () => {
  // 127.0.0.2 plays a public shop and 127.0.0.1 the internal network on the same port: the guard
  // of these tests counts only 127.0.0.1 (and ::ffff:7f00:1) as private. Nothing leaves the machine.
  let shop: Server;
  let internal: Server;
  let port: number;
  const internalHits: string[] = [];
  const shopHits: string[] = [];

  beforeAll(async () => {
    shop = createServer((req, res) => {
      shopHits.push(req.url ?? '');
      if (req.url === '/to-internal') res.writeHead(302, { location: `http://www.shop.test:${port}/secret` }).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<html>shop</html>');
    });
    // As a proxy, the shop refuses tunnels (it records them): enough to see where the CONNECT went.
    shop.on('connect', (req, socket: Socket) => {
      shopHits.push(`CONNECT ${req.url}`);
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    });
    internal = createServer((req, res) => {
      internalHits.push(req.url ?? '');
      res.writeHead(200).end('internal');
    });
    internal.on('connect', (req, socket: Socket) => {
      internalHits.push(`CONNECT ${req.url}`);
      socket.destroy();
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.2', resolve));
    port = (shop.address() as AddressInfo).port;
    await new Promise<void>((resolve, reject) => internal.once('error', reject).listen(port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const server of [shop, internal]) {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  const isPrivate = (address: string) => address === '127.0.0.1' || address === '::ffff:7f00:1' || address === '::ffff:127.0.0.1';
  const request = (url: string, resolve: (host: string) => Promise<string[]>, extra: Partial<FetchRequest> = {}): FetchRequest => ({
    url,
    proxyUrl: null,
    timeoutMs: 5_000,
    maxRedirects: 5,
    maxBodyBytes: 100_000,
    guard: createFetchGuard(`shop.test:${port}`, { allowPrivateHosts: false, resolve, isPrivate }),
    ...extra,
  });

  it('a name that answers public to the check and private afterwards is fetched from the checked address', async () => {
    let lookups = 0;
    const rebinding = async () => (lookups++ === 0 ? ['127.0.0.2'] : ['127.0.0.1']);
    internalHits.length = 0;
    const page = await createHttpFetcher().fetch(request(`http://shop.test:${port}/page`, rebinding));
    expect(page.html).toBe('<html>shop</html>');
    expect(lookups).toBe(1);
    expect(internalHits).toEqual([]);
  });

  it('checks every redirect hop: a hop to a private address is refused before it connects', async () => {
    const resolve = async (host: string) => (host === 'shop.test' ? ['127.0.0.2'] : host === 'www.shop.test' ? ['127.0.0.1'] : []);
    internalHits.length = 0;
    expect(await reasonOf(createHttpFetcher().fetch(request(`http://shop.test:${port}/to-internal`, resolve)))).toEqual({ code: 'PRIVATE_ADDRESS_RESOLVED', params: { host: 'www.shop.test', address: '127.0.0.1' } });
    expect(internalHits).toEqual([]);
  });

  it('refuses a private proxy before any connection, also to the target', async () => {
    const resolve = async () => ['127.0.0.2'];
    shopHits.length = 0;
    internalHits.length = 0;
    expect(await reasonOf(createHttpFetcher().fetch(request(`http://shop.test:${port}/page`, resolve, { proxyUrl: `http://127.0.0.1:${port}/` })))).toEqual({ code: 'PROXY_PRIVATE_ADDRESS', params: { host: '127.0.0.1', address: '127.0.0.1' } });
    expect([...shopHits, ...internalHits]).toEqual([]);
  });

  it('connects to the proxy at its checked address', async () => {
    // The "proxy" is the shop server: it answers the absolute-form request; what matters is where the socket went.
    let lookups = 0;
    const resolve = async (host: string) => (host === 'proxy.test' ? (lookups++ === 0 ? ['127.0.0.2'] : ['127.0.0.1']) : ['127.0.0.2']);
    shopHits.length = 0;
    internalHits.length = 0;
    const page = await createHttpFetcher().fetch(request(`http://shop.test:${port}/page`, resolve, { proxyUrl: `http://proxy.test:${port}/` }));
    expect(page.html).toBe('<html>shop</html>');
    expect(shopHits).toEqual([`http://shop.test:${port}/page`]);
    expect(internalHits).toEqual([]);
  });

  it('opens an https tunnel through the proxy at its checked address', async () => {
    let lookups = 0;
    const resolve = async (host: string) => (host === 'proxy.test' ? (lookups++ === 0 ? ['127.0.0.2'] : ['127.0.0.1']) : ['127.0.0.2']);
    shopHits.length = 0;
    internalHits.length = 0;
    await expect(createHttpFetcher().fetch(request(`https://shop.test:${port}/page`, resolve, { proxyUrl: `http://proxy.test:${port}/` }))).rejects.toThrow();
    expect(shopHits).toEqual([`CONNECT shop.test:${port}`]);
    expect(internalHits).toEqual([]);
  });
});
