import { describe, expect, it } from 'vitest';
import { mergeOpenApi } from './apiDocsMerge.ts';

describe('mergeOpenApi', () => {
  it('keeps the reads of one service and the writes of another on the same path, and every component', () => {
    const reads = { openapi: '3.1.0', info: { title: 'API', version: '2' }, paths: { '/api/x': { get: { summary: 'read' } } }, components: { schemas: { A: {} }, securitySchemes: { bearer: { type: 'http' } } } };
    const writes = { openapi: '3.1.0', info: { title: 'API', version: '2' }, paths: { '/api/x': { post: { summary: 'write' } }, '/api/a': { put: {} } }, components: { schemas: { B: {} } } };
    const merged = mergeOpenApi([reads, writes]);
    expect(merged.paths).toEqual({ '/api/a': { put: {} }, '/api/x': { get: { summary: 'read' }, post: { summary: 'write' } } });
    expect(Object.keys(merged.paths ?? {})).toEqual(['/api/a', '/api/x']);
    expect(merged.components).toEqual({ schemas: { A: {}, B: {} }, securitySchemes: { bearer: { type: 'http' } } });
    expect(merged.info).toEqual({ title: 'API', version: '2' });
  });
});
