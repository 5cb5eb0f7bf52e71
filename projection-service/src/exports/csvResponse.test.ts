import { buffer } from 'node:stream/consumers';

// Buffer.toString keeps the byte order mark (a TextDecoder would drop it).
const text = async (stream: NodeJS.ReadableStream) => (await buffer(stream)).toString('utf8');
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvLine, csvStream } from './csvResponse.ts';

async function* batchesOf(...batches: string[][][]) {
  yield* batches;
}

describe('csvStream', () => {
  it('writes the byte order mark, the header and every batch’s rows with CRLF line ends', async () => {
    const body = await text(csvStream('de', ['a', 'b'], batchesOf([['1', '2']], [], [['3', ''], ['4', '5']])));
    expect(body).toBe('\ufeffa;b\r\n1;2\r\n3;\r\n4;5\r\n');
  });

  it('passes a batch an export wrote as lines through as it is, between batches of cells', async () => {
    async function* mixed() {
      yield [['1', '2']];
      yield '3;"a;b"\r\n4;\r\n';
      yield '';
      yield [['5', '6']];
    }
    expect(await text(csvStream('de', ['a', 'b'], mixed()))).toBe('\ufeffa;b\r\n1;2\r\n3;"a;b"\r\n4;\r\n5;6\r\n');
  });

  it('quotes only cells with the separator, a quote or a line break, so a spreadsheet reads them back as written', async () => {
    const cells = ['Zelt; 2 Personen', 'say "hi"', 'two\r\nlines', 'a,b', 'plain', ''];
    expect(csvLine(cells, ';')).toBe('"Zelt; 2 Personen";"say ""hi""";"two\r\nlines";a,b;plain;\r\n');
    expect(csvLine(cells, ',')).toBe('Zelt; 2 Personen,"say ""hi""","two\r\nlines","a,b",plain,\r\n');
    const body = await text(csvStream('en', ['x', 'y', 'z', 'v', 'w', 'u'], batchesOf([cells])));
    expect(parse(body.slice(1), { delimiter: ',' })).toEqual([['x', 'y', 'z', 'v', 'w', 'u'], cells]);
  });

  it('stops reading the batches when the reader goes away', async () => {
    let read = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          read++;
          yield [['row']];
        }
      } finally {
        closed = true;
      }
    }
    const stream = csvStream('de', ['h'], endless());
    for await (const _chunk of stream) if (read >= 3) break;
    expect(closed).toBe(true);
    expect(read).toBeLessThan(10);
  });
});
