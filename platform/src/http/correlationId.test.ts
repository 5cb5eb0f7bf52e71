/** Log lines of a request carry its correlation id: a caller's UUID (x-correlation-id) becomes the request id. */
import { describe, expect, it } from 'vitest';
import { createHttpApp } from './createHttpApp.ts';

describe('correlation id of a request', () => {
  it('takes a UUID from x-correlation-id as the request id, a fresh one otherwise', async () => {
    const app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000, version: 't', apiDocs: false });
    app.get('/id', { config: { access: 'public' } }, async (request) => ({ id: request.id }));
    await app.ready();
    const given = '01a216b5-973a-7479-83b5-4895cced43f6';
    expect((await app.inject({ url: '/id', headers: { 'x-correlation-id': given } })).json()).toEqual({ id: given });
    const fresh = (await app.inject({ url: '/id', headers: { 'x-correlation-id': 'not-a-uuid' } })).json<{ id: string }>().id;
    expect(fresh).not.toBe('not-a-uuid');
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
  });
});
