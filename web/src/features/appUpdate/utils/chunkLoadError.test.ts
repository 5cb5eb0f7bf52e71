import { describe, expect, it } from 'vitest';
import { isChunkLoadError, recoveryFor } from './chunkLoadError.ts';
import type { CounterStorage } from './chunkLoadError.ts';

function memoryStorage(): CounterStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://app.example/assets/DashboardPage-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Loading chunk 42 failed.',
    'Loading CSS chunk 7 failed.',
    'Unable to preload CSS for /assets/vendor.css',
    'Expected a JavaScript module script but the server responded with a MIME type of "text/html".',
    'NetworkError when attempting to fetch resource.',
    'Network error',
    'GET /assets/x.js 404',
    'Failed to fetch',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it('recognises a ChunkLoadError by name', () => {
    const error = new Error('something');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('ignores ordinary render errors, API errors and non-errors', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    const apiError = new Error('Unexpected 404 answer from the API');
    apiError.name = 'ApiError';
    expect(isChunkLoadError(apiError)).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('recoveryFor', () => {
  const chunkError = new Error('Failed to fetch dynamically imported module: /assets/a.js');

  it('reloads once per session for a chunk failure, then shows the error', () => {
    const storage = memoryStorage();
    expect(recoveryFor(chunkError, storage)).toBe('reload');
    expect(recoveryFor(chunkError, storage)).toBe('show-error');
    expect(recoveryFor(chunkError, storage)).toBe('show-error');
  });

  it('shows the error page for other errors and clears the counter', () => {
    const storage = memoryStorage();
    expect(recoveryFor(chunkError, storage)).toBe('reload');
    expect(recoveryFor(new Error('boom'), storage)).toBe('show-error');
    expect(storage.data.size).toBe(0);
    expect(recoveryFor(chunkError, storage)).toBe('reload');
  });
});
