import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCapped } from './readCapped.ts';

describe('readCapped', () => {
  it('reads a whole body under the limit from a Node stream and from a web stream', async () => {
    expect(await readCapped(Readable.from([Buffer.from('<p>'), Buffer.from('12,99 €</p>')]), 100)).toEqual({ body: '<p>12,99 €</p>', truncated: false });
    expect(await readCapped(new Response('<p>12,99 €</p>').body, 100)).toEqual({ body: '<p>12,99 €</p>', truncated: false });
    expect(await readCapped(null, 100)).toEqual({ body: '', truncated: false });
  });
  it('stops at the limit, says so, and ends the stream instead of reading the rest', async () => {
    const node = Readable.from(['abcdef', 'ghij', 'never read']);
    expect(await readCapped(node, 8)).toEqual({ body: 'abcdefgh', truncated: true });
    expect(node.destroyed).toBe(true);
    let cancelled = false;
    const web = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('0123456789'));
      },
      cancel() {
        cancelled = true;
      },
    });
    expect(await readCapped(web, 15)).toEqual({ body: '012345678901234', truncated: true });
    expect(cancelled).toBe(true);
  });
});
