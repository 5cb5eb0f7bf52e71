/**
 * A response body read up to `maxBytes` (the scraper's page size limit), for every fetcher: a
 * Node stream (got) or a web stream (fetch) alike. Leaving the loop early ends the stream (its
 * async iterator destroys a Node stream and cancels a web stream), so the rest is never downloaded.
 */
export async function readCapped(body: AsyncIterable<Uint8Array | string> | ReadableStream<Uint8Array> | null, maxBytes: number): Promise<{ body: string; truncated: boolean }> {
  const read = await readCappedBytes(body, maxBytes);
  return { body: read.bytes.toString('utf8'), truncated: read.truncated };
}

/** The same, as bytes (an image): `truncated` says the body was longer than `maxBytes`. */
export async function readCappedBytes(body: AsyncIterable<Uint8Array | string> | ReadableStream<Uint8Array> | null, maxBytes: number): Promise<{ bytes: Buffer; truncated: boolean }> {
  if (!body) return { bytes: Buffer.alloc(0), truncated: false };
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of body instanceof ReadableStream ? chunksOf(body) : body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (size + buffer.length > maxBytes) {
      chunks.push(buffer.subarray(0, maxBytes - size));
      truncated = true;
      break;
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return { bytes: Buffer.concat(chunks), truncated };
}

/** A web stream's chunks; leaving early (return/break) cancels the stream. */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!done) await reader.cancel();
    reader.releaseLock();
  }
}
