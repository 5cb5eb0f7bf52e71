import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { expectScreenFits } from './support/screenChecks.ts';
import { signInAt } from './support/session.ts';

const FJORD = 'Nordkap Kuppelzelt Fjord 2';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

// The e2e server configures no LLM: the panel says why instead of offering the AI service's actions,
// and the prompt to copy (built in the browser) is offered all the same.
test.describe.serial('product discovery: AI comparison', () => {
  test.setTimeout(180_000);

  test('without an AI service the panel says why; the AI prompt of the shown candidate is generated and copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAt(page, 'admin@demo.example');
    // Every demo product has its URL at the Bergsport Shop already: remove the Fjord 2's first.
    await nav(page).getByRole('link', { name: 'Produktsortiment', exact: true }).click();
    await page.getByRole('searchbox').fill('Fjord');
    await page.getByRole('table', { name: 'Produkte' }).getByRole('link', { name: FJORD, exact: true }).click();
    const urls = page.getByRole('region', { name: 'Wettbewerber-URLs' });
    const shopRow = urls.getByRole('row').filter({ hasText: 'bergsport-shop.demo.test' });
    const address = (await shopRow.getByRole('link').first().textContent()) ?? '';
    await shopRow.getByRole('button', { name: `${address} entfernen` }).click();
    await page.getByRole('alertdialog', { name: 'URL entfernen?' }).getByRole('button', { name: 'Entfernen' }).click();
    await expect(urls.getByRole('row').filter({ hasText: 'bergsport-shop.demo.test' })).toHaveCount(0);

    await nav(page).getByRole('link', { name: 'Produktsuche', exact: true }).click();
    await page.getByRole('button', { name: 'Discovery starten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Product Discovery starten' });
    await dialog.getByRole('combobox', { name: 'Shop oder Preisvergleich' }).selectOption({ label: 'Bergsport Shop (bergsport-shop.demo.test)' });
    await dialog.getByRole('radio', { name: 'Ein Produkt' }).check();
    await dialog.getByRole('searchbox', { name: 'Produkt suchen' }).fill('Fjord 2');
    await dialog.getByRole('combobox', { name: 'Produkt', exact: true }).selectOption({ label: `${FJORD} (DO-1001)` });
    await dialog.getByRole('button', { name: 'Discovery starten' }).click();

    const request = page.getByRole('region', { name: 'Discovery-Anfrage' });
    await expect(request.getByRole('link', { name: FJORD })).toBeVisible({ timeout: 60_000 });
    const ai = request.getByRole('region', { name: 'KI-Vergleich' });
    await expect(ai).toContainText('Auf dieser Installation ist kein KI-Dienst eingerichtet.');
    await expect(ai.getByRole('button', { name: 'Mit KI neu bewerten' })).toHaveCount(0);
    await expect(ai.getByRole('button', { name: 'Suchbegriffe erzeugen' })).toHaveCount(0);

    await ai.getByRole('button', { name: 'KI-Prompt erzeugen' }).click();
    const prompt = ai.getByRole('textbox', { name: 'KI-Prompt' });
    await expect(prompt).toHaveValue(/^Vergleiche mein Produkt mit einem Angebot bei Bergsport Shop\./);
    await expect(prompt).toHaveValue(new RegExp(`Mein Produkt:\\n- Name: ${FJORD}`));
    await expect(prompt).toHaveValue(/Angebot bei Bergsport Shop:\n- Name: .+\n(.+\n)*- Seite: http:\/\/bergsport-shop\.demo\.test\//);
    await expectScreenFits(page);
    await ai.getByRole('button', { name: 'Prompt kopieren' }).click();
    await expect(page.getByText('In die Zwischenablage kopiert.').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Vergleiche mein Produkt/);
    await ai.getByRole('button', { name: 'KI-Prompt ausblenden' }).click();
    await expect(prompt).toHaveCount(0);
  });
});
