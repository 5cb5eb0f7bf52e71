import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { EXPORT_ROWS_HEADER, type ExportFormat } from '@pm/contracts';
import { CSV_DIALECTS } from './csvCells.ts';

/** The rows an export writes, a batch at a time (each row one string per column). */
export type CsvBatches = AsyncIterable<readonly (readonly string[])[]>;

/** Hands each row of a batch on, so one stringifier writes the whole file. */
class RowsOfBatches extends Transform {
  constructor() {
    super({ objectMode: true, highWaterMark: 2 });
  }
  override _transform(batch: readonly (readonly string[])[], _encoding: BufferEncoding, done: TransformCallback): void {
    for (const row of batch) this.push(row);
    done();
  }
}

/**
 * The CSV file of a stream of row batches: a UTF-8 byte order mark (Excel reads a file without
 * one as the system code page: umlauts broken), the header, then the rows as the batches come,
 * quoted where a cell holds the separator, a quote or a line break; CRLF line ends. Each stage
 * takes the next batch only when the one after it has room (stream backpressure).
 */
export function csvStream(format: ExportFormat, header: readonly string[], batches: CsvBatches): Readable {
  const file = stringify({ delimiter: CSV_DIALECTS[format].delimiter, record_delimiter: 'windows', bom: true, header: true, columns: [...header] });
  // One chain: an error in any stage, or the client going away, destroys every stage (the
  // download breaks off instead of ending as if complete, and the store cursor is closed).
  return pipeline(Readable.from(batches, { objectMode: true, highWaterMark: 1 }), new RowsOfBatches(), file, () => {});
}

/** OpenAPI description of a CSV answer. */
export const csvResponseSchema = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

/**
 * Sends the export as a streamed download. The next batch is read from the store only when the
 * socket has taken what came before (backpressure through every stage), so memory holds a batch
 * or two whatever the row count; a closed connection stops the read (the batch generator is
 * returned, which closes the store cursor).
 */
export function sendCsv(reply: FastifyReply, options: { filename: string; format: ExportFormat; header: readonly string[]; batches: CsvBatches; rows?: number }): FastifyReply {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.filename}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (options.rows !== undefined) reply.header(EXPORT_ROWS_HEADER, String(options.rows));
  return reply.send(csvStream(options.format, options.header, options.batches));
}

/** `<kind>-<YYYY-MM-DD>.csv` in the server's UTC day. */
export const exportFilename = (kind: string, now: Date) => `${kind}-${now.toISOString().slice(0, 10)}.csv`;
