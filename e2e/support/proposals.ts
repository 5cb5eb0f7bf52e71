import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { createSqliteEventStore } from '@pm/platform';
import { seedProposals, type SeededRun } from '@pm/deploy/testing';
import { DEMO_PASSWORD } from './session.ts';

/** The SQLite event store of a spec's server (playwright.config.ts: DATA_DIR = E2E_DATA_DIR/<spec>). */
export function eventStorePath(spec: string): string {
  return join(process.env['E2E_DATA_DIR'] ?? '.tmp/e2e-data', spec, 'events.sqlite');
}

export interface SeededProducts extends SeededRun {
  companyId: string;
  products: { productId: string; sku: string; name: string }[];
}

/**
 * Writes a rule-engine run with proposals for the first demo products into the running
 * server's event log (the file is shared; the server's projections pick the events up as
 * they pick up their own). Stands in for a run of the price engine.
 */
export async function seedDemoProposals(request: APIRequestContext, spec: string, count: number, channelName: string): Promise<SeededProducts> {
  const signIn = await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.example', password: DEMO_PASSWORD } });
  const token = ((await signIn.json()) as { accessToken: string }).accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get('/api/profile', { headers })).json()) as { id: string; company: { id: string } };
  const companyId = profile.company.id;
  type ProductPage = { items: { id: string; sku: string; name: string; pricing?: Record<string, { salesPrice?: number | null }> }[] };
  // The demo seed's products reach the read model shortly after start.
  let page: ProductPage = { items: [] };
  for (let attempt = 0; attempt < 60 && page.items.length < count; attempt++) {
    if (attempt > 0) await new Promise((done) => setTimeout(done, 500));
    page = (await (await request.get(`/api/company/${companyId}/products?pageSize=${count}&sort=sku&order=asc`, { headers })).json()) as ProductPage;
  }
  const products = page.items.slice(0, count).map((p) => {
    const old = p.pricing?.['de']?.salesPrice ?? 49.95;
    return { productId: p.id, sku: p.sku, name: p.name, oldPrice: old, newPrice: Math.round(old * 0.95 * 100) / 100 };
  });
  const store = createSqliteEventStore({ path: eventStorePath(spec) });
  try {
    const run = await seedProposals(store, { companyId, channelId: crypto.randomUUID(), channelName, createChannel: true, products, requestedBy: profile.id });
    return { ...run, companyId, products };
  } finally {
    await store.close();
  }
}
