import { expect, test } from './support/e2eTest.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

/** Signs in through the API as `email`; answers the bearer headers and the company id. */
async function apiSession(request: APIRequestContext, email: string) {
  const signedIn = await request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { accessToken: string }).accessToken}` };
  const profile = (await (await request.get('/api/profile', { headers })).json()) as { company: { id: string } };
  return { headers, companyId: profile.company.id };
}

/** The page does not scroll sideways, and the element lies inside the viewport. */
async function expectInView(page: Page, locator: Locator) {
  const width = page.viewportSize()!.width;
  await expect(locator).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = (await locator.boundingBox({ timeout: 10_000 }))!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
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
    const countItems = row.getByRole('list', { name: /^Ergebnisse des Laufs vom/ }).getByRole('listitem');
    await expect(countItems).toHaveCount(5);
    const counts = (await countItems.allTextContents()).map((text) => Number(text.replace(/^.*:\s*/, '').replace(/\D/g, '')));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(24);
    expect(counts[1]).toBe(0); // nothing overwritten: there is only one rule
    await expect(countItems.nth(1)).toContainText('Von einer anderen Regel überschrieben: 0');
    // At 1440 × 900 the counts and the results button lie on screen, without scrolling sideways.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectInView(page, countItems.last());
    await expectInView(page, row.getByRole('button', { name: /Ergebnisse des Laufs vom/ }));

    // Its outcomes: SKU, channel, rule and outcome of each product.
    await row.getByRole('button', { name: /Ergebnisse des Laufs vom/ }).click();
    const outcomes = page.getByRole('table', { name: 'Ergebnisse des Laufs' });
    await expect(outcomes.getByRole('row')).toHaveCount(25);
    await expect(outcomes.getByRole('row').nth(1)).toContainText('Webshop DE');
    await expect(outcomes.getByRole('row').nth(1)).toContainText('1. 1 % unter dem günstigsten Wettbewerber');
  });

  test('a viewer reads the history but sees "start" disabled with the reason', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example', '/price-engine/rule-engine');
    await expect(page.getByRole('heading', { level: 1, name: 'Regel-Engine' })).toBeVisible();
    const start = page.getByRole('button', { name: 'Regel-Engine starten' });
    await expect(start).toBeDisabled();
    await expect(start).toHaveAccessibleDescription('Nur Administratoren und Bearbeiter dürfen die Regel-Engine starten. Bitte wenden Sie sich an Ihren Administrator.');
    await expect(page.getByText('Nur Administratoren und Bearbeiter dürfen die Regel-Engine starten.', { exact: false })).toBeVisible();
  });

  test('on a phone the run history is cards with the counts and the results button in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, 'admin@demo.example', '/price-engine/rule-engine');
    const runs = page.getByRole('list', { name: 'Regel-Engine-Läufe' });
    // The first test's run (the specs of a file run in order on one server).
    const card = runs.getByRole('listitem').filter({ has: page.getByRole('button', { name: /Ergebnisse des Laufs vom/ }) }).first();
    await expect(card).toContainText('Abgeschlossen');
    await expect(card.getByRole('list', { name: /^Ergebnisse des Laufs vom/ }).getByRole('listitem')).toHaveCount(5);
    await expectInView(page, card.getByRole('button', { name: /Ergebnisse des Laufs vom/ }));
    // Its outcomes are cards too: SKU, outcome, channel and rule of each product, none off-screen.
    await card.getByRole('button', { name: /Ergebnisse des Laufs vom/ }).click();
    const outcomes = page.getByRole('list', { name: 'Ergebnisse des Laufs', exact: true }).getByRole('listitem');
    await expect(outcomes).toHaveCount(24);
    await expect(outcomes.first()).toContainText('Webshop DE');
    await expect(outcomes.first()).toContainText('1. 1 % unter dem günstigsten Wettbewerber');
    await expectInView(page, outcomes.first());
  });
});
