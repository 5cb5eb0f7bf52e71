import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { pricingRunInputSchema, whatIfResultSchema } from '@pm/contracts';
import { AppError } from '@pm/platform';
import { runEngine } from '../engine/runEngine.ts';
import { createWhatIfRunner, type WhatIfRunner } from './whatIfRunner.ts';

const example = readFileSync(new URL('../../../docs/examples/reprice-example.json', import.meta.url));
const decoded = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as unknown;

/** What-if runs go to one worker thread, one at a time, a bounded number waiting. */
describe('what-if runner', () => {
  let runner: WhatIfRunner;
  afterEach(async () => {
    await runner.close();
  });

  it('answers the engine’s result encoded through its contract, computed in the worker', async () => {
    runner = createWhatIfRunner();
    const outcome = await runner.run(example);
    expect(outcome.kind).toBe('ok');
    const expected = whatIfResultSchema.parse(runEngine(pricingRunInputSchema.parse(decoded(example))));
    expect(outcome.kind === 'ok' && decoded(outcome.json)).toEqual(JSON.parse(JSON.stringify(expected)));
    // A bad input is the input's fault, told with its issues; the worker stays.
    expect(await runner.run(new TextEncoder().encode('{"now":'))).toMatchObject({ kind: 'invalid-json' });
    expect(await runner.run(new TextEncoder().encode('{"__proto__":{"x":1}}'))).toMatchObject({ kind: 'invalid-json' });
    expect(await runner.run(new TextEncoder().encode('{"products":"none"}'))).toMatchObject({ kind: 'invalid', issues: expect.arrayContaining([expect.objectContaining({ path: 'products' })]) });
    expect((await runner.run(example)).kind).toBe('ok');
  });

  it('refuses a run at once with 503 WHAT_IF_BUSY when the queue is full', async () => {
    runner = createWhatIfRunner({ maxWaiting: 1 });
    const first = runner.run(example);
    const second = runner.run(example);
    const refused = await runner.run(example).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('WHAT_IF_BUSY');
    expect((await first).kind).toBe('ok');
    expect((await second).kind).toBe('ok');
    expect(runner.queued()).toBe(0);
  });

  it('stops a run that takes longer than its limit and answers it as too large; the next run gets a new worker', async () => {
    runner = createWhatIfRunner({ timeoutMs: 1 });
    expect(await runner.run(example)).toMatchObject({ kind: 'invalid', issues: [expect.objectContaining({ code: 'too_big' })] });
    await runner.close();
    runner = createWhatIfRunner();
    expect((await runner.run(example)).kind).toBe('ok');
  });
});
