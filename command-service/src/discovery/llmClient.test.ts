import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, llmFromEnv, type LlmConfig } from '@pm/platform';
import { createLlmClient, jsonOfContent } from './llmClient.ts';

/** What the fake chat-completions API received. */
interface Seen {
  path: string;
  authorization: string | undefined;
  body: { model: string; max_tokens: number; temperature: number; response_format: unknown; messages: { role: string; content: string }[] };
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/** A local stand-in for an OpenAI-compatible API; the user message's first word chooses the answer. */
describe('LLM client (OpenAI-compatible chat completions)', () => {
  let server: Server;
  let config: LlmConfig;
  const seen: Seen[] = [];
  const sockets = new Set<Socket>();
  const schema = z.strictObject({ verdict: z.enum(['SAME', 'NOT_SAME']), reason: z.string().min(1) });

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = JSON.parse(await readBody(request)) as Seen['body'];
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      const word = body.messages.at(-1)?.content.split(' ')[0];
      const reply = (content: string | null, status = 200) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'x', choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      if (word === 'slow') return; // never answers: the client's time limit ends it
      if (word === 'good') return reply('{"verdict":"SAME","reason":"Same GTIN and model."}');
      if (word === 'fenced') return reply('```json\n{"verdict":"NOT_SAME","reason":"65 inch vs 55 inch."}\n```');
      if (word === 'prose') return reply('I think they are the same product.');
      if (word === 'wrongShape') return reply('{"verdict":"PROBABLY","reason":"?"}');
      if (word === 'extraField') return reply('{"verdict":"SAME","reason":"ok","confidence":0.9}');
      if (word === 'empty') return reply(null);
      if (word === 'notCompletion') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>gateway</html>');
      if (word === 'quota') return void response.writeHead(429, { 'content-type': 'application/json' }).end('{"error":{"message":"Rate limit reached"}}');
      return void response.writeHead(500).end('boom');
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    config = { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`, apiKey: 'sk-test', model: 'test-model', timeoutMs: 5_000, maxTokens: 300 };
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const ask = (word: string, client = createLlmClient(config)) => client.completeJson([{ role: 'system', content: 'Judge.' }, { role: 'user', content: `${word} please` }], schema);
  const codeOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  };

  it('posts the messages with model, max tokens, temperature 0 and a JSON answer asked for, and validates the answer', async () => {
    expect(await ask('good')).toEqual({ verdict: 'SAME', reason: 'Same GTIN and model.' });
    expect(seen.at(-1)).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-test', body: { model: 'test-model', max_tokens: 300, temperature: 0, response_format: { type: 'json_object' } } });
    expect(seen.at(-1)?.body.messages).toEqual([{ role: 'system', content: 'Judge.' }, { role: 'user', content: 'good please' }]);
    // A JSON object in a code fence (some models add one) is read as it is.
    expect(await ask('fenced')).toEqual({ verdict: 'NOT_SAME', reason: '65 inch vs 55 inch.' });
  });

  it('sends no authorization without a key (local servers)', async () => {
    await ask('good', createLlmClient({ ...config, apiKey: null }));
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it('refuses a malformed answer clearly instead of guessing', async () => {
    for (const word of ['prose', 'wrongShape', 'extraField', 'empty', 'notCompletion']) expect(await codeOf(ask(word)), word).toBe('AI_ANSWER_INVALID');
  });

  it('names failures, quota and timeouts', async () => {
    expect(await codeOf(ask('fail'))).toBe('AI_FAILED');
    expect(await codeOf(ask('quota'))).toBe('AI_FAILED');
    expect(await codeOf(ask('good', createLlmClient({ ...config, endpoint: 'http://127.0.0.1:1/v1' })))).toBe('AI_FAILED');
    expect(await codeOf(ask('slow', createLlmClient({ ...config, timeoutMs: 200 })))).toBe('AI_TIMEOUT');
  });

  it('allows only so many calls at once', async () => {
    const client = createLlmClient({ ...config, timeoutMs: 300 }, { maxConcurrent: 1 });
    const first = ask('slow', client);
    expect(await codeOf(ask('good', client))).toBe('RATE_LIMITED');
    expect(await codeOf(first)).toBe('AI_TIMEOUT');
    expect(await ask('good', client)).toMatchObject({ verdict: 'SAME' });
  });

  it('is configured by URL and model; the key and limits are optional', () => {
    const env = { LLM_API_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined, LLM_TIMEOUT_MS: 30_000, LLM_MAX_TOKENS: 400 };
    expect(llmFromEnv(env)).toBeNull();
    expect(llmFromEnv({ ...env, LLM_API_URL: 'http://llm.internal/v1' })).toBeNull();
    expect(llmFromEnv({ ...env, LLM_API_URL: 'http://llm.internal/v1', LLM_MODEL: 'm' })).toEqual({ endpoint: 'http://llm.internal/v1', apiKey: null, model: 'm', timeoutMs: 30_000, maxTokens: 400 });
  });

  it('reads fenced and plain JSON, and throws on anything else', () => {
    expect(jsonOfContent('{"a":1}')).toEqual({ a: 1 });
    expect(jsonOfContent('```\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(() => jsonOfContent('Sure! {"a":1}')).toThrow();
  });
});
