import { expect, test } from './support/e2eTest.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoWebUrl } from './support/demoWeb.ts';
import { expectScreenFits } from './support/screenChecks.ts';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

const BLOCKED_HOST = 'bergsport-shop.demo.test';

/** "Scrape now" for the first products of the demo company through the API (the setup; the screens are what is tested). */
async function scrapeNow(request: APIRequestContext, products: number): Promise<void> {
  const signIn = await request.post('/api/auth/sign-in', { data: { email: 'platform@demo.example', password: DEMO_PASSWORD } });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const companyId = (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { cid: string }).cid;
  const headers = { authorization: `Bearer ${accessToken}` };
  const page = (await (await request.get(`/api/company/${companyId}/products?pageSize=${products}&sort=nameLocal&order=asc`, { headers })).json()) as { items: { id: string }[] };
  for (const product of page.items) {
    expect((await request.post(`/api/company/${companyId}/products/${product.id}/scrape-now`, { headers, data: {} })).status()).toBe(202);
  }
}

const adminGroup = (page: Page) => page.getByRole('region', { name: 'Admin' });
const drawer = (page: Page) => page.getByRole('dialog');

test.describe('admin: scrape jobs and records', () => {
  test('a platform admin finds the jobs a blocked shop failed, opens one with its history, replays and resets it; the replay is linked', async ({ page, request, baseURL }) => {
    test.slow();
    // Break a demo shop: its pages answer 403, so the scrapes of its URLs fail.
    const web = demoWebUrl(baseURL ?? '');
    expect((await request.post(`${web}/demo/blocks`, { data: { host: BLOCKED_HOST } })).status()).toBe(200);
    await scrapeNow(request, 12);

    await signInAt(page, 'platform@demo.example');
    await adminGroup(page).getByRole('link', { name: 'Scrape-Jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/scrape-job$/);
    await expect(page.getByRole('heading', { name: 'Scrape-Jobs', level: 1 })).toBeVisible();
    // The list starts with failed and waiting jobs (FAILED and CREATED selected).
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/Angelegt, Fehlgeschlagen|Fehlgeschlagen, Angelegt/);
    await expectScreenFits(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // A refused page (403) fails its job: the default list (failed and waiting jobs) shows it.
    const failedRow = page.getByRole('table', { name: 'Scrape-Jobs' }).getByRole('row').filter({ hasText: 'Fehlgeschlagen' }).filter({ hasText: BLOCKED_HOST });
    // The shop's refused scrapes appear live.
    await expect(failedRow.first()).toBeVisible({ timeout: 90_000 });

    // One failed job: its facts, history from the event log and logs.
    await failedRow.first().getByRole('button', { name: /^Details des Jobs für / }).click();
    await expect(drawer(page)).toBeVisible();
    const history = drawer(page).getByRole('table', { name: 'Verlauf' });
    await expect(history.getByRole('row').filter({ hasText: 'Angelegt' })).toHaveCount(1);
    await expect(history.getByRole('row').filter({ hasText: 'Von einem Scraper abgeholt' }).first()).toBeVisible();
    await expect(history.getByRole('row').filter({ hasText: 'Fehlgeschlagen' }).first()).toBeVisible();
    await expect(drawer(page).getByText('403').first()).toBeVisible();
    await expect(drawer(page).getByRole('table', { name: 'Protokoll' })).toBeVisible();
    await expectScreenFits(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Fixed: the shop answers again. A replay runs the same input as a new job, linked to the old one.
    expect((await request.delete(`${web}/demo/blocks`, { data: { host: BLOCKED_HOST } })).status()).toBe(200);
    await drawer(page).getByRole('button', { name: 'Erneut abspielen' }).click();
    await expect(drawer(page).getByText('Der Job wurde als neuer Job erneut abgespielt.')).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: 'Dieser Job spielt einen früheren Job erneut ab: öffnen' })).toBeVisible();
    // The replay runs through the normal pipeline and succeeds now.
    await expect(drawer(page).getByText('Abgeschlossen').first()).toBeVisible({ timeout: 60_000 });

    // Back to the replayed job: it links its replay, and can be reset (queued again).
    await drawer(page).getByRole('button', { name: 'Dieser Job spielt einen früheren Job erneut ab: öffnen' }).click();
    await expect(drawer(page).getByRole('button', { name: 'Wiederholung 1 öffnen' })).toBeVisible();
    await drawer(page).getByRole('button', { name: 'Zurücksetzen', exact: true }).click();
    await expect(drawer(page).getByText('Der Job wurde zurückgesetzt und steht wieder in der Warteschlange.')).toBeVisible();
    await expect(drawer(page).getByRole('table', { name: 'Verlauf' }).getByRole('row').filter({ hasText: 'Job zurückgesetzt' })).toHaveCount(1);
  });

  test('scrape records of all companies filter by company', async ({ page }) => {
    await signInAt(page, 'platform@demo.example');
    await adminGroup(page).getByRole('link', { name: 'Scrape-Einträge' }).click();
    await expect(page).toHaveURL(/\/admin\/records$/);
    await page.getByLabel('Firma').selectOption({ label: 'Demo Outdoor GmbH' });
    // The demo's first scrape (at start) has records of the demo company.
    await expect(page.getByRole('table').getByText('Demo Outdoor GmbH').first()).toBeVisible({ timeout: 90_000 });
    await expectScreenFits(page);
  });

  test('company admins have no scrape jobs entry and are sent away from the screens', async ({ page }) => {
    await signInAt(page, 'admin@demo.example');
    await expect(page.getByRole('link', { name: 'Scrape-Jobs' })).toHaveCount(0);
    await page.goto('/admin/scrape-job');
    await expect(page).not.toHaveURL(/\/admin\/scrape-job$/);
    await page.goto('/admin/records');
    await expect(page).not.toHaveURL(/\/admin\/records$/);
  });
});
