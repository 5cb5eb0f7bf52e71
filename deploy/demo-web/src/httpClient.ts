/**
 * A minimal HTTP/1.1 client for the demo web (tests and tools): fetch a demo URL through the
 * demo proxy (absolute-form request target), or from the server by Host header. No redirects
 * are followed, so status codes and Location headers stay visible.
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface DemoHttpResult {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(serverUrl: string, path: string, headers: Record<string, string>): Promise<DemoHttpResult> {
  const server = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: server.hostname, port: server.port, method: 'GET', path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** GET `url` (e.g. http://bergsport-shop.demo.test/...) through the HTTP proxy at `proxyUrl`. */
export function getViaProxy(proxyUrl: string, url: string, headers: Record<string, string> = {}): Promise<DemoHttpResult> {
  return send(proxyUrl, url, { host: new URL(url).host, ...headers });
}

/** GET `path` from the server at `serverUrl`, naming the site by its Host header. */
export function getByHost(serverUrl: string, hostname: string, path: string, headers: Record<string, string> = {}): Promise<DemoHttpResult> {
  return send(serverUrl, path, { host: hostname, ...headers });
}
