import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchApiFromEnv, type SearchApiConfig } from '@pm/platform';
import { connectedResults, createSearchApi, searchApiRequestUrl, SearchApiError, type SearchApiQuery } from './searchApi.ts';

/** A local stand-in for the Custom Search JSON API; the query's words choose its behaviour. */
describe('search API adapter (Google Custom Search JSON shape)', () => {
  let server: Server;
  let config: SearchApiConfig;
  const seen: URLSearchParams[] = [];
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const params = new URL(request.url ?? '/', 'http://x').searchParams;
      seen.push(params);
      const q = params.get('q') ?? '';
      const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (params.get('key') !== 'key-1') return json(400, { error: { message: 'API key not valid' } });
      if (q.startsWith('slow')) return; // never answers: the adapter's time limit ends it
      if (q.startsWith('quota')) return json(403, { error: { code: 403, errors: [{ reason: 'dailyLimitExceeded' }], message: 'Quota exceeded' } });
      if (q.startsWith('busy')) return json(429, { error: { message: 'Too many requests' } });
      if (q.startsWith('broken')) return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>not json</html>');
      if (q.startsWith('odd')) return json(200, { items: 'not a list' });
      if (q.startsWith('fail')) return json(500, { error: { message: 'backend error' } });
      if (q.startsWith('none')) return json(200, { searchInformation: { totalResults: '0' } });
      if (params.get('searchType') === 'image') {
        return json(200, { items: [{ link: 'https://cdn.shop.example/img/1.jpg', image: { contextLink: 'https://shop.example/p/lux-450' } }, { link: 'https://cdn.other.example/2.jpg', image: { contextLink: 'https://other.example/p/2' } }] });
      }
      return json(200, { items: [{ link: 'https://shop.example/p/lux-450' }, { link: 'https://www.shop.example/p/lux-900' }, { link: 'https://shop.example/p/lux-450' }, { link: 'https://other.example/p/lux-450' }] });
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    config = { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/customsearch/v1`, apiKey: 'key-1', cx: 'engine-7' };
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const query = (text: string, extra: Partial<SearchApiQuery> = {}): SearchApiQuery => ({ query: text, host: 'shop.example', image: false, num: 10, timeoutMs: 5_000, ...extra });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(SearchApiError);
    return (error as SearchApiError).reason;
  };

  it('asks with key, engine id, the query restricted to the source and the image switch', async () => {
    const url = new URL(searchApiRequestUrl(config, query('Lux 450', { image: true, num: 30 })));
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'key-1', cx: 'engine-7', q: 'Lux 450 site:shop.example', num: '10', searchType: 'image' });
    expect(new URL(searchApiRequestUrl({ ...config, cx: null }, query('x'))).searchParams.has('cx')).toBe(false);
  });

  it('answers the result pages in order, without repeats; an image result names its page', async () => {
    const api = createSearchApi(config);
    expect(await api.search(query('Lux 450'))).toEqual(['https://shop.example/p/lux-450', 'https://www.shop.example/p/lux-900', 'https://other.example/p/lux-450']);
    expect(await api.search(query('Lux 450', { image: true }))).toEqual(['https://shop.example/p/lux-450', 'https://other.example/p/2']);
    expect(await api.search(query('none at all'))).toEqual([]);
  });

  it('reads a SerpAPI-style answer of a compatible proxy', async () => {
    const answer = { organic_results: [{ link: 'https://shop.example/a' }], images_results: [{ link: 'https://shop.example/b' }] };
    const api = createSearchApi(config, async () => new Response(JSON.stringify(answer), { status: 200 }));
    expect(await api.search(query('x'))).toEqual(['https://shop.example/a', 'https://shop.example/b']);
  });

  it('names quota, HTTP errors, malformed answers and timeouts, guessing nothing', async () => {
    const api = createSearchApi(config);
    expect(await failure(api.search(query('quota')))).toBe('SEARCH_API_QUOTA');
    expect(await failure(api.search(query('busy')))).toBe('SEARCH_API_QUOTA');
    expect(await failure(api.search(query('fail')))).toBe('SEARCH_API_ERROR');
    expect(await failure(createSearchApi({ ...config, apiKey: 'wrong' }).search(query('x')))).toBe('SEARCH_API_ERROR');
    expect(await failure(api.search(query('broken')))).toBe('SEARCH_API_ANSWER_INVALID');
    expect(await failure(api.search(query('odd')))).toBe('SEARCH_API_ANSWER_INVALID');
    expect(await failure(api.search(query('slow', { timeoutMs: 200 })))).toBe('SEARCH_API_TIMEOUT');
    expect(await failure(createSearchApi({ ...config, endpoint: 'http://127.0.0.1:1/' }).search(query('x')))).toBe('SEARCH_API_ERROR');
  });

  it('is not configured without a key, nor at Google without an engine id', () => {
    const google = 'https://www.googleapis.com/customsearch/v1';
    expect(searchApiFromEnv({ SEARCH_API_URL: google, SEARCH_API_KEY: undefined, SEARCH_API_CX: 'cx' })).toBeNull();
    expect(searchApiFromEnv({ SEARCH_API_URL: google, SEARCH_API_KEY: 'k', SEARCH_API_CX: undefined })).toBeNull();
    expect(searchApiFromEnv({ SEARCH_API_URL: google, SEARCH_API_KEY: 'k', SEARCH_API_CX: 'cx' })).toEqual({ endpoint: google, apiKey: 'k', cx: 'cx' });
    expect(searchApiFromEnv({ SEARCH_API_URL: 'https://proxy.example/search', SEARCH_API_KEY: 'k', SEARCH_API_CX: undefined })).toEqual({ endpoint: 'https://proxy.example/search', apiKey: 'k', cx: null });
  });

  it("keeps only results on the source's host as candidates and names the others", () => {
    const refused: string[] = [];
    const kept = connectedResults(['https://shop.example/p/1#top', 'https://www.shop.example/p/2', 'https://other.example/p/3', 'https://shop.example.evil.test/p/4', 'ftp://shop.example/p/5', 'not a url', 'https://shop.example/p/1'], 'shop.example', 10, (u) => refused.push(u));
    expect(kept).toEqual(['https://shop.example/p/1', 'https://www.shop.example/p/2']);
    expect(refused).toEqual(['https://other.example/p/3', 'https://shop.example.evil.test/p/4', 'ftp://shop.example/p/5', 'not a url']);
    expect(connectedResults(['https://shop.example/a', 'https://shop.example/b'], 'shop.example', 1, () => {})).toEqual(['https://shop.example/a']);
  });
});
