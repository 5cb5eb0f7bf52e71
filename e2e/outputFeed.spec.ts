import { readFileSync } from 'node:fs';
import { expect, test } from './support/e2eTest.ts';
import { streams } from '@pm/contracts/events';
import { toEventToAppend } from '@pm/platform';
import { confirmedEvent, proposedEvent } from '@pm/deploy/testing';
import { specEventStore } from './support/eventLog.ts';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

const SKU = 'FEED-E2E-1';
const CONFIRMED_AT = '2026-05-04T07:15:00.000Z';

test('output feed: a confirmed price is in the feed; a new feed id retires the old URL', async ({ page, context, request }) => {
  // Seed a sales channel and a confirmed adjustment straight into the server's event log.
  const signedIn = await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.example', password: DEMO_PASSWORD } });
  const token = ((await signedIn.json()) as { accessToken: string }).accessToken;
  const profile = (await (await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } })).json()) as { company: { id: string } };
  const companyId = profile.company.id;
  const channelId = crypto.randomUUID();
  const adjustmentId = crypto.randomUUID();
  const events = specEventStore('outputFeed');
  try {
    const meta = { companyId, userId: 'service:e2e', correlationId: crypto.randomUUID(), causationId: null };
    await events.append(streams.pricingSettings(companyId), [
      toEventToAppend({ type: 'SalesChannelCreated', data: { companyId, channelId, fields: { name: 'Onlineshop DE', country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } } }, meta),
    ]);
    await events.append(streams.adjustment(adjustmentId), [toEventToAppend(proposedEvent({ adjustmentId, companyId, channelId, sku: SKU, newPrice: 42.5 }), meta)]);
    await events.append(streams.adjustment(adjustmentId), [toEventToAppend(confirmedEvent(adjustmentId, companyId, CONFIRMED_AT), meta)]);
  } finally {
    await events.close();
  }

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Reached by clicking: Settings › Price engine has a card for it.
  await signInAt(page, 'admin@demo.example', '/settings/price-engine');
  await page.getByRole('link', { name: /^Ausgabe-Feed/ }).click();
  await expect(page).toHaveURL(/\/settings\/price-engine\/output-feed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ausgabe-Feed' })).toBeVisible();
  await expect(page.getByText('Es gibt noch keinen Feed. Erzeugen Sie eine Feed-ID, um die Feed-URLs zu erhalten.')).toBeVisible();
  const channel = page.getByRole('region', { name: 'Feed von Onlineshop DE' });
  await expect(channel.getByText('1 Preis im Feed, 1 wartet auf Abholung')).toBeVisible();

  // First feed id.
  await page.getByRole('button', { name: 'Feed-ID erzeugen' }).click();
  await page.getByRole('alertdialog', { name: 'Feed-ID erzeugen?' }).getByRole('button', { name: 'Feed-ID erzeugen' }).click();
  await expect(page.getByText('Eine neue Feed-ID wurde erzeugt.').last()).toBeVisible();
  const urlField = channel.getByLabel('Feed-URL (CSV) von Onlineshop DE');
  await expect(urlField).toHaveValue(/\/api\/feed\/[A-Za-z0-9_-]{32}\/.+\.csv$/);
  const oldUrl = await urlField.inputValue();

  // Copy to the clipboard, and the preview shows the row (without recording a pickup).
  await channel.getByRole('button', { name: 'URL kopieren' }).click();
  await expect(page.getByText('Feed-URL in die Zwischenablage kopiert.').last()).toBeVisible();
  await channel.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const row = channel.getByRole('table', { name: 'Feed-Vorschau von Onlineshop DE' }).getByRole('row', { name: new RegExp(SKU) });
  await expect(row).toContainText('42,50');
  await expect(row).toContainText('Wartet auf Abholung');
  // The preview downloads as a CSV for spreadsheets (formula cells neutralised; this SKU has none).
  const [download] = await Promise.all([page.waitForEvent('download'), channel.getByRole('button', { name: 'Als CSV für Tabellenkalkulationen herunterladen' }).click()]);
  expect(download.suggestedFilename()).toBe('feed-preview-onlineshop-de.csv');
  const spreadsheet = readFileSync(await download.path(), 'utf8');
  expect(spreadsheet).toBe(`\uFEFFsku,price,strike_price,strike_price_until,currency,adjustment_id,confirmed_at,picked_up\r\n${SKU},42.50,,,EUR,${adjustmentId},${CONFIRMED_AT},false\r\n`);

  // A new id: the old URL answers 404, the new one the CSV.
  await page.getByRole('button', { name: 'Neue Feed-ID erzeugen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Neue Feed-ID erzeugen?' });
  await expect(confirm).toContainText('Die bisherigen Feed-URLs funktionieren sofort nicht mehr.');
  await confirm.getByRole('button', { name: 'Feed-ID erzeugen' }).click();
  await expect(urlField).not.toHaveValue(oldUrl);
  const newUrl = await urlField.inputValue();

  const old = await request.get(oldUrl);
  expect(old.status()).toBe(404);
  expect(((await old.json()) as { code: string }).code).toBe('FEED_NOT_FOUND');
  const csv = await request.get(newUrl);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toBe(`sku,price,strike_price,strike_price_until,currency,adjustment_id,confirmed_at\r\n${SKU},42.50,,,EUR,${adjustmentId},${CONFIRMED_AT}\r\n`);

  // The ERP's pull is recorded: the row is picked up and the card shows the pickup.
  await expect(channel.getByText('1 Preis im Feed, 0 warten auf Abholung')).toBeVisible();
  await expect(row).toContainText('Ja');
  // The pickup's time, not "Noch nicht" (the morning sync's line depends on the time of day, so it is not counted).
  const lastPickup = page.getByText('Letzte Abholung', { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(lastPickup).toBeVisible();
  await expect(lastPickup).not.toHaveText('Noch nicht');
});

test('output feed: the submitted list links it', async ({ page }) => {
  await signInAt(page, 'maintainer@demo.example', '/price-engine/review/submitted');
  await page.getByRole('link', { name: /^Ausgabe-Feed: Feed-URLs/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ausgabe-Feed' })).toBeVisible();
});
