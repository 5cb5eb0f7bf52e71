import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHED_ASSET_CACHE, registerWebApp, webCacheControl } from './webStatic.ts';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-AbC123xy.js"></script></head><body></body></html>';
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

describe('serving the web build', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A build as web/vite.config.ts writes it: hashed assets, each text file also as .br and .gz.
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    for (const [path, text] of [
      ['index.html', INDEX],
      ['assets/index-AbC123xy.js', SCRIPT],
    ] as const) {
      writeFileSync(join(dist, path), text);
      writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
    }
    writeFileSync(join(dist, 'assets', 'lexend-latin-400-normal-Bf3Ur4Zs.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
    app = Fastify();
    app.get('/api/ping', () => ({ ok: true }));
    await registerWebApp(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed script brotli-compressed to a browser that accepts brotli, cached for a year as immutable', async () => {
    const answer = await get('/assets/index-AbC123xy.js', 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/assets/index-AbC123xy.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123xy.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(plain.body).toBe(SCRIPT);
  });

  it('never caches index.html, neither at its own path nor for a screen of the client router', async () => {
    for (const url of ['/index.html', '/price-engine/review', '/']) {
      const answer = await get(url, 'br, gzip');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      const body = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.rawPayload).toString() : answer.body;
      expect(body, url).toBe(INDEX);
    }
  });

  it('serves an asset without a compressed copy as it is, and never a compressed copy under its own name', async () => {
    const font = await get('/assets/lexend-latin-400-normal-Bf3Ur4Zs.woff2', 'br, gzip');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    // Not a file of its own: the client router's index.html answers instead.
    const copy = await get('/assets/index-AbC123xy.js.br');
    expect(copy.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers unknown API paths with a 404 code, not the app', async () => {
    const answer = await get('/api/no-such-route');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    expect((await get('/api/ping')).json()).toEqual({ ok: true });
  });

  it('caches only files under assets/ (named by their content) as immutable', () => {
    expect(webCacheControl('assets/index-AbC123xy.js')).toBe(HASHED_ASSET_CACHE);
    expect(webCacheControl('index.html')).toBe('no-cache');
    expect(webCacheControl('favicon.svg')).toBe('no-cache');
  });
});
