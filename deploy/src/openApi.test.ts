import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX } from '@pm/platform';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
  tags?: string[];
}

/** `/api/company/:companyId/x` → `/api/company/{companyId}/x`, as OpenAPI writes paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the public API reference (OpenAPI at /api/docs)', () => {
  let t: TestProduct;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await startTestProduct();
    const response = await t.api('GET', `${API_DOCS_PREFIX}/json`);
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    paths = response.body.paths as typeof paths;
  });
  afterAll(async () => {
    await t.stop();
  });

  const apiRoutes = () => t.product.app.declaredRoutes.filter((r) => r.url.startsWith('/api') && !r.url.startsWith(API_DOCS_PREFIX));

  it('documents every API route with its method', () => {
    // The live WebSocket cannot be described in OpenAPI (the reference's description tells how to use it).
    const missing = apiRoutes().filter((r) => r.access !== 'socket' && paths[openApiPath(r.url)]?.[r.method.toLowerCase()] === undefined);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('gives every documented route its path parameters, a success answer with a schema, and the error body', () => {
    const defects: string[] = [];
    for (const route of apiRoutes()) {
      const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) continue;
      const name = `${route.method} ${route.url}`;
      for (const param of route.url.match(/:([A-Za-z0-9_]+)/g) ?? []) {
        if (!operation.parameters?.some((p) => p.in === 'path' && p.name === param.slice(1))) defects.push(`${name}: path parameter ${param} undocumented`);
      }
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      if (success.length === 0) defects.push(`${name}: no success response`);
      for (const [status, response] of success) {
        if (status !== '204' && !Object.values(response.content ?? {}).some((c) => c.schema !== undefined)) defects.push(`${name}: ${status} without a schema`);
      }
      if (route.access !== 'socket' && operation.responses?.['4XX'] === undefined) defects.push(`${name}: error body undocumented`);
    }
    expect(defects).toEqual([]);
  });

  it('marks the routes that need a token, and only those', () => {
    const wrong = apiRoutes().filter((r) => {
      const operation = paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      const needsToken = r.access !== 'public' && r.access !== 'socket';
      return operation !== undefined && (operation.security !== undefined) !== needsToken;
    });
    expect(wrong.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('serves a browsable reference and the document without sign-in', async () => {
    const ui = await fetch(`${t.baseUrl}${API_DOCS_PREFIX}/`);
    expect(ui.status).toBe(200);
    expect(ui.headers.get('content-type')).toContain('text/html');
    expect(await ui.text()).toContain('swagger-ui');
    const yaml = await fetch(`${t.baseUrl}${API_DOCS_PREFIX}/yaml`);
    expect(yaml.status).toBe(200);
    expect(await yaml.text()).toContain('openapi: 3.1.0');
  });
});
