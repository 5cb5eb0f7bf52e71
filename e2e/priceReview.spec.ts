import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { seedDemoProposals, type SeededProducts } from './support/proposals.ts';
import { signInAt } from './support/session.ts';

const review = (page: Page) => page.getByRole('table', { name: 'Offene Preisanpassungen' });
const rowOf = (page: Page, sku: string) => review(page).getByRole('row').filter({ hasText: `SKU ${sku}` });

async function reviewAs(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  // Each reviewer in their own browser context (own session), as two people at two screens.
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await signInAt(page, email, '/price-engine/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Preisanpassungen prüfen' })).toBeVisible({ timeout: 30_000 });
  return page;
}

test.describe('price review', () => {
  test.setTimeout(240_000);
  let seeded: SeededProducts;

  test.beforeAll(async ({ request }) => {
    seeded = await seedDemoProposals(request, 'priceReview', 3, 'Webshop');
  });

  test('two reviewers decide live; a stale decision is refused clearly; the trace explains the price; viewers only look', async ({ browser, baseURL }) => {
    const [first, second, third] = seeded.products;
    const admin = await reviewAs(browser, baseURL, 'admin@demo.example');
    const maintainer = await reviewAs(browser, baseURL, 'maintainer@demo.example');
    for (const page of [admin, maintainer]) {
      await expect(review(page).getByRole('row')).toHaveCount(4);
      await expect(page.getByText('Seite 1 von 1 (3 offen)')).toBeVisible();
    }
    // The absolute change by default, the traffic lights of the metrics, the strike price.
    await expect(rowOf(admin, first!.sku)).toContainText('Webshop');
    await expect(rowOf(admin, first!.sku).getByRole('cell').nth(4)).toHaveText(/^[−-]\d+,\d\d\s€$/);
    await expect(rowOf(admin, first!.sku).getByRole('img', { name: /grün|gelb|rot/ }).first()).toBeVisible();

    // The admin confirms the first; the maintainer's list loses it without reloading.
    await rowOf(admin, first!.sku).getByRole('button', { name: `${first!.sku} bestätigen` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Bestätigen' }).click();
    // Several toasts may overlap briefly; the newest is the one this step caused.
    await expect(admin.getByText('1 Preisanpassung bestätigt.', { exact: true }).last()).toBeVisible();
    await expect(rowOf(maintainer, first!.sku)).toHaveCount(0);
    await expect(maintainer.getByText('Seite 1 von 1 (2 offen)')).toBeVisible();

    // The maintainer is about to discard the second when the admin confirms it: told clearly, nothing discarded.
    await rowOf(maintainer, second!.sku).getByRole('button', { name: `${second!.sku} verwerfen` }).click();
    const dialog = maintainer.getByRole('alertdialog');
    await expect(dialog).toContainText(`Vorschlag für ${second!.sku} verwerfen?`);
    await rowOf(admin, second!.sku).getByRole('button', { name: `${second!.sku} bestätigen` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Bestätigen' }).click();
    await expect(rowOf(admin, second!.sku)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Verwerfen' }).click();
    await expect(dialog).toContainText('Jemand anderes hat diese Preisanpassung bereits bestätigt.');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(review(maintainer).getByRole('row')).toHaveCount(2);

    // The confirmed ones wait for pickup; the trace of one explains the price and lists what happened.
    await maintainer.getByRole('link', { name: 'Übermittelte Preisanpassungen' }).click();
    const submitted = maintainer.getByRole('table', { name: 'Übermittelte Preisanpassungen' });
    await expect(submitted.getByRole('row')).toHaveCount(3);
    await expect(submitted.getByRole('row').filter({ hasText: first!.sku })).toContainText('Bestätigt, wartet auf Abholung');
    await submitted.getByRole('link', { name: first!.name }).click();
    await expect(maintainer.getByRole('heading', { level: 1, name: `${first!.name} auf Webshop` })).toBeVisible();
    const trace = maintainer.getByRole('region', { name: 'Entscheidungsweg' });
    await expect(trace).toContainText('1 % below the cheapest competitor (Position 1)');
    await expect(trace).toContainText('1 % günstiger als der günstigste Wettbewerber (ohne Versand)');
    await expect(trace.getByRole('table', { name: 'Wettbewerberangebote' }).getByRole('row')).toHaveCount(2);
    await expect(trace.getByRole('table', { name: 'Schritte' })).toContainText('Beschränkung: Mindestgewinnmarge');
    const trail = maintainer.getByRole('list', { name: 'Prüfpfad' });
    await expect(trail.getByRole('listitem')).toHaveCount(6);
    await expect(trail.getByRole('listitem').first()).toContainText('Wettbewerberpreis erfasst');
    await expect(trail.getByRole('listitem').filter({ hasText: 'Preis vorgeschlagen' })).toContainText('vom Dienst pricing');
    await expect(trail.getByRole('listitem').last()).toContainText('Bestätigt');

    // A viewer sees the pending proposal but no decisions, and why.
    const viewer = await reviewAs(browser, baseURL, 'viewer@demo.example');
    await expect(rowOf(viewer, third!.sku)).toBeVisible();
    await expect(viewer.getByText('Sie dürfen Preisanpassungen nicht bestätigen oder verwerfen. Bitte wenden Sie sich an Ihren Administrator.')).toBeVisible();
    await expect(viewer.getByRole('button', { name: /bestätigen|verwerfen/i })).toHaveCount(0);

    // Confirm selected: the last one goes, the list is empty for everyone.
    await rowOf(admin, third!.sku).getByRole('checkbox', { name: `${third!.sku} auswählen` }).check();
    await admin.getByRole('button', { name: 'Auswahl bestätigen (1)' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Bestätigen' }).click();
    for (const page of [admin, viewer]) await expect(page.getByText('Es gibt keine offenen Preisanpassungen. Ein Lauf der Regel-Engine erzeugt neue.')).toBeVisible();
  });
});
