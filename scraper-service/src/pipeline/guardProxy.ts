/**
 * The browser's only way out: a forward proxy on the loopback interface, one per browser fetch,
 * that passes every request of the page — documents, redirect hops, scripts, data calls,
 * WebSockets (tunnelled with CONNECT) — through the job's fetch guard and connects to the address
 * the guard pinned (or through the job's proxy, at its pinned address). Chromium follows redirects
 * and opens WebSockets without asking Playwright's request routing, so the routing alone cannot
 * guard them; with this proxy as the context's proxy for every host (loopback included), nothing
 * the page does opens a connection the guard did not check.
 *
 * A refused request gets 403 (CONNECT: a 403 before any tunnel) and is remembered with its reason.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type RequestOptions, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { pinnedLookup, UnsafeTargetError, type CheckedProxy, type FetchGuard, type UnsafeReason } from './fetchSafety.ts';

export const REFUSED_HEADER = 'x-fetch-guard-refused';

export interface Refusal {
  /** The URL (plain HTTP) or host:port (CONNECT) that was asked for. */
  target: string;
  reason: UnsafeReason;
}

export interface GuardProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  refusals: Refusal[];
  close(): Promise<void>;
}

// Headers that belong to one hop (RFC 9110 §7.6.1) or to the proxy, never forwarded.
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'upgrade']);

function forwardable(rawHeaders: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (!HOP_HEADERS.has(name.toLowerCase())) out.push(name, rawHeaders[i + 1]!);
  }
  return out;
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');
const defaultPort = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

function basicAuth(url: URL): IncomingHttpHeaders {
  if (!url.username && !url.password) return {};
  return { 'proxy-authorization': `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}` };
}

/** Request options that reach the job's proxy at its pinned address. */
function viaUpstream(upstream: CheckedProxy, extra: RequestOptions) {
  const send = upstream.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return send({
    host: bare(upstream.url.hostname),
    port: defaultPort(upstream.url),
    agent: false,
    // As got-scraping does for proxies: the proxy's certificate is not verified.
    rejectUnauthorized: false,
    ...(upstream.pin ? { lookup: pinnedLookup([upstream.pin]) } : {}),
    ...extra,
  });
}

export async function startGuardProxy(guard: FetchGuard, upstream: CheckedProxy | null, options: { timeoutMs: number }): Promise<GuardProxy> {
  const refusals: Refusal[] = [];
  const sockets = new Set<Duplex>();
  const track = <T extends Duplex>(socket: T): T => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    if ('setTimeout' in socket && typeof socket.setTimeout === 'function') (socket as unknown as Socket).setTimeout(options.timeoutMs, () => socket.destroy());
    return socket;
  };

  async function check(target: string, url: string) {
    try {
      return await guard.target(url);
    } catch (error) {
      if (!(error instanceof UnsafeTargetError)) throw error;
      refusals.push({ target, reason: error.reason });
      return error.reason;
    }
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse) {
    const raw = req.url ?? '';
    const checked = /^https?:\/\//i.test(raw) ? await check(raw, raw) : await check(raw, 'invalid:');
    if ('code' in checked) {
      res.writeHead(403, { [REFUSED_HEADER]: checked.code, 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('Refused by the fetch guard');
      return;
    }
    const { url, pin } = checked;
    const headers = forwardable(req.rawHeaders);
    const out = upstream
      ? viaUpstream(upstream, { method: req.method ?? 'GET', path: url.href, headers: [...headers, ...Object.entries(basicAuth(upstream.url)).flat()] as unknown as IncomingHttpHeaders })
      : httpRequest({
          host: bare(url.hostname),
          port: defaultPort(url),
          method: req.method ?? 'GET',
          path: `${url.pathname}${url.search}`,
          headers: headers as unknown as IncomingHttpHeaders,
          setHost: false,
          agent: false,
          ...(pin ? { lookup: pinnedLookup([pin]) } : {}),
        });
    out.on('socket', (socket) => track(socket));
    out.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage ?? '', forwardable(answer.rawHeaders));
      answer.pipe(res);
    });
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { connection: 'close' }).end();
      else res.destroy();
    });
    req.pipe(out);
  }

  function onConnect(req: IncomingMessage, client: Duplex, head: Buffer) {
    track(client);
    client.on('error', () => client.destroy());
    const authority = req.url ?? '';
    void (async () => {
      const checked = await check(authority, /^[^/?#@\s]+:\d+$/.test(authority) ? `https://${authority}/` : 'invalid:');
      if ('code' in checked) {
        client.end(`HTTP/1.1 403 Forbidden\r\n${REFUSED_HEADER}: ${checked.code}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
        return;
      }
      const { url, pin } = checked;
      const joined = (server: Duplex, rest: Buffer) => {
        track(server);
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (rest.length > 0) client.write(rest);
        if (head.length > 0) server.write(head);
        server.pipe(client).on('error', () => client.destroy());
        client.pipe(server).on('error', () => server.destroy());
        server.on('error', () => client.destroy());
        server.on('close', () => client.destroy());
        client.on('close', () => server.destroy());
      };
      const failed = () => client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      const port = defaultPort(url);
      if (upstream) {
        const tunnel = viaUpstream(upstream, { method: 'CONNECT', path: `${url.hostname}:${port}`, headers: { host: `${url.hostname}:${port}`, ...basicAuth(upstream.url) } });
        tunnel.on('connect', (answer, socket, rest) => (answer.statusCode === 200 ? joined(socket, rest) : (socket.destroy(), failed())));
        tunnel.on('error', failed);
        tunnel.end();
      } else {
        const server = connect({ host: bare(url.hostname), port, ...(pin ? { lookup: pinnedLookup([pin]) } : {}) });
        server.once('connect', () => joined(server, Buffer.alloc(0)));
        server.once('error', failed);
      }
    })().catch(() => client.destroy());
  }

  const server = createServer((req, res) => void onRequest(req, res).catch(() => res.destroy()));
  server.on('connect', onConnect);
  // Any other protocol switch through this proxy is refused (Node closes an upgrade nobody handles).
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    refusals,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
