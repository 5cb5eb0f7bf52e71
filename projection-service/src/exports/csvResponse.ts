import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { EXPORT_ROWS_HEADER, type ExportFormat } from '@pm/contracts';
import { CSV_DIALECTS, csvCell } from './csvCells.ts';

/**
 * The rows an export writes, a batch at a time: each row one string per column, or the batch
 * already written as lines of the file (cells through `CellFormatters.field`, each line ending
 * in CRLF) by an export whose rows are too many to make an array of cells for each.
 */
export type CsvBatches = AsyncIterable<readonly (readonly string[])[] | string>;

/** One line of the file: cells quoted only where needed (a quote doubled), CRLF at the end. */
export function csvLine(cells: readonly string[], delimiter: ';' | ','): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    if (i > 0) line += delimiter;
    line += csvCell(cells[i]!, delimiter);
  }
  return `${line}\r\n`;
}

/** The file's chunks: the byte order mark and header, then one string per batch. */
async function* csvChunks(delimiter: ';' | ',', header: readonly string[], batches: CsvBatches): AsyncGenerator<string> {
  yield `\ufeff${csvLine(header, delimiter)}`;
  for await (const batch of batches) {
    if (typeof batch === 'string') {
      if (batch !== '') yield batch;
      continue;
    }
    let chunk = '';
    for (const row of batch) chunk += csvLine(row, delimiter);
    if (chunk !== '') yield chunk;
  }
}

/**
 * The CSV file of a stream of row batches: a UTF-8 byte order mark (Excel reads a file without
 * one as the system code page: umlauts broken), the header, then the rows as the batches come,
 * quoted where a cell holds the separator, a quote or a line break; CRLF line ends. Each batch
 * becomes one chunk (a per-row stream hand-over through a stringifier cost more than the rows'
 * formatting: docs/benchmarks.md, "Issue 14: exports"). The next batch is read only when the
 * reader has taken the one before (stream backpressure); destroying the stream (the client going
 * away) returns the batch generator, which closes the store cursor.
 */
export function csvStream(format: ExportFormat, header: readonly string[], batches: CsvBatches): Readable {
  return Readable.from(csvChunks(CSV_DIALECTS[format].delimiter, header, batches), { objectMode: false, highWaterMark: 1 });
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
