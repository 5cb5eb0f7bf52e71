/** Log lines of a request carry its correlation id: a caller's UUID (x-correlation-id) becomes the request id. */
import { describe, expect, it } from 'vitest';
import { createHttpApp } from './createHttpApp.ts';
import { correlatedLog } from './requestContext.ts';

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

  it('writes the correlation id on every log line of the request, and on a worker\'s child logger', async () => {
    const lines: Record<string, unknown>[] = [];
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    const app = await createHttpApp({ logLevel: 'info', bodyLimit: 1_000, version: 't', apiDocs: false, logStream });
    app.get('/work', { config: { access: 'public' } }, async (request) => {
      request.log.info({ step: 'in the handler' }, 'working');
      // Work the request hands on (a job) logs through a child carrying the same id.
      correlatedLog(app.log, { correlationId: request.id, jobId: 'job-1' }).warn({ step: 'in the job' }, 'job line');
      return {};
    });
    await app.ready();
    const given = '01a216b5-973a-7479-83b5-4895cced43f7';
    await app.inject({ url: '/work', headers: { 'x-correlation-id': given } });
    await app.close();
    const ours = lines.filter((line) => line['correlationId'] === given);
    expect(ours.map((line) => line['msg'])).toEqual(expect.arrayContaining(['incoming request', 'working', 'job line', 'request completed']));
    expect(ours.find((line) => line['msg'] === 'job line')).toMatchObject({ jobId: 'job-1', step: 'in the job', level: 40 });
  });

  it('merges the ids into each line of a logger without child loggers', () => {
    const written: unknown[] = [];
    const stub = { info: (obj: unknown) => written.push(obj), warn: () => {}, error: () => {} };
    correlatedLog(stub, { correlationId: 'c-1', jobId: 'j-1' }).info({ outcome: 'done' }, 'finished');
    expect(written).toEqual([{ correlationId: 'c-1', jobId: 'j-1', outcome: 'done' }]);
  });
});
