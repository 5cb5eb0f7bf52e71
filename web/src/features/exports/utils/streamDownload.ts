import { EXPORT_ROWS_HEADER, type ExportKind } from '@pm/contracts';
import { apiResponse } from '../../../lib/apiClient.ts';
import { exportFilename } from './exportRequest.ts';

export interface DownloadProgress {
  bytes: number;
  /** Data rows received so far (line ends after the header line). */
  rows: number;
  /** All data rows, when the server said it ahead. */
  totalRows: number | null;
}

const LINE_FEED = 0x0a;

/**
 * Counts data rows in a CSV stream by its line ends: the first is the header's. A line break
 * inside a quoted cell (a scrape error's text) counts too, so the figure is "about".
 */
export function rowCounter() {
  let lines = 0;
  return {
    add(chunk: Uint8Array): number {
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === LINE_FEED) lines++;
      return Math.max(0, lines - 1);
    },
  };
}

/** A downloaded export: the file's name and content, ready to hand to the browser. */
export interface DownloadedFile {
  name: string;
  blob: Blob;
  rows: number;
}

/**
 * Streams an export from the API (fetch + ReadableStream), reporting bytes and rows as they
 * arrive; `signal` cancels it. Memory holds the received chunks only (the file being built).
 */
export async function streamExport(path: string, kind: ExportKind, options: { signal: AbortSignal; onProgress(progress: DownloadProgress): void }): Promise<DownloadedFile> {
  // The API's 5-minute timeout is for answers; a large export may take longer to arrive.
  const response = await apiResponse(path, { signal: options.signal, timeoutMs: 60 * 60_000 });
  const total = Number(response.headers.get(EXPORT_ROWS_HEADER));
  const totalRows = Number.isFinite(total) && response.headers.has(EXPORT_ROWS_HEADER) ? total : null;
  const chunks: Uint8Array[] = [];
  const counter = rowCounter();
  let bytes = 0;
  let rows = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      rows = counter.add(value);
      options.onProgress({ bytes, rows, totalRows });
    }
  }
  return { name: exportFilename(response.headers.get('content-disposition'), kind), blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), rows };
}

/** Hands the file to the browser's download. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled (some browsers read the URL asynchronously).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
