import { expect, test } from './support/e2eTest.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/session.ts';

/**
 * Issue 13's "done when": the README's "Trying the price engine" walk succeeds by clicking only (no
 * typed URL after the sign-in at '/'), in German on a desktop (1440×900) and in English on a phone
 * (390×844): a sales channel, a rule "1 % cheaper than the cheapest competitor, margin at least
 * 15 %", a run of the rule engine, a proposal confirmed and one discarded, a decision trace, the
 * confirmed price in the submitted list and, fetched as the ERP does, in the channel's CSV feed.
 * On the phone every action is reached without scrolling sideways.
 */

const TEXT = {
  de: {
    mainNav: 'Hauptnavigation',
    more: 'Mehr',
    settings: 'Einstellungen',
    language: 'Sprache',
    priceEngine: 'Preis-Engine',
    priceEngineSettings: 'Preis-Engine-Einstellungen',
    salesChannels: 'Vertriebskanäle',
    priceRules: 'Preisregeln',
    outputFeed: 'Ausgabe-Feed',
    ruleEngine: 'Regel-Engine',
    createChannel: 'Vertriebskanal anlegen',
    name: 'Name',
    country: 'Land',
    germany: 'Deutschland',
    currency: 'Währung',
    commission: 'Provisionssatz (%)',
    vat: 'Mehrwertsteuersatz (%)',
    createRule: 'Preisregel anlegen',
    salesChannel: 'Vertriebskanal',
    targetType: 'Zielart',
    difference: 'Abstand (%)',
    minMargin: 'Minimale Gewinnmarge (%)',
    startEngine: 'Regel-Engine starten',
    runs: 'Regel-Engine-Läufe',
    completed: 'Abgeschlossen',
    review: 'Preisanpassungen prüfen',
    pending: 'Offene Preisanpassungen',
    confirmSku: (sku: string) => `${sku} bestätigen`,
    discardSku: (sku: string) => `${sku} verwerfen`,
    confirm: 'Bestätigen',
    discard: 'Verwerfen',
    trace: 'Entscheidungsweg',
    auditTrail: 'Prüfpfad',
    submitted: 'Übermittelte Preisanpassungen',
    generateFeedId: 'Feed-ID erzeugen',
    generateFeedIdQuestion: 'Feed-ID erzeugen?',
    feedOf: (name: string) => `Feed von ${name}`,
    feedCsvOf: (name: string) => `Feed-URL (CSV) von ${name}`,
  },
  en: {
    mainNav: 'Main navigation',
    more: 'More',
    settings: 'Settings',
    language: 'Language',
    priceEngine: 'Price engine',
    priceEngineSettings: 'Price engine settings',
    salesChannels: 'Sales channels',
    priceRules: 'Price rules',
    outputFeed: 'Output feed',
    ruleEngine: 'Rule engine',
    createChannel: 'Create sales channel',
    name: 'Name',
    country: 'Country',
    germany: 'Germany',
    currency: 'Currency',
    commission: 'Commission rate (%)',
    vat: 'VAT rate (%)',
    createRule: 'Create price rule',
    salesChannel: 'Sales channel',
    targetType: 'Type of target',
    difference: 'Difference (%)',
    minMargin: 'Minimum profit margin (%)',
    startEngine: 'Start rule engine',
    runs: 'Rule engine runs',
    completed: 'Completed',
    review: 'Review price adjustments',
    pending: 'Pending price adjustments',
    confirmSku: (sku: string) => `Confirm ${sku}`,
    discardSku: (sku: string) => `Discard ${sku}`,
    confirm: 'Confirm',
    discard: 'Discard',
    trace: 'Decision trace',
    auditTrail: 'Audit trail',
    submitted: 'Submitted price adjustments',
    generateFeedId: 'Generate feed id',
    generateFeedIdQuestion: 'Generate a feed id?',
    feedOf: (name: string) => `Feed of ${name}`,
    feedCsvOf: (name: string) => `Feed URL (CSV) of ${name}`,
  },
} as const;
type Texts = (typeof TEXT)['de'] | (typeof TEXT)['en'];

/** The demo web is scraped within about half a minute of the start: wait until most products have a cheapest competitor. */
async function waitForCompetitorPrices(request: APIRequestContext): Promise<void> {
  const signedIn = await request.post('/api/auth/sign-in', { data: { email: 'admin@demo.example', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { accessToken: string }).accessToken}` };
  const profile = (await (await request.get('/api/profile', { headers })).json()) as { company: { id: string } };
  await expect
    .poll(
      async () => {
        const page = (await (await request.get(`/api/company/${profile.company.id}/price-analysis?pageSize=50`, { headers })).json()) as { items: { cheapest: unknown }[] };
        return page.items.filter((item) => item.cheapest !== null).length;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(20);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** A price as shown ("208,77 €", "€208.77") as a number. */
function priceOf(shown: string, locale: 'de' | 'en'): number {
  const digits = shown.replace(/[^\d.,-]/g, '');
  return Number(locale === 'de' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''));
}

interface Walk {
  page: Page;
  text: Texts;
  phone: boolean;
}

/** An action the user takes: in view, within the viewport's width, the page not scrolling sideways; then clicked. */
async function reach(walk: Walk, target: Locator): Promise<Locator> {
  await expect(target).toBeVisible();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const width = walk.page.viewportSize()?.width ?? 0;
  expect(box, 'the action has a box').not.toBeNull();
  expect(box!.x, 'the action starts inside the viewport').toBeGreaterThanOrEqual(-1);
  expect(box!.x + box!.width, 'the action ends inside the viewport').toBeLessThanOrEqual(width + 1);
  await expectNoSidewaysScroll(walk.page);
  return target;
}
async function click(walk: Walk, target: Locator): Promise<void> {
  await (await reach(walk, target)).click();
}

/** An entry of the main navigation: the sidebar on a desktop; the tab bar, or "more" and its list, on a phone. */
async function navigate(walk: Walk, entry: string): Promise<void> {
  const nav = walk.page.getByRole('navigation', { name: walk.text.mainNav });
  const direct = nav.getByRole('link', { name: entry, exact: true });
  if (!walk.phone || (await direct.count()) > 0) return click(walk, direct);
  await click(walk, nav.getByRole('link', { name: walk.text.more, exact: true }));
  await click(walk, walk.page.getByRole('navigation', { name: walk.text.more, exact: true }).getByRole('link', { name: entry, exact: true }));
}

/** Settings › <card> (› <card>): the main navigation, then the hub's cards. */
async function openSettings(walk: Walk, card: string, subCard?: string): Promise<void> {
  const { page, text } = walk;
  await navigate(walk, text.settings);
  await expect(page.getByRole('heading', { level: 1, name: text.settings })).toBeVisible();
  await click(walk, page.getByRole('navigation', { name: text.settings, exact: true }).getByRole('link', { name: new RegExp(`^${card}`) }));
  if (!subCard) return;
  await expect(page.getByRole('heading', { level: 1, name: text.priceEngineSettings })).toBeVisible();
  await click(walk, page.getByRole('navigation', { name: text.priceEngineSettings }).getByRole('link', { name: new RegExp(`^${subCard}`) }));
  await expect(page.getByRole('heading', { level: 1, name: subCard })).toBeVisible();
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('E-Mail').fill('admin@demo.example');
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const VARIANTS = [
  { locale: 'de', label: 'German on a desktop (1440×900)', viewport: { width: 1440, height: 900 }, phone: false, channel: 'Webshop Desktop DE', rule: '1 % unter Wettbewerb' },
  { locale: 'en', label: 'English on a phone (390×844)', viewport: { width: 390, height: 844 }, phone: true, channel: 'Phone shop DE', rule: '1 % below competitors' },
] as const;

test.describe.configure({ mode: 'serial' });

for (const variant of VARIANTS) {
  test(`the README's price-engine walk by clicking only: ${variant.label}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(300_000);
    const started = Date.now();
    await waitForCompetitorPrices(request);
    const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport: variant.viewport, ...(variant.phone ? { isMobile: true, hasTouch: true } : {}) });
    const page = await context.newPage();
    const text: Texts = TEXT[variant.locale];
    const walk: Walk = { page, text, phone: variant.phone };
    const { channel, rule } = variant;

    // 0. Signed in (the demo users see German); the English variant switches its language as a user does.
    await signIn(page);
    if (variant.locale === 'en') {
      await openSettings({ ...walk, text: TEXT.de }, TEXT.de.language);
      await page.getByRole('radio', { name: 'English' }).check();
      await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    } else {
      await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    }

    // 1. Settings › Price engine › Sales channels → a channel: Germany, EUR, VAT 19 %.
    await openSettings(walk, text.priceEngine, text.salesChannels);
    await click(walk, page.getByRole('button', { name: text.createChannel }));
    const channelDialog = page.getByRole('dialog', { name: text.createChannel });
    await (await reach(walk, channelDialog.getByLabel(text.name))).fill(channel);
    await (await reach(walk, channelDialog.getByLabel(text.country))).selectOption({ label: text.germany });
    await (await reach(walk, channelDialog.getByLabel(text.currency))).selectOption({ label: 'Euro (EUR)' });
    await (await reach(walk, channelDialog.getByLabel(text.commission))).fill('0');
    await (await reach(walk, channelDialog.getByLabel(text.vat))).fill('19');
    await click(walk, channelDialog.getByRole('button', { name: text.createChannel }));
    await expect(channelDialog).toBeHidden();
    await expect(page.getByRole('main').getByText(channel).first()).toBeVisible();

    // 2. Settings › Price engine › Price rules → "1 % cheaper than the cheapest competitor, margin at least 15 %" for that channel.
    await openSettings(walk, text.priceEngine, text.priceRules);
    await click(walk, page.getByRole('button', { name: text.createRule }));
    const ruleDialog = page.getByRole('dialog', { name: text.createRule });
    await (await reach(walk, ruleDialog.getByLabel(text.name))).fill(rule);
    await (await reach(walk, ruleDialog.getByRole('combobox', { name: text.salesChannel, exact: true }))).selectOption({ label: channel });
    await expect(ruleDialog.getByLabel(text.targetType)).toHaveValue('CHEAPEST_COMPETITOR');
    await (await reach(walk, ruleDialog.getByLabel(text.difference))).fill('1');
    await (await reach(walk, ruleDialog.getByLabel(text.minMargin))).fill('15');
    await click(walk, ruleDialog.getByRole('button', { name: text.createRule }));
    await expect(ruleDialog).toBeHidden();
    await expect(page.getByRole('main').getByText(rule).first()).toBeVisible();

    // 3. Price engine › Rule engine → "Start rule engine"; the run completes.
    await navigate(walk, text.priceEngine);
    await expect(page.getByRole('heading', { level: 1, name: text.priceEngine })).toBeVisible();
    await click(walk, page.getByRole('main').getByRole('link', { name: text.ruleEngine, exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: text.ruleEngine })).toBeVisible();
    await click(walk, page.getByRole('button', { name: text.startEngine }));
    const runs = page.getByRole(variant.phone ? 'list' : 'table', { name: text.runs });
    const latestRun = variant.phone ? runs.getByRole('listitem').first() : runs.getByRole('row').nth(1);
    await expect(latestRun).toContainText(text.completed, { timeout: 60_000 });

    // 4. Price engine › Review: the channel's proposals.
    await navigate(walk, text.priceEngine);
    await click(walk, page.getByRole('main').getByRole('link', { name: text.review, exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: text.review })).toBeVisible();
    const pending = page.getByRole(variant.phone ? 'list' : 'table', { name: text.pending });
    const items = pending.getByRole(variant.phone ? 'listitem' : 'row').filter({ hasText: channel }).filter({ hasText: /SKU / });
    await expect.poll(async () => items.count(), { timeout: 60_000 }).toBeGreaterThan(2);
    const skuOf = async (item: Locator) => /SKU ([A-Z]{2}-\d+)/.exec((await item.textContent()) ?? '')?.[1] ?? '';
    const [confirmed, discarded, traced] = [await skuOf(items.nth(0)), await skuOf(items.nth(1)), await skuOf(items.nth(2))];
    expect(new Set([confirmed, discarded, traced]).size).toBe(3);
    const itemOf = (sku: string) => items.filter({ hasText: new RegExp(`SKU ${sku}(?!\\d)`) });

    // 5. Confirm one, discard one.
    const confirmedShown = ((await itemOf(confirmed).locator('strong').first().textContent()) ?? '').trim();
    const confirmedPrice = priceOf(confirmedShown, variant.locale);
    expect(confirmedPrice).toBeGreaterThan(0);
    await click(walk, itemOf(confirmed).getByRole('button', { name: text.confirmSku(confirmed) }));
    await click(walk, page.getByRole('alertdialog').getByRole('button', { name: text.confirm, exact: true }));
    await expect(itemOf(confirmed)).toHaveCount(0);
    await click(walk, itemOf(discarded).getByRole('button', { name: text.discardSku(discarded) }));
    await click(walk, page.getByRole('alertdialog').getByRole('button', { name: text.discard, exact: true }));
    await expect(itemOf(discarded)).toHaveCount(0);

    // 6. A proposal's decision trace and audit trail.
    await click(walk, itemOf(traced).getByRole('link').first());
    const trace = page.getByRole('region', { name: text.trace });
    await expect(trace).toContainText(rule);
    await expect(page.getByRole('list', { name: text.auditTrail }).getByRole('listitem').first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    // 7. Back to the review, on to the submitted list: the confirmed price, the same number.
    await click(walk, page.getByRole('main').getByRole('link', { name: text.review, exact: true }).first());
    await click(walk, page.getByRole('main').getByRole('link', { name: text.submitted, exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: text.submitted })).toBeVisible();
    const submitted = page.getByRole(variant.phone ? 'list' : 'table', { name: text.submitted });
    const submittedItem = submitted.getByRole(variant.phone ? 'listitem' : 'row').filter({ hasText: new RegExp(`SKU ${confirmed}(?!\\d)`) }).filter({ hasText: channel });
    await expect(submittedItem).toHaveCount(1);
    await expect(submittedItem.locator('strong').first()).toHaveText(confirmedShown);
    await expectNoSidewaysScroll(page);

    // 8. Settings › Price engine › Output feed → a feed id (if none yet) and the channel's feed URLs.
    await openSettings(walk, text.priceEngine, text.outputFeed);
    const generate = page.getByRole('button', { name: text.generateFeedId, exact: true });
    const feed = page.getByRole('region', { name: text.feedOf(channel) });
    const feedUrl = feed.getByLabel(text.feedCsvOf(channel));
    await expect(generate.or(feedUrl).first()).toBeVisible();
    if (await generate.isVisible()) {
      await click(walk, generate);
      await click(walk, page.getByRole('alertdialog', { name: text.generateFeedIdQuestion }).getByRole('button', { name: text.generateFeedId }));
    }
    await expect(feedUrl).toHaveValue(/\/api\/feed\/.+\.csv$/);
    await reach(walk, feedUrl);

    // 9. Outside the UI, as the ERP: the CSV at the URL shown has the confirmed SKU at the confirmed price.
    const csv = await request.get(await feedUrl.inputValue());
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('sku,price,strike_price,strike_price_until,currency,adjustment_id,confirmed_at');
    const line = lines.slice(1).find((row) => row.split(',')[0] === confirmed);
    expect(line, `${confirmed} in the feed of ${channel}`).toBeDefined();
    expect(Number(line!.split(',')[1])).toBe(confirmedPrice);
    expect(lines.slice(1).map((row) => row.split(',')[0])).not.toContain(discarded);

    test.info().annotations.push({ type: 'walk', description: `${variant.label}: ${Math.round((Date.now() - started) / 1000)} s; ${confirmed} confirmed at ${confirmedShown}` });
    await context.close();
  });
}
