import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

/** Signs in through the API as `email`; answers the bearer headers and the company id. */
async function apiSession(request: APIRequestContext, email: string) {
  const signedIn = await request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { accessToken: string }).accessToken}` };
  const profile = (await (await request.get('/api/profile', { headers })).json()) as { company: { id: string } };
  return { headers, companyId: profile.company.id };
}

test.describe('rule engine', () => {
  // `npm start` scrapes the demo web within about 30 s; the run works with whatever prices are in.
  test.setTimeout(120_000);

  test('an admin starts a run of a channel and rule made through the API and sees it complete with its counts', async ({ page, request }) => {
    const { headers, companyId } = await apiSession(request, 'admin@demo.example');
    const channel = await request.post(`/api/company/${companyId}/sales-channels`, {
      headers,
      data: { name: 'Webshop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: true },
    });
    expect(channel.status()).toBe(201);
    const channelId = ((await channel.json()) as { id: string }).id;
    const rule = await request.post(`/api/company/${companyId}/price-rules`, {
      headers,
      data: {
        name: '1 % unter dem günstigsten Wettbewerber',
        salesChannelId: channelId,
        conditions: [],
        target: { type: 'CHEAPEST_COMPETITOR', direction: 'CHEAPER', by: 'PERCENT', value: 1, withShipping: false },
        constraints: { minPrice: null, maxPrice: null, minMarkup: null, maxMarkup: null, minProfitMargin: 15, maxProfitMargin: null, msrpCap: false, maxChangePercent: null },
        active: true,
      },
    });
    expect(rule.status()).toBe(201);

    await signInAt(page, 'admin@demo.example', '/price-engine/rule-engine');
    await expect(page.getByRole('heading', { level: 1, name: 'Regel-Engine' })).toBeVisible();
    await expect(page.getByText('Die Regel-Engine ist noch nicht gelaufen.')).toBeVisible();
    await page.getByRole('button', { name: 'Regel-Engine starten' }).click();
    await expect(page.getByRole('listitem', { name: /Die Regel-Engine wurde gestartet/ })).toBeVisible();

    // The run appears and completes without reloading (live notices).
    const runs = page.getByRole('table', { name: 'Regel-Engine-Läufe' });
    const row = runs.getByRole('row').nth(1);
    await expect(row).toContainText('Abgeschlossen', { timeout: 60_000 });
    await expect(row).toContainText('Manuell gestartet');
    await expect(row).toContainText('Anna Admin');
    // One rule in one channel: each of the 24 demo products has exactly one outcome.
    const counts = await Promise.all([5, 6, 7, 8, 9].map(async (cell) => Number((await row.getByRole('cell').nth(cell).textContent())?.replace(/\D/g, '') ?? 'NaN')));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(24);
    expect(counts[1]).toBe(0); // nothing overwritten: there is only one rule

    // Its outcomes: SKU, channel, rule and outcome of each product.
    await row.getByRole('button', { name: /Ergebnisse des Laufs vom/ }).click();
    const outcomes = page.getByRole('table', { name: 'Ergebnisse des Laufs' });
    await expect(outcomes.getByRole('row')).toHaveCount(25);
    await expect(outcomes.getByRole('row').nth(1)).toContainText('Webshop DE');
    await expect(outcomes.getByRole('row').nth(1)).toContainText('1. 1 % unter dem günstigsten Wettbewerber');
  });

  test('a viewer reads the history but may not start the engine', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example', '/price-engine/rule-engine');
    await expect(page.getByRole('heading', { level: 1, name: 'Regel-Engine' })).toBeVisible();
    await page.getByRole('button', { name: 'Regel-Engine starten' }).click();
    await expect(page.getByRole('listitem', { name: /Sie dürfen dies nicht tun/ })).toBeVisible();
  });
});
