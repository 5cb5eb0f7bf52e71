import { expect, test } from './support/e2eTest.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoWebUrl } from './support/demoWeb.ts';
import { expectScreenFits } from './support/screenChecks.ts';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

const BLOCKED_HOST = 'bergsport-shop.demo.test';

/** "Scrape now" for products of the demo company through the API (the setup of a scrape round; the screen is what is tested). */
async function scrapeNow(request: APIRequestContext, products: number): Promise<void> {
  const signIn = await request.post('/api/auth/sign-in', { data: { email: 'platform@demo.example', password: DEMO_PASSWORD } });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const companyId = (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { cid: string }).cid;
  const headers = { authorization: `Bearer ${accessToken}` };
  const list = await request.get(`/api/company/${companyId}/products?pageSize=${products}`, { headers });
  expect(list.status()).toBe(200);
  const page = (await list.json()) as { items: { id: string }[] };
  for (const product of page.items) {
    const answer = await request.post(`/api/company/${companyId}/products/${product.id}/scrape-now`, { headers, data: {} });
    expect(answer.status()).toBe(202);
  }
}

const sourceRow = (page: Page): Locator => page.getByRole('table', { name: 'Scrape-Zustand der Quellen' }).getByRole('row').filter({ hasText: 'Bergsport Shop' });
/** The 24 h success rate in percent from the row's "Erfolg 24 h" cell ("92,3 % (26)"). */
async function successRate(row: Locator): Promise<number> {
  const text = (await row.getByRole('cell').nth(2).textContent()) ?? '';
  return Number(text.replace(/\s/g, '').replace(/%.*$/, '').replace(',', '.'));
}

test.describe('admin: scrape health', () => {
  test('a platform admin blocks a demo shop, watches it turn red live, and heals it', async ({ page, request, baseURL }) => {
    test.slow();
    await signInAt(page, 'platform@demo.example');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Scrape-Zustand' }).click();
    await expect(page).toHaveURL(/\/admin\/health$/);
    await expect(page.getByRole('heading', { name: 'Scrape-Zustand', level: 1 })).toBeVisible();
    // The demo's first scrape (at start) has read the shop.
    const row = sourceRow(page);
    await expect(row).toContainText(/Grün: gesund|Gelb: beeinträchtigt/, { timeout: 90_000 });
    await expect(page.getByRole('table', { name: 'Scrape-Zustand der Firmen' }).getByRole('row').filter({ hasText: 'Demo Outdoor GmbH' })).toBeVisible();
    await expectScreenFits(page);

    // Break the shop: the demo web answers 403 for it; the next scrapes are refused.
    const web = demoWebUrl(baseURL ?? '');
    expect((await request.post(`${web}/demo/blocks`, { data: { host: BLOCKED_HOST } })).status()).toBe(200);
    await scrapeNow(request, 12);
    // Live (no reload): red, with the refusals counted by their page status.
    await expect(row).toContainText('Rot: gestört', { timeout: 60_000 });
    await expect(row).toContainText(/Zugriff verweigert \(403\): \d+/);
    await expect(page.getByRole('status').filter({ hasText: /[1-9]\d* rot/ })).toBeVisible();
    const brokenRate = await successRate(row);

    // Heal it and scrape again: the shop answers, the success rate climbs back.
    expect((await request.delete(`${web}/demo/blocks`, { data: { host: BLOCKED_HOST } })).status()).toBe(200);
    await scrapeNow(request, 24);
    await expect.poll(() => successRate(row), { timeout: 60_000 }).toBeGreaterThan(brokenRate);

    // One company's view: its sources as it scrapes them.
    await page.getByLabel('Firma').selectOption({ index: 1 });
    await expect(page.getByRole('heading', { level: 2, name: /^Quellen von / })).toBeVisible();
    await expect(sourceRow(page)).toBeVisible();
  });

  test('company admins have no scrape health entry and are sent away from the screen', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Scrape-Zustand' })).toHaveCount(0);
    await page.goto('/admin/health');
    await expect(page).not.toHaveURL(/\/admin\/health$/);
  });
});
