import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX } from '@pm/platform';
import { startTestProduct, type TestProduct } from './testSupport/startTestProduct.ts';

describe('route access', () => {
  let t: TestProduct;
  beforeAll(async () => {
    t = await startTestProduct();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('every API and health route declares who may call it (a permission, signed-in, platform admin, socket or public)', () => {
    const routes = t.product.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(60);
    const undeclared = routes.filter((r) => r.access === undefined && (r.url.startsWith('/api') || ['/healthz', '/readyz', '/metrics'].includes(r.url)));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // The API reference (/api/docs) is public: it holds no data. Other public routes are few and named here, so a new one is a decision, not an accident.
    const publicRoutes = routes.filter((r) => r.access === 'public' && r.url.startsWith('/api') && !r.url.startsWith(API_DOCS_PREFIX)).map((r) => `${r.method} ${r.url}`).sort();
    expect(publicRoutes).toEqual(['GET /api/client-config', 'GET /api/feed/:feedId', 'GET /api/feed/:feedId/:file', 'POST /api/auth/refresh', 'POST /api/auth/session', 'POST /api/auth/sign-in', 'POST /api/auth/sign-out']);
  });

  it('enforces the declaration before the handler: a viewer may not start a run, nobody unsigned may read', async () => {
    const viewer = await t.signIn('viewer@demo.example');
    const profile = await t.api('GET', '/api/profile', { token: viewer });
    const companyId = profile.body.company.id as string;
    expect((await t.api('POST', `/api/company/${companyId}/pricing-runs`, { token: viewer })).body.code).toBe('ROLE_NOT_ALLOWED');
    expect((await t.api('GET', `/api/company/${companyId}/products`)).body.code).toBe('UNAUTHENTICATED');
    expect((await t.api('GET', '/api/admin/companies', { token: viewer })).body.code).toBe('FORBIDDEN');
  });
});
