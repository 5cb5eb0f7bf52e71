import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/e2eTest.ts';
import { streams } from '@pm/contracts/events';
import { toEventToAppend } from '@pm/platform';
import { specEventStore } from './support/eventLog.ts';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

/** `npm start` scrapes the demo web within about 30 s of starting. */
const SCRAPED = { timeout: 90_000 };
const DAY = 86_400_000;

/** Clicks a download and answers the file's lines (BOM checked and removed). */
async function download(page: Page, click: () => Promise<void>): Promise<string[]> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1).split('\r\n').filter(Boolean);
}

test('exports: each CSV downloads from the screen of its data, German format, with real rows', async ({ page, request }) => {
  test.setTimeout(240_000);
  // A past own price of one demo product, so the strike-price export has a reference price to show.
  const signedIn = await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.example', password: DEMO_PASSWORD } });
  const token = ((await signedIn.json()) as { accessToken: string }).accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const companyId = ((await (await request.get('/api/profile', { headers })).json()) as { company: { id: string } }).company.id;
  const products = (await (await request.get(`/api/company/${companyId}/products?pageSize=1`, { headers })).json()) as { items: { id: string; sku: string }[] };
  const product = products.items[0]!;
  const events = specEventStore('exports');
  try {
    const meta = { companyId, userId: 'service:e2e', correlationId: crypto.randomUUID(), causationId: null };
    const recordedAt = new Date(Date.now() - 20 * DAY).toISOString();
    await events.append(streams.ownPrice(product.id), [toEventToAppend({ type: 'OwnPriceRecorded', data: { productId: product.id, companyId, country: 'de', salesPrice: 1.23, recordedAt } }, meta)]);
  } finally {
    await events.close();
  }

  // Scrape records: the last 7 days, from the screen's own button.
  await signInAt(page, 'admin@demo.example', '/scrape-records');
  await expect(page.getByRole('table', { name: 'Scrape-Einträge' }).getByRole('row').nth(1)).toBeVisible(SCRAPED);
  const records = await download(page, () => page.getByRole('button', { name: 'Letzte 7 Tage herunterladen (CSV)' }).click());
  expect(records[0]).toBe('created_at;job_type;trigger;sku;product;source;url;status;result;page_status;price;currency;price_method;price_confidence;offers;trials;duration_ms;http_status;error');
  expect(records.length).toBeGreaterThan(1);
  expect(records[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z;(PRODUCT_PAGE|AGGREGATOR_PRICE_TABLE);/);
  // A price read from the page comes with how it was read and how sure extraction is (issue 16).
  expect(records.some((line) => /;\d+,\d\d;[A-Z]{3};(json-ld|microdata|rdfa|meta|visible|selectors);[01],\d\d;/.test(line))).toBe(true);
  await expect(page.getByText(/^Heruntergeladen: [\d.]+ Zeilen$/)).toBeVisible();

  // The price analysis as shown: a filter of the screen narrows the file too.
  await page.goto('/price-analysis');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const analysis = await download(page, () => page.getByRole('button', { name: 'Wie angezeigt herunterladen (CSV)' }).click());
  expect(analysis[0]).toMatch(/^sku;product;brand;gtin;country;currency;own_price;own_shipping;cheapest_shop;cheapest_price;/);
  expect(analysis.length).toBeGreaterThan(1);
  expect(analysis.find((line) => line.startsWith(`${product.sku};`))).toMatch(/;de;EUR;\d+,\d{2};/);

  // The exports page, reached from the insights hub.
  await page.goto('/insights');
  await page.getByRole('link', { name: 'Exporte', exact: true }).click();
  await expect(page).toHaveURL(/\/insights\/exports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exporte' })).toBeVisible();

  const cheapest = await download(page, () => page.locator('[data-export="cheapest-offers"]').getByRole('button', { name: 'CSV herunterladen' }).click());
  expect(cheapest[0]).toBe('sku;product;gtin;brand;country;currency;with_shipping;own_price;shop_1;price_1;url_1;observed_at_1;shop_2;price_2;url_2;observed_at_2;shop_3;price_3;url_3;observed_at_3');
  expect(cheapest.some((line) => /;de;EUR;true;\d+,\d{2};[^;]+;\d+,\d{2};https?:\/\//.test(line))).toBe(true);

  // Strike prices: an end before the start is refused before asking; the default period gives the reference price.
  const strike = page.locator('[data-export="strike-prices"]');
  await page.getByLabel('Ende').fill('2020-01-01');
  await expect(page.getByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeVisible();
  await expect(strike.getByRole('button', { name: 'CSV herunterladen' })).toBeDisabled();
  await page.getByLabel('Ende').fill('');
  const strikes = await download(page, () => strike.getByRole('button', { name: 'CSV herunterladen' }).click());
  expect(strikes[0]).toBe('sku;product;gtin;channel;country;currency;current_price;reference_price;reference_from;reference_to;strike_from;strike_until');
  const today = new Date().toISOString().slice(0, 10);
  const until = new Date(Date.parse(today) + 30 * DAY).toISOString().slice(0, 10);
  expect(strikes.find((line) => line.startsWith(`${product.sku};`))).toMatch(new RegExp(`;de;EUR;\\d+,\\d{2};1,23;\\d{4}-\\d{2}-\\d{2};\\d{4}-\\d{2}-\\d{2};${today};${until}$`));

  const allAnalysis = await download(page, () => page.locator('[data-export="price-analysis"]').getByRole('button', { name: 'CSV herunterladen' }).click());
  expect(allAnalysis[0]).toBe(analysis[0]);
});
