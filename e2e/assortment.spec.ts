import { expect, test } from './support/e2eTest.ts';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

function products(page: Page) {
  return page.getByRole('table', { name: 'Produkte' });
}

async function openProduct(page: Page, search: string, name: string) {
  await page.getByRole('searchbox').fill(search);
  await products(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Whether `inner` lies inside `outer` and inside the viewport's width (nothing clipped or overlapping). */
async function expectInside(page: Page, inner: Locator, outer: Locator): Promise<void> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(a && b).toBeTruthy();
  if (!a || !b) return;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
  expect(a.x).toBeGreaterThanOrEqual(0);
  expect(a.x + a.width).toBeLessThanOrEqual(width + 0.5);
}

test.describe('assortment', () => {
  test('maintainer searches the demo assortment, opens a product and manages its competitor URLs', async ({ page }) => {
    await signInAt(page, 'maintainer@demo.example');
    await page.getByRole('link', { name: 'Produktsortiment', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Produktsortiment' })).toBeVisible();
    // `npm start` seeds 24 products; the first page holds 20 (spec §9).
    await expect(page.getByText('Seite 1 von 2 (24 Produkte)')).toBeVisible();
    await expect(products(page).getByRole('row')).toHaveCount(21);

    await page.getByRole('searchbox').fill('Fjord');
    await expect(products(page).getByRole('row')).toHaveCount(3);
    const fjord = products(page).getByRole('row').filter({ hasText: 'Nordkap Kuppelzelt Fjord 2' });
    await expect(fjord).toContainText('Nordkap');
    await expect(fjord).toContainText('Camping › Zelte');

    // Favourite star: applied at once and kept after a reload.
    const star = fjord.getByRole('button', { name: 'Favorit: Nordkap Kuppelzelt Fjord 2' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await page.getByRole('searchbox').fill('Fjord');
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await fjord.getByRole('link', { name: 'Nordkap Kuppelzelt Fjord 2' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nordkap Kuppelzelt Fjord 2' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Identität' })).toContainText('Camping › Zelte');
    const urls = page.getByRole('region', { name: 'Wettbewerber-URLs' });
    const field = urls.getByRole('textbox', { name: 'Wettbewerber-URL', exact: true });
    const add = urls.getByRole('button', { name: 'URL hinzufügen' });

    const newUrl = 'http://bergsport-shop.demo.test/p/9999/e2e-kuppelzelt';
    await field.fill(newUrl);
    await add.click();
    const row = urls.getByRole('row').filter({ hasText: newUrl });
    await expect(row).toContainText('Bergsport Shop');
    await expect(row).toContainText('Wettbewerbsangebot');
    // npm start scrapes a new URL at once; this one is a missing page of the demo shop.
    await expect(row).toContainText('Seite nicht gefunden (404)', { timeout: 30_000 });

    await field.fill('http://fremder-shop.example/p/1/zelt');
    await add.click();
    await expect(urls.getByText('Es können nur URLs von Shops oder Marktplätzen hinzugefügt werden, die mit Ihrem Konto verbunden sind.')).toBeVisible();

    await field.fill('http://preisfuchs.demo.test/suche?q=zelt');
    await add.click();
    await expect(urls.getByText('Es wird eine Angebotsseite des Produkts benötigt, keine Suchübersicht des Preisvergleichs.')).toBeVisible();

    await row.getByRole('button', { name: `${newUrl} entfernen` }).click();
    await page.getByRole('alertdialog', { name: 'URL entfernen?' }).getByRole('button', { name: 'Entfernen' }).click();
    await expect(urls.getByRole('row').filter({ hasText: newUrl })).toHaveCount(0);

    await page.getByRole('link', { name: '‹ Zurück zum Sortiment' }).click();
    await expect(products(page)).toBeVisible();
  });

  test('maintainer adds, edits, archives and restores a product', async ({ page }) => {
    await signInAt(page, 'maintainer@demo.example', '/assortment');
    await page.getByRole('button', { name: 'Produkt hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produkt hinzufügen' });
    await dialog.getByRole('button', { name: 'Produkt hinzufügen' }).click();
    await expect(dialog.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie eine SKU ein.')).toBeVisible();

    await dialog.getByLabel('Name').fill('Testzelt E2E');
    await dialog.getByLabel('SKU').fill('E2E-ZELT-1');
    await dialog.getByLabel('Marke').fill('Testmarke');
    await dialog.getByLabel('GTIN/EAN').fill('4006381333932');
    await dialog.getByLabel('Verkaufspreis (brutto, Deutschland)').fill('-5');
    await dialog.getByRole('button', { name: 'Produkt hinzufügen' }).click();
    await expect(dialog.getByText('Bitte geben Sie eine gültige GTIN/EAN ein: 8, 12, 13 oder 14 Ziffern mit korrekter Prüfziffer.')).toBeVisible();
    await expect(dialog.getByText('Der Preis muss 0 oder größer sein.')).toBeVisible();

    await dialog.getByLabel('GTIN/EAN').fill('4006381333931');
    await dialog.getByLabel('Verkaufspreis (brutto, Deutschland)').fill('149,90');
    await dialog.getByLabel('Mehrwertsteuersatz in % (Deutschland)').fill('19');
    await dialog.getByLabel('Kategorie').selectOption({ label: 'Camping › Zelte' });
    await dialog.getByRole('button', { name: 'Produkt hinzufügen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Testzelt E2E' })).toBeVisible();
    const identity = page.getByRole('group', { name: 'Identität' });
    await expect(identity).toContainText('4006381333931');
    await expect(identity).toContainText('Camping › Zelte');
    await expect(page.getByRole('group', { name: 'Preise und Verfügbarkeit je Land' })).toContainText('149,90');

    await page.getByRole('button', { name: 'Produkt bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Produkt bearbeiten' });
    await edit.getByLabel('Name').fill('Testzelt E2E Plus');
    await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Testzelt E2E Plus' })).toBeVisible();

    await page.getByRole('button', { name: 'Produkt archivieren' }).click();
    await expect(page.getByText('Archiviert', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Produkt wiederherstellen' }).click();
    await expect(page.getByRole('button', { name: 'Produkt archivieren' })).toBeVisible();

    await page.getByRole('link', { name: '‹ Zurück zum Sortiment' }).click();
    await page.getByRole('searchbox').fill('E2E-ZELT');
    await expect(products(page).getByRole('link', { name: 'Testzelt E2E Plus' })).toBeVisible();
  });

  test('viewer sees the assortment without edit actions', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example', '/assortment');
    await expect(products(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Produkt hinzufügen' })).toHaveCount(0);
    await openProduct(page, 'Fjord 3', 'Nordkap Tunnelzelt Fjord 3');
    await expect(page.getByRole('region', { name: 'Wettbewerber-URLs' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Wettbewerber-URL hinzufügen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Produkt bearbeiten' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Produkt archivieren' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /entfernen$/ })).toHaveCount(0);
  });

  test('product details: the own sales price per country is readable on desktop and phone, and the product leads to its price analysis', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, 'viewer@demo.example', '/assortment');
    await openProduct(page, 'Fjord 3', 'Nordkap Tunnelzelt Fjord 3');
    const prices = page.getByRole('group', { name: 'Preise und Verfügbarkeit je Land' });
    const germany = prices.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Deutschland' }) });
    for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await germany.scrollIntoViewIfNeeded();
      await expect(germany.getByText('Verkaufspreis (brutto)')).toBeVisible();
      const salesPrice = germany.getByText(/^\d{1,3}(\.\d{3})*,\d\d\s€$/).first();
      await expect(salesPrice).toBeVisible();
      await expectInside(page, salesPrice, germany);
      await expectInside(page, germany, prices);
      for (const label of ['Mehrwertsteuersatz', 'Lieferzeit']) await expect(germany.getByText(label, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }

    await page.getByRole('link', { name: 'Preisanalyse dieses Produkts' }).click();
    await expect(page).toHaveURL(/\/price-analysis\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nordkap Tunnelzelt Fjord 3' })).toBeVisible();
  });

  test('a failed background refresh keeps the product list and a product page on screen with a warning; Try again brings the fresh data', async ({ page, request }) => {
    await signInAt(page, 'maintainer@demo.example', '/assortment');
    // A product no other test of this spec opens: this one renames it.
    await page.getByRole('searchbox').fill('Lux 450');
    await expect(products(page).getByRole('row')).toHaveCount(2);

    // The server is busy (503) for the product list only, as during a restart or under load.
    const list = /\/api\/company\/[^/]+\/products\?/;
    await page.route(list, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, code: 'EVENT_STORE_BUSY', error: 'busy' }) }),
    );

    // A live change made elsewhere (through the API): the live notice refetches the list, which fails.
    const signIn = await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.example', password: DEMO_PASSWORD } });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const companyId = (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { cid: string }).cid;
    const headers = { authorization: `Bearer ${accessToken}` };
    const answer = (await (await request.get(`/api/company/${companyId}/products?searchText=Lux%20450`, { headers })).json()) as { items: { id: string; name: string }[] };
    expect(answer.items).toHaveLength(1);
    const { id: productId, name } = answer.items[0] ?? { id: '', name: '' };
    expect((await request.put(`/api/company/${companyId}/products/${productId}`, { headers, data: { name: `${name} Live` } })).ok()).toBe(true);

    const warning = page.getByText('Die Daten konnten nicht aktualisiert werden. Der Server ist ausgelastet. Bitte versuchen Sie es gleich noch einmal. Angezeigt wird der zuletzt geladene Stand.');
    await expect(warning).toBeVisible();
    await expect(products(page).getByRole('row')).toHaveCount(2);
    await expect(products(page).getByRole('link', { name, exact: true })).toBeVisible();

    await page.unroute(list);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(warning).toHaveCount(0);
    await expect(products(page).getByRole('row')).toHaveCount(2);
    await expect(products(page).getByRole('link', { name: `${name} Live`, exact: true })).toBeVisible();

    // The same on a product's page: its details stay, with the warning, while its refresh fails.
    await products(page).getByRole('link', { name: `${name} Live`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} Live` })).toBeVisible();
    const detail = new RegExp(`/api/company/[^/]+/products/${productId}(\\?.*)?$`);
    await page.route(detail, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, code: 'EVENT_STORE_BUSY', error: 'busy' }) }),
    );
    expect((await request.put(`/api/company/${companyId}/products/${productId}`, { headers, data: { name: `${name} Live 2` } })).ok()).toBe(true);
    await expect(warning).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${name} Live` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Identität' })).toBeVisible();
    await page.unroute(detail);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(warning).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: `${name} Live 2` })).toBeVisible();
  });
});
