import { expect, test } from './support/e2eTest.ts';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { streams } from '@pm/contracts/events';
import { proposalFixture } from '@pm/contracts/testing';
import { seedProposals } from '@pm/deploy/testing';
import { createSqliteEventStore, toEventToAppend } from '@pm/platform';
import { eventStorePath, seedDemoProposals, type SeededProducts } from './support/proposals.ts';
import { DEMO_PASSWORD, signInAt } from './support/session.ts';

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
    await expect(trail.getByRole('listitem').filter({ hasText: 'Preis vorgeschlagen' })).toContainText('vom Preisdienst');
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

/** Proposals of chosen sizes in their own channel, and a later run whose 20 % guardrail held one price. */
async function seedPlausibility(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.example', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { accessToken: string }).accessToken}` };
  const profile = (await (await request.get('/api/profile', { headers })).json()) as { id: string; company: { id: string } };
  const companyId = profile.company.id;
  const page = (await (await request.get(`/api/company/${companyId}/products?pageSize=4&sort=sku&order=asc`, { headers })).json()) as { items: { id: string; sku: string; name: string }[] };
  const [a, b, c, d] = page.items;
  // −40 %, +8 % and +15 %: two above the default threshold of 10 %.
  const products = [
    { productId: a!.id, sku: a!.sku, name: a!.name, oldPrice: 100, newPrice: 60 },
    { productId: b!.id, sku: b!.sku, name: b!.name, oldPrice: 50, newPrice: 54 },
    { productId: c!.id, sku: c!.sku, name: c!.name, oldPrice: 80, newPrice: 92 },
  ];
  const channelId = crypto.randomUUID();
  const store = createSqliteEventStore({ path: eventStorePath('priceReview') });
  try {
    await seedProposals(store, { companyId, channelId, channelName: 'Marktplatz', createChannel: true, products, requestedBy: profile.id });
    // A later run: the guardrail held 24,99 € → 17,49 € of the fourth product (written finished, so no service resumes it).
    const runId = crypto.randomUUID();
    const fixture = proposalFixture({ adjustmentId: runId, runId, companyId, productId: d!.id, sku: d!.sku, productName: d!.name, channelId, channelName: 'Marktplatz', oldPrice: 24.99, newPrice: 17.49 });
    const trace = { ...fixture.trace, costs: { ...fixture.trace.costs, currentPrice: 24.99 }, outcome: 'CONSTRAINTS_NOT_MET' as const, reason: 'GUARDRAIL_MAX_CHANGE', proposedPrice: 17.49, guardrail: { name: 'MAX_CHANGE' as const, limit: 20, bound: 19.99 } };
    const meta = { companyId, userId: 'service:pricing', correlationId: runId, causationId: null };
    const now = Date.now() + 60_000;
    const at = (ms: number) => new Date(now + ms).toISOString();
    await store.append(streams.pricingRun(runId), [
      toEventToAppend({ type: 'PricingRunRequested', data: { runId, companyId, trigger: 'USER', requestedBy: profile.id, requestedAt: at(0) } }, { ...meta, userId: profile.id }),
      toEventToAppend({ type: 'PricingRunStarted', data: { runId, companyId, startedAt: at(10), productCount: 1, channelCount: 1, ruleCount: 1, channels: [{ channelId, name: 'Marktplatz' }], rules: [{ ruleId: fixture.trace.rule.ruleId, name: fixture.trace.rule.name, position: 1 }] } }, meta),
      toEventToAppend({
        type: 'PricingRunOutcomesRecorded',
        data: { runId, companyId, outcomes: [{ productId: d!.id, sku: d!.sku, channelId, outcome: 'CONSTRAINTS_NOT_MET', ruleId: fixture.trace.rule.ruleId, reason: 'GUARDRAIL_MAX_CHANGE', adjustmentId: null, held: { productName: d!.name, trace } }] },
      }, meta),
      toEventToAppend({ type: 'PricingRunCompleted', data: { runId, companyId, completedAt: at(30), durationMs: 20, counts: { EXECUTED: 0, OVERWRITTEN: 0, ERROR: 0, TARGET_FULFILLED: 0, CONSTRAINTS_NOT_MET: 1 }, proposals: 0, unmatched: 0 } }, meta),
    ]);
  } finally {
    await store.close();
  }
  return { products, held: d! };
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

test.describe('plausibility and one price', () => {
  test.setTimeout(240_000);
  let seeded: Awaited<ReturnType<typeof seedPlausibility>>;

  test.beforeAll(async ({ request }) => {
    seeded = await seedPlausibility(request);
  });

  test('on a phone the proposals are cards with the price change and the decision in view', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInAt(page, 'maintainer@demo.example', '/price-engine/review');
    const cards = page.getByRole('list', { name: 'Offene Preisanpassungen' });
    const [a] = seeded.products;
    const card = cards.getByRole('listitem').filter({ hasText: `SKU ${a!.sku}` });
    await expect(card).toContainText('100,00 € → 60,00 €');
    await expect(card).toContainText('-40,00 €');
    await expectInView(page, card.getByRole('button', { name: `${a!.sku} bestätigen` }));
    await expectInView(page, card.getByRole('button', { name: `${a!.sku} verwerfen` }));
    // Sorting needs no column headers on a phone.
    await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption({ label: 'Größte Änderung (Prozent) zuerst' });
    await expect(cards.getByRole('listitem').first()).toContainText(a!.sku);
    // The submitted list is cards too.
    await page.getByRole('link', { name: 'Übermittelte Preisanpassungen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Übermittelte Preisanpassungen' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Übermittelte Preisanpassungen' }).getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('largest changes first, changes above N %, held prices with their trace, the price confirmed is the price in the submitted list and the feed, and "confirm all" asks again', async ({ browser, baseURL }) => {
    const [a, b, c] = seeded.products;
    const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInAt(page, 'admin@demo.example', '/price-engine/review');
    const table = review(page);
    await expect(table.getByRole('row')).toHaveCount(4);

    // Compact rows: a pricing manager sees many at once; nothing lies beyond the right edge.
    const row = rowOf(page, a!.sku);
    expect((await row.boundingBox())!.height).toBeLessThan(100);
    await expectInView(page, row.getByRole('button', { name: `${a!.sku} verwerfen` }));
    await expectInView(page, table.getByRole('columnheader', { name: 'Aktionen' }));

    // Largest change in percent first, then only changes above 10 %.
    await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption({ label: 'Größte Änderung (Prozent) zuerst' });
    await expect(table.getByRole('row').nth(1)).toContainText(a!.sku);
    await expect(table.getByRole('row').nth(2)).toContainText(c!.sku);
    await expect(table.getByRole('row').nth(3)).toContainText(b!.sku);
    await page.getByRole('textbox', { name: 'Nur Änderungen über' }).fill('10');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(rowOf(page, b!.sku)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Nur Änderungen über' }).fill('');
    await expect(table.getByRole('row')).toHaveCount(4);

    // Held by guardrails: the latest run's held price, which guardrail, and why.
    await page.getByRole('tab', { name: 'Von Leitplanken angehalten' }).click();
    const held = page.getByRole('table', { name: 'Von Leitplanken angehalten' }).getByRole('row').filter({ hasText: seeded.held.sku });
    await expect(held).toContainText('24,99 €');
    await expect(held).toContainText('17,49 €');
    await expect(held).toContainText('-30,0 %');
    await expect(held).toContainText('Maximale Änderung pro Lauf (20 %)');
    await held.getByRole('link', { name: `Warum? (Entscheidungsweg von ${seeded.held.sku})` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${seeded.held.name} auf Marktplatz: von einer Leitplanke angehalten` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Entscheidungsweg' })).toBeVisible();
    await page.getByRole('link', { name: 'Von Leitplanken angehalten' }).click();
    await expect(page.getByRole('tab', { name: 'Von Leitplanken angehalten' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Offene Vorschläge' }).click();

    // One price everywhere: the shop price confirmed here is the one in the submitted list, the feed preview and the feed.
    const confirmed = rowOf(page, b!.sku);
    await expect(confirmed.getByRole('cell').nth(3)).toContainText('50,00 € → 54,00 €');
    const price = ((await confirmed.getByRole('cell').nth(3).locator('strong').textContent()) ?? '').trim();
    expect(price.replace(/\s/g, ' ')).toBe('54,00 €');
    await confirmed.getByRole('button', { name: `${b!.sku} bestätigen` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Bestätigen' }).click();
    await expect(rowOf(page, b!.sku)).toHaveCount(0);
    await page.getByRole('link', { name: 'Übermittelte Preisanpassungen' }).click();
    const submitted = page.getByRole('table', { name: 'Übermittelte Preisanpassungen' }).getByRole('row').filter({ hasText: b!.sku }).filter({ hasText: 'Marktplatz' });
    await expect(submitted.locator('strong')).toHaveText(price);
    await page.getByRole('link', { name: /^Ausgabe-Feed: Feed-URLs/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ausgabe-Feed' })).toBeVisible();
    const channel = page.getByRole('region', { name: 'Feed von Marktplatz' });
    await channel.getByRole('button', { name: 'Vorschau anzeigen' }).click();
    const feedRow = channel.getByRole('table', { name: 'Feed-Vorschau von Marktplatz' }).getByRole('row', { name: new RegExp(b!.sku) });
    await expect(feedRow.getByRole('cell').nth(1)).toHaveText(price);
    // And the feed the shop pulls: a feed id, then the CSV line of this SKU carries the same price.
    await page.getByRole('button', { name: 'Feed-ID erzeugen' }).click();
    await page.getByRole('alertdialog', { name: 'Feed-ID erzeugen?' }).getByRole('button', { name: 'Feed-ID erzeugen' }).click();
    const urlField = channel.getByLabel('Feed-URL (CSV) von Marktplatz');
    await expect(urlField).toHaveValue(/\.csv$/);
    const csvUrl = await urlField.inputValue();
    const csv = await (await page.request.get(csvUrl)).text();
    expect(csv.split('\r\n').find((line) => line.startsWith(`${b!.sku},`))).toMatch(new RegExp(`^${b!.sku},54\\.00,`));

    // "Confirm all" asks again: two proposals change by more than the company's 10 %, the largest by −40 %.
    await page.goto('/price-engine/review');
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Alle bestätigen' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Alle offenen Preisanpassungen bestätigen?');
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(dialog).toContainText('Einige Preise ändern sich um mehr als 10 %');
    await expect(dialog).toContainText(`2 offene Vorschläge ändern ihren Preis um mehr als 10 %; die größte Änderung ist -40,0 % (${a!.sku}).`);
    await dialog.getByRole('button', { name: 'Erst die großen Änderungen zeigen' }).click();
    await expect(page.getByRole('textbox', { name: 'Nur Änderungen über' })).toHaveValue('10');
    await expect(table.getByRole('row').nth(1)).toContainText(a!.sku);
    await page.getByRole('button', { name: 'Alle bestätigen' }).click();
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await dialog.getByRole('button', { name: 'Trotzdem alle bestätigen' }).click();
    await expect(page.getByText('2 Preisanpassungen bestätigt.', { exact: true }).last()).toBeVisible();
    await context.close();
  });
});
