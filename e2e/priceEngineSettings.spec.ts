import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';
import { signInAt } from './support/session.ts';

const channels = (page: Page) => page.getByRole('table', { name: 'Vertriebskanäle' });
const rates = (page: Page) => page.getByRole('table', { name: 'Versandtarife' });
const exchangeRates = (page: Page) => page.getByRole('table', { name: 'Wechselkurse' });

test.describe('price engine settings', () => {
  // The admin's settings are what the viewer then sees read-only.
  test.describe.configure({ mode: 'serial' });

  test('admin creates a sales channel and a shipping rate, checks a rate and sets the metric thresholds', async ({ page }) => {
    test.slow();
    await signInAt(page, 'admin@demo.example', '/settings');
    // The sidebar's "Preis-Engine" entry is a link too: the settings card is the one in the page.
    await page.getByRole('main').getByRole('link', { name: /Preis-Engine/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preis-Engine-Einstellungen' })).toBeVisible();
    await page.getByRole('link', { name: /Vertriebskanäle/ }).click();
    await expect(page.getByText('Es gibt noch keine Vertriebskanäle.')).toBeVisible();

    await page.getByRole('button', { name: 'Vertriebskanal anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vertriebskanal anlegen' });
    await dialog.getByRole('button', { name: 'Vertriebskanal anlegen' }).click();
    await expect(dialog.getByText('Bitte geben Sie den Namen des Vertriebskanals ein.')).toBeVisible();
    await expect(dialog.getByText('Bitte wählen Sie eine Währung aus.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Webshop DE');
    await dialog.getByLabel('Land').selectOption({ label: 'Deutschland' });
    await dialog.getByLabel('Währung').selectOption({ label: 'Euro (EUR)' });
    await dialog.getByLabel('Provisionssatz (%)').fill('7,5');
    await dialog.getByLabel('Mehrwertsteuersatz (%)').fill('120');
    await dialog.getByRole('button', { name: 'Vertriebskanal anlegen' }).click();
    await expect(dialog.getByText('Der Mehrwertsteuersatz muss zwischen 0 und 100 liegen.')).toBeVisible();
    await dialog.getByLabel('Mehrwertsteuersatz (%)').fill('19');
    await dialog.getByRole('button', { name: 'Vertriebskanal anlegen' }).click();
    await expect(dialog).toBeHidden();
    const channel = channels(page).getByRole('row').filter({ hasText: 'Webshop DE' });
    await expect(channel).toContainText('7,5 %');
    await expect(channel).toContainText('19 %');

    await page.getByRole('link', { name: '‹ Zurück zu den Preis-Engine-Einstellungen' }).click();
    await page.getByRole('link', { name: /Versandtarife/ }).click();
    await page.getByRole('button', { name: 'Versandtarif anlegen' }).click();
    const rateDialog = page.getByRole('dialog', { name: 'Versandtarif anlegen' });
    await rateDialog.getByRole('button', { name: 'Versandtarif anlegen' }).click();
    await expect(rateDialog.getByText('Bitte geben Sie den Versanddienstleister ein.')).toBeVisible();
    await expect(rateDialog.getByText('Bitte wählen Sie aus, ob Gefahrgut erlaubt ist.')).toBeVisible();
    await rateDialog.getByLabel('Versanddienstleister').fill('Hermes');
    await rateDialog.getByLabel('Land').selectOption({ label: 'Deutschland' });
    await rateDialog.getByLabel('Grundtarif (netto)').fill('3,90');
    await rateDialog.getByLabel('Max. Gewicht (kg)').fill('31,5');
    await rateDialog.getByLabel('Versandart').selectOption({ label: 'Standard' });
    for (const surcharge of ['Gefahrgutzuschlag', 'LQ-Zuschlag', 'NC-Warenzuschlag', 'NC-Maßzuschlag', 'NC-Volumenzuschlag']) await rateDialog.getByLabel(surcharge).fill('2');
    await rateDialog.getByLabel('Gefahrgut erlaubt').selectOption({ label: 'Nein' });
    await rateDialog.getByLabel('LQ-Ware erlaubt').selectOption({ label: 'Ja' });
    await rateDialog.getByLabel('NC-Ware erlaubt').selectOption({ label: 'Ja' });
    await rateDialog.getByRole('button', { name: 'Versandtarif anlegen' }).click();
    await expect(rateDialog).toBeHidden();
    await expect(rates(page).getByRole('row').filter({ hasText: 'Hermes' })).toContainText('3,90');

    // The rate check: a parcel to Germany gets the cheapest fitting rate (Hermes, below the demo's DHL 4,90); France has none.
    const check = page.getByRole('form', { name: 'Versandtarif prüfen' });
    await check.getByLabel('Land').selectOption({ label: 'Deutschland' });
    await check.getByLabel('Gewicht je Paket (kg)').fill('3');
    await check.getByRole('button', { name: 'Versandtarif prüfen' }).click();
    await expect(page.getByText(/Versandkosten: 3,90/)).toBeVisible();
    await check.getByLabel('Land').selectOption({ label: 'Frankreich' });
    await check.getByRole('button', { name: 'Versandtarif prüfen' }).click();
    await expect(page.getByText('Für dieses Land und diese Versandparameter wurde kein Versandtarif gefunden.')).toBeVisible();

    await page.goto('/settings/price-engine/metrics');
    const metrics = page.getByRole('form', { name: 'Kennzahl-Einstellungen' });
    await metrics.getByLabel('Schwellenwert Grün (%)').fill('5');
    await metrics.getByLabel('Schwellenwert Gelb (%)').fill('8');
    await metrics.getByRole('button', { name: 'Kennzahl-Einstellungen speichern' }).click();
    await expect(metrics.getByText('Der Schwellenwert für Grün muss über dem für Gelb liegen.')).toBeVisible();
    await metrics.getByLabel('Schwellenwert Grün (%)').fill('25');
    await metrics.getByRole('button', { name: 'Kennzahl-Einstellungen speichern' }).click();
    await expect(page.getByText('Kennzahl-Einstellungen gespeichert.', { exact: true }).last()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ampel-Vorschau' })).toContainText('Grün: über 25 %');
    await page.reload();
    await expect(page.getByLabel('Schwellenwert Grün (%)')).toHaveValue('25');
    await expect(page.getByLabel('Schwellenwert Gelb (%)')).toHaveValue('8');
  });

  test('admin tightens the guardrails, adds an exchange rate and gives a channel its marketplace settings', async ({ page }) => {
    test.slow();
    await signInAt(page, 'admin@demo.example', '/settings/price-engine');
    await page.getByRole('main').getByRole('link', { name: /Leitplanken/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leitplanken' })).toBeVisible();
    const guardrails = page.getByRole('form', { name: 'Leitplanken-Einstellungen' });
    // The demo company starts with the defaults: at most 20 % per run, never below cost, no MSRP cap, 10 % for "confirm all".
    await expect(guardrails.getByLabel('Max. Preisänderung je Lauf (%)')).toHaveValue('20');
    await expect(guardrails.getByRole('checkbox', { name: /Nie unter Kosten/ })).toBeChecked();
    await expect(guardrails.getByRole('checkbox', { name: /Nie über der UVP/ })).not.toBeChecked();
    await expect(guardrails.getByLabel('„Alle bestätigen“ fragt nach ab einer Änderung von (%)')).toHaveValue('10');
    await guardrails.getByLabel('Max. Preisänderung je Lauf (%)').fill('0');
    await guardrails.getByRole('button', { name: 'Leitplanken speichern' }).click();
    await expect(guardrails.getByText('Bitte geben Sie einen Wert über 0 und höchstens 1000 ein oder lassen Sie das Feld leer.')).toBeVisible();
    await guardrails.getByLabel('Max. Preisänderung je Lauf (%)').fill('12,5');
    await guardrails.getByRole('checkbox', { name: /Nie über der UVP/ }).check();
    await guardrails.getByLabel('„Alle bestätigen“ fragt nach ab einer Änderung von (%)').fill('5');
    await guardrails.getByRole('button', { name: 'Leitplanken speichern' }).click();
    await expect(page.getByText('Leitplanken gespeichert.', { exact: true }).last()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Max. Preisänderung je Lauf (%)')).toHaveValue('12,5');
    await expect(page.getByRole('checkbox', { name: /Nie über der UVP/ })).toBeChecked();
    await expect(page.getByLabel('„Alle bestätigen“ fragt nach ab einer Änderung von (%)')).toHaveValue('5');

    await page.getByRole('link', { name: '‹ Zurück zu den Preis-Engine-Einstellungen' }).click();
    await page.getByRole('main').getByRole('link', { name: /Wechselkurse/ }).click();
    await expect(page.getByText('Es gibt noch keine Wechselkurse.')).toBeVisible();
    await page.getByRole('button', { name: 'Wechselkurs hinzufügen' }).click();
    const rateDialog = page.getByRole('dialog', { name: 'Wechselkurs hinzufügen' });
    await rateDialog.getByRole('button', { name: 'Wechselkurs hinzufügen' }).click();
    await expect(rateDialog.getByText('Bitte geben Sie den Kurs ein.')).toBeVisible();
    await expect(rateDialog.getByText('Bitte geben Sie den Tag ein, ab dem der Kurs gilt.')).toBeVisible();
    await rateDialog.getByLabel('Ausgangswährung').selectOption({ label: 'Euro (EUR)' });
    await rateDialog.getByLabel('Zielwährung').selectOption({ label: 'Euro (EUR)' });
    await expect(rateDialog.getByText('Bitte wählen Sie zwei verschiedene Währungen.')).toBeVisible();
    await rateDialog.getByLabel('Zielwährung').selectOption({ label: 'Polnischer Złoty (PLN)' });
    await rateDialog.getByLabel('Kurs').fill('4,31');
    await rateDialog.getByLabel('Gültig ab').fill('2026-03-01');
    await rateDialog.getByRole('button', { name: 'Wechselkurs hinzufügen' }).click();
    await expect(rateDialog).toBeHidden();
    const rate = exchangeRates(page).getByRole('row').filter({ hasText: 'PLN' });
    await expect(rate).toContainText('1 EUR = 4,31 PLN');
    await expect(rate).toContainText('01.03.2026');
    // Purchase prices without a currency of their own are EUR: a PLN channel converts them with this rate.
    const purchase = page.getByRole('form', { name: 'Währung der Einkaufspreise' });
    await expect(purchase.getByLabel('Einkaufspreise sind in')).toHaveValue('CHANNEL');
    await purchase.getByLabel('Einkaufspreise sind in').selectOption({ label: 'Euro (EUR)' });
    await purchase.getByRole('button', { name: 'Währung speichern' }).click();
    await expect(page.getByText('Währung der Einkaufspreise gespeichert.', { exact: true }).last()).toBeVisible();

    await page.getByRole('link', { name: '‹ Zurück zu den Preis-Engine-Einstellungen' }).click();
    await page.getByRole('main').getByRole('link', { name: /Vertriebskanäle/ }).click();
    await page.getByRole('button', { name: 'Webshop DE bearbeiten' }).click();
    const channelDialog = page.getByRole('dialog', { name: 'Vertriebskanal bearbeiten' });
    await channelDialog.getByLabel('Versandgebühr für Kunden (brutto)').fill('4,955');
    await channelDialog.getByRole('checkbox', { name: 'Provision fällt auch auf die Versandgebühr an' }).check();
    await channelDialog.getByLabel('Min. Aufschlag auf die Gesamtkosten (%)').fill('50');
    await channelDialog.getByLabel('Max. Aufschlag auf die Gesamtkosten (%)').fill('10');
    await channelDialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(channelDialog.getByText('Bitte geben Sie den Betrag mit höchstens zwei Nachkommastellen ein.')).toBeVisible();
    await expect(channelDialog.getByText('Der Mindestaufschlag darf nicht über dem Höchstaufschlag liegen.')).toBeVisible();
    await channelDialog.getByLabel('Versandgebühr für Kunden (brutto)').fill('4,95');
    await channelDialog.getByLabel('Max. Aufschlag auf die Gesamtkosten (%)').fill('120');
    await channelDialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(channelDialog).toBeHidden();
    await expect(channels(page).getByRole('row').filter({ hasText: 'Webshop DE' })).toContainText('Versandgebühr 4,95 EUR · Provision auf Versand · Aufschlag auf die Gesamtkosten 50–120 %');
    await page.reload();
    await page.getByRole('button', { name: 'Webshop DE bearbeiten' }).click();
    const reopened = page.getByRole('dialog', { name: 'Vertriebskanal bearbeiten' });
    await expect(reopened.getByLabel('Versandgebühr für Kunden (brutto)')).toHaveValue('4,95');
    await expect(reopened.getByRole('checkbox', { name: 'Provision fällt auch auf die Versandgebühr an' })).toBeChecked();
    await expect(reopened.getByLabel('Max. Aufschlag auf die Gesamtkosten (%)')).toHaveValue('120');
  });

  test('viewer sees the settings without edit actions', async ({ page }) => {
    await signInAt(page, 'viewer@demo.example', '/settings/price-engine/sales-channels');
    await expect(channels(page).getByRole('row').filter({ hasText: 'Webshop DE' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vertriebskanal anlegen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /bearbeiten|löschen/ })).toHaveCount(0);

    await page.goto('/settings/price-engine/shipping-rates');
    await expect(rates(page).getByRole('row').filter({ hasText: 'Hermes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Versandtarif anlegen' })).toHaveCount(0);

    await page.goto('/settings/price-engine');
    await expect(page.getByLabel('Zeitzone')).toBeDisabled();
    await expect(page.getByRole('button', { name: /speichern/ })).toHaveCount(0);

    // Viewers see the values, no form they cannot send.
    await page.goto('/settings/price-engine/metrics');
    await expect(page.getByRole('region', { name: 'Kennzahl-Einstellungen' }).getByRole('definition')).toContainText(['25 %', '8 %']);
    await expect(page.getByRole('button', { name: 'Kennzahl-Einstellungen speichern' })).toHaveCount(0);

    await page.goto('/settings/price-engine/guardrails');
    await expect(page.getByRole('region', { name: 'Leitplanken-Einstellungen' }).getByRole('definition')).toHaveText(['12,5 %', 'Ja', 'Ja', '5 %']);
    await expect(page.getByRole('button', { name: 'Leitplanken speichern' })).toHaveCount(0);
    await page.goto('/settings/price-engine/exchange-rates');
    await expect(exchangeRates(page).getByRole('row').filter({ hasText: 'PLN' })).toContainText('4,31');
    await expect(page.getByRole('button', { name: 'Wechselkurs hinzufügen' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Währung der Einkaufspreise' })).toContainText('Euro (EUR)');
    await expect(page.getByRole('button', { name: 'Währung speichern' })).toHaveCount(0);
  });
});
