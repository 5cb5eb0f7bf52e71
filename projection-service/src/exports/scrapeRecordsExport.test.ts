/** The scrape records export's own line writer: what a spreadsheet reads back from its file, cell by cell. */
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { SCRAPE_RECORDS_EXPORT_COLUMNS, type ExportFormat } from '@pm/contracts';
import { createEmbeddedDocumentStore, type Doc, type WriteOp } from '@pm/platform';
import { PRODUCTS } from '../projectors/productsProjector.ts';
import { SCRAPE_RECORDS, scrapeRecordsProjector } from '../projectors/scrapeRecordsProjector.ts';
import { SOURCES } from '../projectors/sourcesProjector.ts';
import { createReadModels } from '../runtime/readModels.ts';
import type { ProjectionManager } from '../runtime/projectionManager.ts';
import { cellFormatters } from './csvCells.ts';
import { csvStream } from './csvResponse.ts';
import { EXPORT_BATCH_SIZE } from './exportSources.ts';
import { scrapeRecordRows } from './scrapeRecordsExport.ts';

const companyId = 'c-1';
const now = new Date('2026-11-29T12:00:00.000Z');
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

function record(id: string, minutesAgo: number, fields: Partial<Doc>): Doc {
  return {
    _id: id, companyId, jobType: 'PRODUCT_PAGE', trigger: 'SCHEDULE', productId: 'p-plain', sourceId: 's-plain', url: 'https://shop.example/p', status: 'COMPLETED', resultKind: 'SUCCESS', pageStatus: 'OK',
    price: '19.99', currency: 'EUR', offerCount: 1, trials: 1, durationMs: 120, httpStatus: 200, error: null, createdAt: at(minutesAgo), updatedAt: at(minutesAgo), logs: [],
    offers: [{ price: '19.99', currency: 'EUR', sources: { price: 'json-ld' }, confidence: { price: 0.9 } }],
    ...fields,
  };
}

async function exported(records: Doc[], format: ExportFormat): Promise<string[][]> {
  const docs = createEmbeddedDocumentStore({ path: ':memory:' });
  for (const [collection, indexes] of Object.entries(scrapeRecordsProjector.collections)) await docs.ensureIndexes(collection, indexes);
  const ops: WriteOp[] = [
    { op: 'put', collection: PRODUCTS, doc: { _id: 'p-plain', companyId, sku: 'ZELT-1', name: 'Zelt' } },
    { op: 'put', collection: PRODUCTS, doc: { _id: 'p-nasty', companyId, sku: '-5', name: '=HYPERLINK("x";"Zelt; 2 Personen")' } },
    // Another company's product of the same id space: never named in this company's file.
    { op: 'put', collection: PRODUCTS, doc: { _id: 'p-foreign', companyId: 'c-2', sku: 'FREMD', name: 'Fremd' } },
    { op: 'put', collection: SOURCES, doc: { _id: 's-plain', name: 'Alpha Outdoor' } },
    { op: 'put', collection: SOURCES, doc: { _id: 's-nasty', name: '@Shop, "best"' } },
    ...records.map((doc): WriteOp => ({ op: 'put', collection: SCRAPE_RECORDS, doc })),
  ];
  await docs.applyBatch(ops);
  const readModels = createReadModels(docs, { collection: (logical: string) => logical } as unknown as ProjectionManager, 1_000);
  const body = (await buffer(csvStream(format, SCRAPE_RECORDS_EXPORT_COLUMNS, scrapeRecordRows(readModels, companyId, now, cellFormatters(format))))).toString('utf8');
  await docs.close();
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const rows = parse(body.slice(1), { delimiter: format === 'de' ? ';' : ',' }) as string[][];
  expect(rows[0]).toEqual([...SCRAPE_RECORDS_EXPORT_COLUMNS]);
  return rows.slice(1);
}

const column = (name: (typeof SCRAPE_RECORDS_EXPORT_COLUMNS)[number]) => SCRAPE_RECORDS_EXPORT_COLUMNS.indexOf(name);

describe('scrape records export lines', () => {
  const nasty = record('r-nasty', 1, {
    productId: 'p-nasty', sourceId: 's-nasty', url: 'https://shop.example/a;b,"c"', currency: 'E;U,R', error: 'line one\r\nline "two"; =three', price: '1.50',
    offers: [{ price: '99.00', currency: 'EUR' }, { price: '1.50', currency: 'EUR', sources: { price: '=cmd' }, confidence: { price: 0.123456 } }], offerCount: 2,
  });
  const unknown = record('r-unknown', 2, { productId: 'p-foreign', sourceId: 's-gone', price: null, offers: [], offerCount: 0, currency: null, status: 'FAILED', resultKind: 'ERROR', pageStatus: null, httpStatus: null, durationMs: null, error: 'Timed out' });
  const old = record('r-old', 8 * 24 * 60, {});

  it.each(['de', 'en'] as const)('reads back every cell as written (%s): text neutralised and quoted where needed, numbers in the format, unknown names empty', async (format) => {
    const rows = await exported([record('r-plain', 3, {}), nasty, unknown, old], format);
    const decimal = format === 'de' ? ',' : '.';
    expect(rows).toHaveLength(3);
    const [nastyRow, unknownRow, plainRow] = rows;
    expect(nastyRow).toEqual([
      at(1), 'PRODUCT_PAGE', 'SCHEDULE', '-5', `'=HYPERLINK("x";"Zelt; 2 Personen")`, `'@Shop, "best"`, 'https://shop.example/a;b,"c"', 'COMPLETED', 'SUCCESS', 'OK',
      `1${decimal}50`, 'E;U,R', `'=cmd`, `0${decimal}12`, '2', '1', '120', '200', 'line one\r\nline "two"; =three',
    ]);
    expect(unknownRow).toEqual([at(2), 'PRODUCT_PAGE', 'SCHEDULE', '', '', '', 'https://shop.example/p', 'FAILED', 'ERROR', '', '', '', '', '', '0', '1', '', '', 'Timed out']);
    expect(plainRow![column('sku')]).toBe('ZELT-1');
    expect(plainRow![column('price')]).toBe(`19${decimal}99`);
    expect(plainRow![column('price_method')]).toBe('json-ld');
    expect(plainRow![column('price_confidence')]).toBe(`0${decimal}90`);
  });

  it('names every row’s product and shop when new ids first appear in the middle of a later batch', async () => {
    const records = Array.from({ length: EXPORT_BATCH_SIZE + 500 }, (_, i) => record(`r-${String(i).padStart(5, '0')}`, i + 1, i === EXPORT_BATCH_SIZE + 300 ? { productId: 'p-nasty', sourceId: 's-nasty' } : {}));
    const rows = await exported(records, 'de');
    expect(rows).toHaveLength(records.length);
    rows.forEach((row, i) => {
      const nastyOne = i === EXPORT_BATCH_SIZE + 300;
      expect([row[column('sku')], row[column('source')]]).toEqual(nastyOne ? ['-5', `'@Shop, "best"`] : ['ZELT-1', 'Alpha Outdoor']);
    });
  });
});
