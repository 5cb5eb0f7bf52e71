import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeWhatIf, WHAT_IF_MAX_PAIRS } from './whatIf.ts';

const example = JSON.parse(readFileSync(new URL('../../../docs/examples/reprice-example.json', import.meta.url), 'utf8')) as { channels: unknown[]; products: { productId: string }[] };
const bytes = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

describe('a what-if run from bytes to bytes', () => {
  it('tells malformed JSON from an invalid input, and a missing body from an empty one', () => {
    expect(computeWhatIf(bytes('{'))).toMatchObject({ kind: 'invalid-json' });
    expect(computeWhatIf(new Uint8Array())).toMatchObject({ kind: 'invalid-json' });
    expect(computeWhatIf(null)).toMatchObject({ kind: 'invalid' });
    expect(computeWhatIf(bytes({ ...example, now: 'yesterday' }))).toMatchObject({ kind: 'invalid', issues: [{ path: 'now' }] });
  });

  it('refuses more products × sales channels than it computes', () => {
    const channels = Array.from({ length: 10 }, (_, i) => ({ ...(example.channels[0] as object), channelId: `c${i}` }));
    const products = Array.from({ length: WHAT_IF_MAX_PAIRS / 10 + 1 }, (_, i) => ({ ...example.products[0]!, productId: `p${i}` }));
    const outcome = computeWhatIf(bytes({ ...example, channels, products, rules: [] }));
    expect(outcome).toMatchObject({ kind: 'invalid', message: `A what-if run takes at most ${WHAT_IF_MAX_PAIRS} products × sales channels.` });
  });
});
