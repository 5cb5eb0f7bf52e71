import { expect, test } from './support/e2eTest.ts';
import { toEventToAppend } from '@pm/platform';
import { specEventStore } from './support/eventLog.ts';
import { signInAt } from './support/session.ts';

interface Target {
  companyId: string;
  productId: string;
  name: string;
  ownPrice: number;
  urlId: string;
  sourceId: string;
}

/** A demo product with a German sales price and a competitor offer URL, from the server's log. */
async function findTarget(): Promise<Target> {
  const events = specEventStore('priceAlerts');
  try {
    const products = new Map<string, Partial<Target>>();
    for (const e of await events.readAll()) {
      const data = e.data as Record<string, unknown>;
      const productId = data['productId'] as string | undefined;
      if (!productId) continue;
      const known = products.get(productId) ?? {};
      const pricing = ((data['fields'] ?? data['changes']) as { pricing?: { de?: { salesPrice?: number | null } } } | undefined)?.pricing;
      if (e.type === 'ProductCreated') Object.assign(known, { productId, companyId: data['companyId'] as string, name: (data['fields'] as { name: string }).name });
      if ((e.type === 'ProductCreated' || e.type === 'ProductUpdated') && pricing) known.ownPrice = pricing.de?.salesPrice ?? undefined;
      if (e.type === 'CompetitorUrlAdded' && data['offerType'] === 'COMPETITOR_OFFER' && !known.urlId) Object.assign(known, { urlId: data['urlId'], sourceId: data['sourceId'] });
      products.set(productId, known);
    }
    const target = [...products.values()].find((p) => p.name && p.ownPrice && p.urlId);
    if (!target) throw new Error('no demo product with a German price and a competitor URL');
    return target as Target;
  } finally {
    await events.close();
  }
}

/** The competitor's page as a scrape would record it: the price moves (first level with the own price, then 10 % below it). */
async function competitorPriceMoves(target: Target): Promise<void> {
  const events = specEventStore('priceAlerts');
  try {
    const observed = (price: number) =>
      toEventToAppend(
        {
          type: 'OfferObserved',
          data: {
            urlId: target.urlId,
            productId: target.productId,
            companyId: target.companyId,
            sourceId: target.sourceId,
            jobId: 'e2e-price-move',
            observedAt: new Date().toISOString(),
            pageStatus: 'OK',
            offer: { price: price.toFixed(2), currency: 'EUR', availability: 'InStock' },
            plausibility: 'ACCEPTED',
            flagReason: null,
            comparedWith: null,
          },
        },
        { companyId: target.companyId, userId: 'service:scraper', correlationId: 'e2e', causationId: null },
      );
    await events.append(`offer-${target.urlId}`, [observed(target.ownPrice), observed(Math.round(target.ownPrice * 90) / 100)], 'any');
  } finally {
    await events.close();
  }
}

test.describe('price alerts', () => {
  test('a user sets up "undercuts me by more than 5 %" and the alert appears in the open page when the price moves', async ({ page }) => {
    const target = await findTarget();
    await signInAt(page, 'admin@demo.example', '/settings');
    await page.getByRole('link', { name: /Preisalarme/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preisalarme' })).toBeVisible();
    await expect(page.getByText('Sie haben noch keine Preisalarme.')).toBeVisible();

    await page.getByRole('button', { name: 'Alarmregel anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alarmregel anlegen' });
    await dialog.getByLabel('Name').fill('Unterbietung über 5 %');
    await expect(dialog.getByLabel('Benachrichtigen, wenn')).toHaveValue('UNDERCUT');
    await expect(dialog.getByLabel('Um mehr als (%)')).toHaveValue('5');
    // E-mail needs SMTP, which `npm start` does not configure: the option says why it is off.
    await expect(dialog.getByRole('checkbox', { name: 'Per E-Mail an meine Adresse' })).toBeDisabled();
    await expect(dialog.getByText('E-Mail ist auf diesem Server nicht eingerichtet.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Produkte' }).fill(target.name.slice(0, 20));
    await page.getByRole('option', { name: new RegExp(`^${target.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }).click();
    await expect(dialog.getByRole('listbox', { name: 'Gewählte Produkte' }).or(dialog.getByLabel('Gewählte Produkte'))).toContainText(target.name);
    await dialog.getByRole('button', { name: 'Alarmregel anlegen' }).click();
    await expect(dialog).toHaveCount(0);
    const rules = page.getByRole('list', { name: 'Meine Alarmregeln' });
    await expect(rules).toContainText('Unterbietung über 5 %');
    await expect(rules).toContainText('Ein Wettbewerber unterbietet meinen Preis um mehr als 5 %');

    const bell = page.getByRole('button', { name: /^Benachrichtigungen/ });
    await expect(bell).toHaveAccessibleName('Benachrichtigungen');
    await competitorPriceMoves(target);
    // The live socket brings the alert into the open page: no reload.
    await expect(bell).toHaveAccessibleName('Benachrichtigungen, 1 ungelesen', { timeout: 30_000 });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
    const alert = panel.getByRole('listitem').first();
    await expect(alert).toContainText(/unterbietet Ihren Preis um 10,0\s%/);
    await expect(alert).toContainText(target.name);
    await expect(alert).toContainText('Regel „Unterbietung über 5 %“');
    await expect(alert.getByRole('link', { name: 'Preisanalyse' })).toHaveAttribute('href', `/price-analysis/${target.productId}`);
    await expect(alert.getByRole('link', { name: /Seite des Wettbewerbers/ })).toHaveAttribute('href', /^https?:\/\//);

    await panel.getByRole('button', { name: 'Alle als gelesen markieren' }).click();
    await expect(panel.getByRole('button', { name: 'Alle als gelesen markieren' })).toHaveCount(0);
    await expect(alert.getByRole('button', { name: 'Als gelesen markieren' })).toHaveCount(0);
    await panel.getByRole('link', { name: 'Alle Benachrichtigungen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
    // The panel is closed again (the page behind a modal panel is hidden from assistive technology).
    await expect(bell).toHaveAccessibleName('Benachrichtigungen');
    await expect(page.getByRole('list', { name: 'Alarme' }).getByRole('listitem')).toHaveCount(1);
  });
});
