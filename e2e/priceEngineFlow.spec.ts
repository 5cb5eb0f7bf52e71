import { expect, test } from './support/e2eTest.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

/**
 * Issue 5's "done when", as a new user tries it after `npm start`: create a channel and the rule
 * "1 % cheaper than the cheapest competitor, margin at least 15 %", start a run, watch proposals
 * arrive live in a second window, confirm some, discard one, open a trace, fetch the feed as the ERP.
 */
const review = (page: Page) => page.getByRole('table', { name: 'Offene Preisanpassungen' });

async function adminApi(request: APIRequestContext): Promise<{ headers: Record<string, string>; companyId: string }> {
  const signedIn = await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.example', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { accessToken: string }).accessToken}` };
  const profile = (await (await request.get('/api/profile', { headers })).json()) as { company: { id: string } };
  return { headers, companyId: profile.company.id };
}

/** The demo web is scraped within about half a minute of the start: wait until most products have a cheapest competitor. */
async function waitForCompetitorPrices(request: APIRequestContext): Promise<void> {
  const { headers, companyId } = await adminApi(request);
  await expect
    .poll(
      async () => {
        const page = (await (await request.get(`/api/company/${companyId}/price-analysis?pageSize=50`, { headers })).json()) as { items: { cheapest: unknown }[] };
        return page.items.filter((item) => item.cheapest !== null).length;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(20);
}

test('price engine end to end: channel, rule, run, live review, confirm, discard, trace, feed', async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  await waitForCompetitorPrices(request);
  const admin = await (await browser.newContext(baseURL ? { baseURL } : {})).newPage();
  const maintainer = await (await browser.newContext(baseURL ? { baseURL } : {})).newPage();

  // 1. A sales channel.
  await signInAt(admin, 'admin@demo.example', '/settings/price-engine/sales-channels');
  await admin.getByRole('button', { name: 'Vertriebskanal anlegen' }).click();
  const channelDialog = admin.getByRole('dialog', { name: 'Vertriebskanal anlegen' });
  await channelDialog.getByLabel('Name').fill('Webshop DE');
  await channelDialog.getByLabel('Land').selectOption({ label: 'Deutschland' });
  await channelDialog.getByLabel('Währung').selectOption({ label: 'Euro (EUR)' });
  await channelDialog.getByLabel('Provisionssatz (%)').fill('0');
  await channelDialog.getByLabel('Mehrwertsteuersatz (%)').fill('19');
  await channelDialog.getByRole('button', { name: 'Vertriebskanal anlegen' }).click();
  await expect(channelDialog).toBeHidden();

  // 2. The rule "1 % cheaper than the cheapest competitor, margin at least 15 %".
  await admin.goto('/settings/price-engine/price-rules');
  await admin.getByRole('button', { name: 'Preisregel anlegen' }).click();
  const ruleDialog = admin.getByRole('dialog', { name: 'Preisregel anlegen' });
  await ruleDialog.getByLabel('Name').fill('1 % unter Wettbewerb');
  await expect(ruleDialog.getByLabel('Zielart')).toHaveValue('CHEAPEST_COMPETITOR');
  await ruleDialog.getByLabel('Abstand (%)').fill('1');
  await ruleDialog.getByLabel('Minimale Gewinnmarge (%)').fill('15');
  await ruleDialog.getByRole('button', { name: 'Preisregel anlegen' }).click();
  await expect(ruleDialog).toBeHidden();
  await expect(admin.getByRole('table', { name: 'Preisregeln' }).getByRole('row').nth(1)).toContainText('1 % unter Wettbewerb');

  // 3. A second window waits on the review page.
  await signInAt(maintainer, 'maintainer@demo.example', '/price-engine/review');
  await expect(maintainer.getByText('Es gibt keine offenen Preisanpassungen. Ein Lauf der Regel-Engine erzeugt neue.')).toBeVisible();

  // 4. The run.
  await admin.goto('/price-engine/rule-engine');
  await admin.getByRole('button', { name: 'Regel-Engine starten' }).click();
  const run = admin.getByRole('table', { name: 'Regel-Engine-Läufe' }).getByRole('row').nth(1);
  await expect(run).toContainText('Abgeschlossen', { timeout: 60_000 });
  // Each proposal's outcome leads to its trace.
  await run.getByRole('button', { name: /Ergebnisse des Laufs vom/ }).click();
  await expect(admin.getByRole('table', { name: 'Ergebnisse des Laufs' }).getByRole('link').first()).toHaveAttribute('href', /\/price-engine\/review\/[0-9a-f-]{36}$/);

  // 5. Proposals arrive in the second window without reloading.
  await expect.poll(async () => review(maintainer).getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(3);
  const rows = review(maintainer).getByRole('row');
  const skuOf = async (index: number) => /SKU ([A-Z]{2}-\d+)/.exec((await rows.nth(index).textContent()) ?? '')?.[1] ?? '';
  const [first, second, third] = [await skuOf(1), await skuOf(2), await skuOf(3)];
  const pendingBefore = (await rows.count()) - 1;

  // 6. Confirm two, discard one.
  for (const sku of [first, second]) await review(maintainer).getByRole('checkbox', { name: `${sku} auswählen` }).check();
  await maintainer.getByRole('button', { name: 'Auswahl bestätigen (2)' }).click();
  await maintainer.getByRole('alertdialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(maintainer.getByText('2 Preisanpassungen bestätigt.', { exact: true }).last()).toBeVisible();
  await review(maintainer).getByRole('button', { name: `${third} verwerfen` }).click();
  await maintainer.getByRole('alertdialog').getByRole('button', { name: 'Verwerfen' }).click();
  await expect(rows).toHaveCount(pendingBefore - 3 + 1);

  // 7. The trace of a confirmed one: the decision and the events behind it.
  await maintainer.getByRole('link', { name: 'Übermittelte Preisanpassungen' }).click();
  const submitted = maintainer.getByRole('table', { name: 'Übermittelte Preisanpassungen' });
  await expect(submitted.getByRole('row')).toHaveCount(3);
  await submitted.getByRole('row').filter({ hasText: first }).getByRole('link').first().click();
  const trace = maintainer.getByRole('region', { name: 'Entscheidungsweg' });
  await expect(trace).toContainText('1 % unter Wettbewerb');
  await expect(trace.getByRole('table', { name: 'Wettbewerberangebote' }).getByRole('row')).not.toHaveCount(1);
  const trail = maintainer.getByRole('list', { name: 'Prüfpfad' });
  await expect(trail.getByRole('listitem').first()).toContainText('Wettbewerberpreis erfasst');
  await expect(trail.getByRole('listitem').filter({ hasText: 'Preis vorgeschlagen' })).toBeVisible();
  await expect(trail.getByRole('listitem').last()).toContainText('Bestätigt');

  // 8. The ERP fetches the feed: the two confirmed prices, and the pull is recorded as their pickup.
  await admin.goto('/settings/price-engine/output-feed');
  await admin.getByRole('button', { name: 'Feed-ID erzeugen' }).click();
  await admin.getByRole('alertdialog', { name: 'Feed-ID erzeugen?' }).getByRole('button', { name: 'Feed-ID erzeugen' }).click();
  const feedUrl = admin.getByRole('region', { name: 'Feed von Webshop DE' }).getByLabel('Feed-URL (CSV) von Webshop DE');
  await expect(feedUrl).toHaveValue(/\/api\/feed\/.+\.csv$/);
  const csv = await request.get(await feedUrl.inputValue());
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('sku,price,strike_price,strike_price_until,currency,adjustment_id,confirmed_at');
  expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual([first, second].sort());
  await maintainer.goto('/price-engine/review/submitted');
  await expect(submitted.getByRole('row').filter({ hasText: first })).toContainText('Abgeholt');
});
