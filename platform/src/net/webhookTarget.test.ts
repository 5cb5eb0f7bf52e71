import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, postWebhookJson } from './webhookTarget.ts';

const resolve = async (host: string) => ({ 'hooks.example': ['93.184.216.34'], 'rebind.example': ['93.184.216.34', '10.0.0.5'], 'inside.example': ['127.0.0.1'] })[host] ?? [];

describe('webhook target', () => {
  it('refuses local, private and unresolvable addresses and other schemes, with WEBHOOK_URL_BLOCKED', async () => {
    for (const url of ['http://127.0.0.1/hook', 'http://localhost:8080/', 'http://[::1]/', 'http://169.254.169.254/latest', 'http://10.1.2.3/', 'http://inside.example/', 'http://rebind.example/', 'http://nowhere.example/', 'ftp://hooks.example/', 'not a url', 'https://user:pw@hooks.example/']) {
      await expect(checkWebhookTarget(url, { allowHosts: [], resolve }), url).rejects.toMatchObject({ code: 'WEBHOOK_URL_BLOCKED' });
    }
  });

  it('pins a public name to the address it checked; an allow-listed host connects as named', async () => {
    expect(await checkWebhookTarget('https://hooks.example/alerts', { allowHosts: [], resolve })).toMatchObject({ pin: { hostname: 'hooks.example', address: '93.184.216.34', family: 4 } });
    expect(await checkWebhookTarget('http://127.0.0.1:4567/hook', { allowHosts: ['127.0.0.1:4567'], resolve })).toMatchObject({ pin: null });
    // The list names a host and port: the same host on another port is still refused.
    await expect(checkWebhookTarget('http://127.0.0.1:22/', { allowHosts: ['127.0.0.1:4567'], resolve })).rejects.toMatchObject({ code: 'WEBHOOK_URL_BLOCKED' });
  });

  it('posts JSON and answers the status, following no redirect', async () => {
    const received: unknown[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(text) as unknown });
        res.writeHead(302, { location: 'http://10.0.0.1/' }).end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const target = await checkWebhookTarget(`http://127.0.0.1:${port}/hook`, { allowHosts: [`127.0.0.1:${port}`] });
      expect(await postWebhookJson(target, { alert: 1 }, 5_000)).toEqual({ status: 302 });
      expect(received).toEqual([{ method: 'POST', type: 'application/json', body: { alert: 1 } }]);
    } finally {
      server.close();
    }
  });
});
