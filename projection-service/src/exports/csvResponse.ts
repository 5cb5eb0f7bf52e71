import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { EXPORT_ROWS_HEADER, type ExportFormat } from '@pm/contracts';
import { CSV_DIALECTS } from './csvCells.ts';

/** The rows an export writes, a batch at a time (each row one string per column). */
export type CsvBatches = AsyncIterable<readonly (readonly string[])[]>;

/** Byte order mark: Excel reads a UTF-8 file without one as the system code page (umlauts broken). */
const BOM = '\uFEFF';

/** The CSV text of a stream of row batches: the header once (after the BOM), then each batch as it comes. */
export async function* csvChunks(format: ExportFormat, header: readonly string[], batches: CsvBatches): AsyncGenerator<string> {
  const options = { delimiter: CSV_DIALECTS[format].delimiter, record_delimiter: 'windows' as const };
  yield BOM + stringify([header as string[]], options);
  for await (const batch of batches) {
    if (batch.length > 0) yield stringify(batch as string[][], options);
  }
}

/** OpenAPI description of a CSV answer. */
export const csvResponseSchema = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

/**
 * Sends the export as a streamed download. The next batch is read from the store only when the
 * socket has taken the previous chunk (Readable.from pulls on demand: backpressure), so memory
 * holds one batch whatever the row count; a closed connection stops the read (the generator's
 * `finally` closes the store cursor).
 */
export function sendCsv(reply: FastifyReply, options: { filename: string; format: ExportFormat; header: readonly string[]; batches: CsvBatches; rows?: number }): FastifyReply {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.filename}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (options.rows !== undefined) reply.header(EXPORT_ROWS_HEADER, String(options.rows));
  return reply.send(Readable.from(csvChunks(options.format, options.header, options.batches)));
}

/** `<kind>-<YYYY-MM-DD>.csv` in the server's UTC day. */
export const exportFilename = (kind: string, now: Date) => `${kind}-${now.toISOString().slice(0, 10)}.csv`;
