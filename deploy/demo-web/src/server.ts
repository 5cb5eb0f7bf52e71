/**
 * The demo competitor web as one HTTP server: web server for every demo host (Host header),
 * HTTP forward proxy for `*.demo.test` (so scrapers reach the demo hosts without DNS), and an
 * index page on its own host. The clock is injectable; prices follow its day.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { BLOCKS_PATH, DemoBlocks } from './blocks.ts';
import { dayKey } from './prices.ts';
import { connectAllowed, resolveTarget } from './proxy.ts';
import type { DemoResponse } from './response.ts';
import { textResponse } from './response.ts';
import { demoSiteResponse, indexResponse } from './router.ts';

export interface DemoWebOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** The clock deciding the day of the prices (default: the real time). */
  now?: () => Date;
}

export interface DemoWeb {
  /** URL of the server itself (index page; also accepts demo hosts by Host header). */
  url: string;
  port: number;
  /** HTTP proxy URL through which `http://*.demo.test/...` URLs are fetched (the same server). */
  proxyUrl: string;
  /** Hosts told to answer 403 (also over HTTP: blocks.ts). */
  blocks: DemoBlocks;
  stop(): Promise<void>;
}

function respond(request: IncomingMessage, url: string, now: () => Date, blocks: DemoBlocks): DemoResponse {
  if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method not allowed\n');
  const target = resolveTarget(request.url ?? '/', request.headers.host);
  switch (target.kind) {
    case 'refused':
      return textResponse(403, `${target.reason}\n`);
    case 'self':
      return indexResponse(target.path, url);
    case 'site':
      if (blocks.isBlocked(target.hostname)) return DemoBlocks.blockedResponse();
      return demoSiteResponse({ hostname: target.hostname, path: target.path, query: target.query, headers: request.headers }, dayKey(now()));
  }
}

function send(request: IncomingMessage, response: ServerResponse, result: DemoResponse): void {
  const body = Buffer.from(result.body, 'utf8');
  response.writeHead(result.status, { ...result.headers, 'content-length': String(body.length) });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export async function startDemoWeb(options: DemoWebOptions): Promise<DemoWeb> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? (() => new Date());
  let url = '';
  const tunnels = new Set<Duplex>();
  const blocks = new DemoBlocks();

  const server = createServer((request, response) => {
    // The 403 switch is controlled on the server's own host (it reads a body, so before the pure routing).
    const target = resolveTarget(request.url ?? '/', request.headers.host);
    if (target.kind === 'self' && target.path === BLOCKS_PATH) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => send(request, response, blocks.control(request.method ?? 'GET', Buffer.concat(chunks).toString('utf8'))));
      return;
    }
    let result: DemoResponse;
    try {
      result = respond(request, url, now, blocks);
    } catch (error) {
      result = textResponse(500, `Demo web error: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    send(request, response, result);
  });

  // CONNECT to a demo host: answer 200 and serve the tunnel's plain HTTP on this same server.
  server.on('connect', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const authority = request.url ?? '';
    if (!connectAllowed(authority)) {
      socket.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\nThe demo proxy tunnels to *.demo.test:80 only, not ${authority}\n`);
      return;
    }
    tunnels.add(socket);
    socket.once('close', () => tunnels.delete(socket));
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    server.emit('connection', socket as Socket);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  url = `http://${shownHost}:${port}`;

  return {
    url,
    port,
    proxyUrl: url,
    blocks,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of tunnels) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
