import { expect, test } from './support/e2eTest.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

const PATH = '/settings/price-engine/price-rules';
const rules = (page: Page) => page.getByRole('table', { name: 'Preisregeln' });
const dataRow = (page: Page, index: number) => rules(page).getByRole('row').nth(index + 1);

/** A sales channel the way an admin creates one (the settings API), so the rules have a channel to name. */
async function createChannel(request: APIRequestContext, name: string): Promise<void> {
  const { accessToken } = (await (await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.example', password: DEMO_PASSWORD } })).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const { company } = (await (await request.get('/api/profile', { headers })).json()) as { company: { id: string } };
  const created = await request.post(`/api/company/${company.id}/sales-channels`, { headers, data: { name, country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false } });
  expect(created.status()).toBe(201);
}

test.describe('price rules', () => {
  test.describe.configure({ mode: 'serial' });

  test('admin creates rules, moves one to the top and is told about a contradiction', async ({ page, request }) => {
    test.slow();
    await createChannel(request, 'Webshop');
    // Reached from the price-engine settings.
    await signInAt(page, 'admin@demo.example', '/settings/price-engine');
    await page.getByRole('link', { name: /^Preisregeln/ }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Preisregeln' })).toBeVisible();
    await expect(page.getByText('Wenn mehrere Regeln auf ein Produkt passen, gewinnt die Regel mit der niedrigsten Position (Position 1 steht oben).')).toBeVisible();
    await expect(page.getByText('Es gibt noch keine Preisregeln.')).toBeVisible();

    // "1 % cheaper than the cheapest competitor, margin at least 15 %" (issue 5).
    await page.getByRole('button', { name: 'Preisregel anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preisregel anlegen' });
    await dialog.getByRole('button', { name: 'Preisregel anlegen' }).click();
    await expect(dialog.getByText('Bitte geben Sie den Namen ein.')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie eine Zahl ein.')).toBeVisible();
    await dialog.getByLabel('Name').fill('1 % unter Wettbewerb');
    await expect(dialog.getByLabel('Vertriebskanal')).toHaveValue(/.+/);
    await expect(dialog.getByLabel('Zielart')).toHaveValue('CHEAPEST_COMPETITOR');
    await dialog.getByLabel('Abstand (%)').fill('1');
    await dialog.getByLabel('Minimale Gewinnmarge (%)').fill('15');
    await dialog.getByRole('button', { name: 'Preisregel anlegen' }).click();
    await expect(dialog).toBeHidden();
    await expect(dataRow(page, 0)).toContainText('1 % unter Wettbewerb');
    await expect(dataRow(page, 0).getByRole('cell').first()).toHaveText('1');
    await expect(dataRow(page, 0)).toContainText('Webshop');
    await expect(dataRow(page, 0)).toContainText('1 % günstiger als der günstigste Wettbewerber (mit Versand)');
    await expect(dataRow(page, 0)).toContainText('Marge mindestens 15 %');

    // A second rule with a filter condition lands at the end, then moves to the top.
    await page.getByRole('button', { name: 'Preisregel anlegen' }).click();
    await dialog.getByLabel('Name').fill('Nordkap: Marge 20 %');
    await dialog.getByRole('button', { name: 'Bedingung hinzufügen' }).click();
    const condition = dialog.getByRole('group', { name: 'Bedingung 1' });
    await condition.getByLabel('Feld').selectOption({ label: 'Marke' });
    await condition.getByLabel('Vergleich').selectOption({ label: 'ist gleich' });
    await condition.getByLabel('Wert').fill('nordkap');
    // "Test filter conditions": how many and which of the demo company's 24 products the filter matches.
    await dialog.getByRole('button', { name: 'Filterbedingungen testen' }).click();
    await expect(dialog.getByText('4 von 24 Produkten passen.')).toBeVisible();
    const matches = dialog.getByRole('table', { name: 'Passende Produkte' });
    await expect(matches.getByRole('row')).toHaveCount(5);
    await expect(matches.getByRole('row').nth(1)).toContainText('Nordkap');
    await dialog.getByLabel('Zielart').selectOption({ label: 'Ziel-Gewinnmarge' });
    await dialog.getByLabel('Ziel-Gewinnmarge (%)').fill('20');
    await dialog.getByRole('button', { name: 'Preisregel anlegen' }).click();
    await expect(dialog).toBeHidden();
    await expect(dataRow(page, 1)).toContainText('Nordkap: Marge 20 %');
    await expect(dataRow(page, 1)).toContainText('Gewinnmarge von 20 %');

    await rules(page).getByRole('button', { name: 'Nordkap: Marge 20 % nach oben verschieben' }).click();
    await expect(dataRow(page, 0)).toContainText('Nordkap: Marge 20 %');
    await expect(dataRow(page, 0).getByRole('cell').first()).toHaveText('1');
    await expect(dataRow(page, 1)).toContainText('1 % unter Wettbewerb');
    await expect(dataRow(page, 1).getByRole('cell').first()).toHaveText('2');

    // Paused from the list.
    const activeSwitch = rules(page).getByRole('switch', { name: 'Nordkap: Marge 20 % aktiv' });
    await activeSwitch.click();
    await expect(activeSwitch).not.toBeChecked();
    await expect(dataRow(page, 0)).toContainText('Inaktiv');
    await expect(activeSwitch).toBeEnabled();

    // A minimum price above the maximum price is a contradiction, named in German before anything is saved.
    await page.getByRole('button', { name: 'Preisregel anlegen' }).click();
    await dialog.getByLabel('Name').fill('Widerspruch');
    await dialog.getByLabel('Abstand (%)').fill('2');
    await dialog.getByLabel('Mindestpreis (EUR)').fill('50');
    await dialog.getByLabel('Höchstpreis (EUR)').fill('20');
    await dialog.getByRole('button', { name: 'Preisregel anlegen' }).click();
    await expect(dialog.getByText('Die Preisregel widerspricht sich selbst.')).toBeVisible();
    await expect(dialog.getByText('Der Mindestpreis liegt über dem Höchstpreis.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await expect(rules(page).getByRole('row')).toHaveCount(3);
  });

  test('admin filters by a category picked by its name, lets the next rule try and sets a guardrail of the rule', async ({ page }) => {
    test.slow();
    await signInAt(page, 'admin@demo.example', PATH);
    await page.getByRole('button', { name: 'Preisregel anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preisregel anlegen' });
    await dialog.getByLabel('Name').fill('Zelte mit Rückfall');
    await dialog.getByRole('button', { name: 'Bedingung hinzufügen' }).click();
    const condition = dialog.getByRole('group', { name: 'Bedingung 1' });
    await condition.getByLabel('Feld').selectOption({ label: 'Kategorie' });
    await expect(condition.getByLabel('Vergleich').locator('option')).toHaveText(['ist gleich', 'ist ungleich', 'ist einer von', 'ist keiner von']);
    await condition.getByLabel('Wert').selectOption({ label: 'Camping › Zelte' });
    await expect(condition).toContainText('Produkte direkt in der Kategorie (nicht in ihren Unterkategorien).');

    // The test result belongs to the conditions it was made for: it goes when they change.
    await dialog.getByRole('button', { name: 'Filterbedingungen testen' }).click();
    const result = dialog.getByText(/^\d+ von 24 Produkten passen\.$/);
    await expect(result).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Passende Produkte' })).toContainText(/zelt/i);
    await condition.getByLabel('Vergleich').selectOption({ label: 'ist ungleich' });
    await expect(result).toHaveCount(0);
    await expect(dialog.getByRole('table', { name: 'Passende Produkte' })).toHaveCount(0);
    await condition.getByLabel('Vergleich').selectOption({ label: 'ist gleich' });

    await dialog.getByLabel('Abstand (%)').fill('1');
    const fallback = dialog.getByRole('switch', { name: 'Wenn diese Regel keinen Preis ergibt, die nächste passende Regel versuchen lassen' });
    await expect(fallback).not.toBeChecked();
    await fallback.check();
    await expect(dialog.getByLabel('Leitplanke: unter den Kosten')).toHaveValue('COMPANY');
    await dialog.getByLabel('Leitplanke: unter den Kosten').selectOption({ label: 'Preise unter den Kosten erlauben' });
    await dialog.getByLabel('Leitplanke: maximale Änderung pro Lauf').selectOption({ label: 'Eigenes Maximum dieser Regel' });
    await dialog.getByRole('button', { name: 'Preisregel anlegen' }).click();
    await expect(dialog.getByText('Bitte geben Sie die größte Änderung pro Lauf in Prozent ein: über 0, höchstens 1.000 %. Oder wählen Sie die Einstellung des Unternehmens.')).toBeVisible();
    await dialog.getByLabel('Maximale Änderung pro Lauf für diese Regel (%)').fill('25');
    await dialog.getByRole('button', { name: 'Preisregel anlegen' }).click();
    await expect(dialog).toBeHidden();

    const row = rules(page).getByRole('row').filter({ hasText: 'Zelte mit Rückfall' });
    await expect(row).toContainText('ohne Preis versucht es die nächste Regel');
    await expect(row).toContainText('Leitplanke: Änderung höchstens 25 % pro Lauf');
    await expect(row).toContainText('Leitplanke: unter den Kosten erlaubt');

    // Saved as chosen: the category by its name, the fallback, the guardrails.
    await row.getByRole('button', { name: 'Bearbeiten: Zelte mit Rückfall' }).click();
    const edit = page.getByRole('dialog', { name: 'Preisregel bearbeiten' });
    await expect(edit.getByRole('group', { name: 'Bedingung 1' }).getByLabel('Wert').locator('option:checked')).toHaveText('Camping › Zelte');
    await expect(edit.getByRole('switch', { name: 'Wenn diese Regel keinen Preis ergibt, die nächste passende Regel versuchen lassen' })).toBeChecked();
    await expect(edit.getByLabel('Maximale Änderung pro Lauf für diese Regel (%)')).toHaveValue('25');
    await expect(edit.getByLabel('Leitplanke: unter den Kosten')).toHaveValue('OFF');
    await expect(edit.getByLabel('Leitplanke: Obergrenze UVP')).toHaveValue('COMPANY');
    await edit.getByRole('button', { name: 'Abbrechen' }).click();
  });

  test('viewer sees the rules without edit actions', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example', PATH);
    await expect(dataRow(page, 0)).toContainText('Nordkap: Marge 20 %');
    await expect(dataRow(page, 1)).toContainText('1 % unter Wettbewerb');
    await expect(page.getByRole('button', { name: 'Preisregel anlegen' })).toHaveCount(0);
    await expect(rules(page).getByRole('button')).toHaveCount(0);
    await expect(rules(page).getByRole('switch')).toHaveCount(0);
    await expect(dataRow(page, 1)).toContainText('Aktiv');
  });
});
