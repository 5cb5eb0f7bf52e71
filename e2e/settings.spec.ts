import { expect, test } from './support/e2eTest.ts';
import type { Page } from '@playwright/test';

const PASSWORD = 'demo-password';

// Users this file creates (each e2e run starts from a fresh demo seed).
const MAINTAINER = { first: 'Moritz', last: 'Pflege', email: 'moritz.pflege@demo.example', password: 'maintainer-pass-1' };
const VIEWER = { first: 'Vera', last: 'Blick', email: 'vera.blick@demo.example', password: 'viewer-pass-1' };
const TEMP = { first: 'Tom', last: 'Zeitweise', email: 'tom.zeitweise@demo.example', password: 'temporary-pass-1' };

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Sidebar → Settings → one of the overview cards. */
async function openSettings(page: Page, card?: RegExp) {
  await page.getByRole('link', { name: 'Einstellungen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  if (card) await page.getByRole('link', { name: card }).click();
}

function toast(page: Page, text: string) {
  // Several toasts may overlap briefly; the newest is the one this step caused.
  return page.getByText(text, { exact: true }).last();
}

async function createUser(page: Page, user: typeof MAINTAINER, role: string) {
  await page.getByRole('button', { name: 'Benutzer anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer anlegen' });
  await dialog.getByLabel('Vorname').fill(user.first);
  await dialog.getByLabel('Nachname').fill(user.last);
  await dialog.getByLabel('E-Mail').fill(user.email);
  await dialog.getByLabel('Rolle').selectOption({ label: role });
  await dialog.getByLabel('Passwort').fill(user.password);
  await dialog.getByRole('button', { name: 'Benutzer anlegen' }).click();
}

test.describe.configure({ mode: 'serial' });

test.describe('settings', () => {
  test('language: switch to English at once, kept after reload, and back to German', async ({ page }) => {
    // No page transition: a click while the screen fades in after the reload can land on a radio that is re-rendered.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, 'admin@demo.example');
    await openSettings(page, /^Sprache/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();

    // The radio is controlled by the profile, which the click updates a tick later (optimistic
    // update after cancelling profile fetches): click as a user does, then wait for it to be chosen.
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
    await expect(toast(page, 'Language saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

    await page.getByRole('radio', { name: 'Deutsch' }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
    await expect(toast(page, 'Sprache gespeichert.')).toBeVisible();
  });

  test('user management: required fields, create, duplicate email, edit role, delete with confirmation', async ({ page }) => {
    await signIn(page, 'admin@demo.example');
    await openSettings(page, /^Benutzerverwaltung/);
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' })).toBeVisible();
    const users = page.getByRole('table', { name: 'Benutzer' });
    await expect(users.getByRole('row', { name: /Anna Admin/ })).toContainText('Administrator');

    // An empty create form names every required field.
    await page.getByRole('button', { name: 'Benutzer anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benutzer anlegen' });
    await dialog.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await expect(dialog.getByText('Bitte geben Sie einen Vornamen ein.')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie einen Nachnamen ein.')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie eine E-Mail-Adresse ein.')).toBeVisible();
    await expect(dialog.getByText('Bitte wählen Sie eine Rolle aus.')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie ein Passwort ein.')).toBeVisible();
    await dialog.getByLabel('E-Mail').fill('mia@');
    await expect(dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();

    await createUser(page, MAINTAINER, 'Bearbeiter');
    await expect(toast(page, 'Benutzer erfolgreich angelegt')).toBeVisible();
    await expect(users.getByRole('row', { name: /Moritz Pflege/ })).toContainText('Bearbeiter');

    await createUser(page, VIEWER, 'Betrachter');
    await expect(toast(page, 'Benutzer erfolgreich angelegt')).toBeVisible();
    await expect(users.getByRole('row', { name: /Vera Blick/ })).toContainText('Betrachter');

    // An email that exists already: the server's refusal is shown and the dialog stays open.
    await createUser(page, { ...TEMP, email: 'maintainer@demo.example' }, 'Betrachter');
    await expect(toast(page, 'Diese E-Mail-Adresse wird bereits verwendet.')).toBeVisible();
    await page.getByRole('dialog', { name: 'Benutzer anlegen' }).getByLabel('E-Mail').fill(TEMP.email);
    await page.getByRole('dialog', { name: 'Benutzer anlegen' }).getByRole('button', { name: 'Benutzer anlegen' }).click();
    await expect(toast(page, 'Benutzer erfolgreich angelegt')).toBeVisible();
    const temp = users.getByRole('row', { name: /Tom Zeitweise/ });
    await expect(temp).toContainText('Betrachter');

    // Edit: change the role.
    await temp.getByRole('button', { name: 'Bearbeiten: Tom Zeitweise' }).click();
    const edit = page.getByRole('dialog', { name: 'Benutzer bearbeiten' });
    await expect(edit.getByLabel('E-Mail')).toHaveValue(TEMP.email);
    await edit.getByLabel('Rolle').selectOption({ label: 'Bearbeiter' });
    await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(toast(page, 'Benutzer aktualisiert.')).toBeVisible();
    await expect(temp).toContainText('Bearbeiter');

    // Delete: asks first; cancelling keeps the user.
    await temp.getByRole('button', { name: 'Löschen: Tom Zeitweise' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Benutzer löschen?' });
    await expect(confirm).toContainText('Tom Zeitweise kann sich danach nicht mehr anmelden.');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(temp).toBeVisible();
    await temp.getByRole('button', { name: 'Löschen: Tom Zeitweise' }).click();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page, 'Benutzer gelöscht.')).toBeVisible();
    await expect(temp).toBeHidden();

    // Nobody can delete themselves.
    await expect(users.getByRole('row', { name: /Anna Admin/ }).getByRole('button', { name: 'Löschen: Anna Admin' })).toBeDisabled();
  });

  test('the admin sees and saves company details', async ({ page }) => {
    await signIn(page, 'admin@demo.example');
    await openSettings(page);
    const company = page.getByRole('region', { name: 'Firmendaten' });
    await expect(company.getByLabel('Firmenname')).toHaveValue('Demo Outdoor GmbH');
    await company.getByLabel('Firmenname').fill('');
    await company.getByLabel('Logo-URL').fill('kein-link');
    await company.getByRole('button', { name: 'Firmendaten speichern' }).click();
    await expect(company.getByText('Bitte geben Sie den Firmennamen ein.')).toBeVisible();
    await expect(company.getByText('Bitte geben Sie eine gültige URL ein, die mit https:// oder http:// beginnt.')).toBeVisible();

    await company.getByLabel('Firmenname').fill('Demo Outdoor AG');
    await company.getByLabel('Logo-URL').fill('');
    await company.getByLabel('Hauptland').selectOption({ label: 'Österreich' });
    await company.getByRole('button', { name: 'Firmendaten speichern' }).click();
    await expect(toast(page, 'Firmendaten gespeichert.')).toBeVisible();
    // The shell follows at once.
    await expect(page.getByText('Demo Outdoor AG').first()).toBeVisible();

    // The company's own shops (spec §3): a name twice is refused on its row, then saved.
    const ownShops = company.getByRole('form', { name: 'Eigene Shops' });
    await ownShops.getByRole('button', { name: 'Eigenen Shop hinzufügen' }).click();
    await ownShops.getByLabel('Shopname 1').fill('Demo Outdoor Shop');
    await ownShops.getByLabel('Webadresse 1').fill('https://shop.demo-outdoor.example/');
    await ownShops.getByRole('button', { name: 'Eigenen Shop hinzufügen' }).click();
    await ownShops.getByLabel('Shopname 2').fill('demo-outdoor shop');
    await ownShops.getByLabel('Webadresse 2').fill('https://outlet.demo-outdoor.example/');
    await ownShops.getByRole('button', { name: 'Eigene Shops speichern' }).click();
    await expect(ownShops.getByText('Dieser Name steht schon in der Liste.')).toBeVisible();
    await ownShops.getByLabel('Shopname 2').fill('Demo Outdoor Outlet');
    await ownShops.getByRole('button', { name: 'Eigene Shops speichern' }).click();
    await expect(toast(page, 'Eigene Shops gespeichert.')).toBeVisible();
    await ownShops.getByRole('button', { name: 'Eigenen Shop 1 entfernen' }).click();
    await expect(ownShops.getByLabel('Shopname 1')).toHaveValue('Demo Outdoor Outlet');
  });

  test('a maintainer has no user management, but can change personal details', async ({ page }) => {
    await signIn(page, MAINTAINER.email, MAINTAINER.password);
    await openSettings(page);
    await expect(page.getByRole('link', { name: /^Benutzerverwaltung/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Firmendaten' })).toHaveCount(0);

    await page.goto('/settings/user-management');
    await expect(page.getByText('Sie dürfen dies nicht tun. Bitte wenden Sie sich an Ihren Administrator.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Benutzer anlegen' })).toHaveCount(0);

    await openSettings(page, /^Persönliche Daten/);
    await page.getByLabel('Vorname').fill('');
    await page.getByRole('button', { name: 'Persönliche Daten speichern' }).click();
    await expect(page.getByText('Bitte geben Sie einen Vornamen ein.')).toBeVisible();
    await page.getByLabel('Vorname').fill('Mo');
    await page.getByRole('button', { name: 'Persönliche Daten speichern' }).click();
    await expect(toast(page, 'Ihre persönlichen Daten sind gespeichert.')).toBeVisible();
    // The shell shows the new name.
    await expect(page.getByText('Mo Pflege')).toBeVisible();
  });

  test('a viewer cannot change company data; changes the password and signs in with it', async ({ page, browser }) => {
    await signIn(page, VIEWER.email, VIEWER.password);
    await openSettings(page);
    await expect(page.getByText('Firmendaten und Benutzer werden von Ihrem Administrator verwaltet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Firmendaten' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Firmendaten speichern' })).toHaveCount(0);
    await page.goto('/settings/user-management');
    await expect(page.getByText('Sie dürfen dies nicht tun. Bitte wenden Sie sich an Ihren Administrator.')).toBeVisible();

    await openSettings(page, /^Persönliche Daten/);
    const password = page.getByRole('region', { name: 'Passwort' });
    await password.getByLabel('Aktuelles Passwort').fill('not-my-password');
    await password.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('viewer-pass-2');
    await password.getByLabel('Neues Passwort wiederholen').fill('viewer-pass-2');
    await password.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(password.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();

    await password.getByLabel('Aktuelles Passwort').fill(VIEWER.password);
    await password.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(toast(page, 'Ihr Passwort wurde geändert.')).toBeVisible();
    await expect(password.getByLabel('Aktuelles Passwort')).toHaveValue('');

    const other = await browser.newPage();
    await signIn(other, VIEWER.email, 'viewer-pass-2');
    await other.close();
  });

  test('a refusal by the server (role taken away meanwhile) shows the talk-to-your-administrator message', async ({ page, request }) => {
    // No live updates on this page, so it still believes Anna is an administrator when she submits.
    await page.routeWebSocket('**/api/live', () => undefined);
    await signIn(page, 'admin@demo.example');
    await openSettings(page, /^Benutzerverwaltung/);
    await page.getByRole('button', { name: 'Benutzer anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benutzer anlegen' });
    await dialog.getByLabel('Vorname').fill(TEMP.first);
    await dialog.getByLabel('Nachname').fill(TEMP.last);
    await dialog.getByLabel('E-Mail').fill('too.late@demo.example');
    await dialog.getByLabel('Rolle').selectOption({ label: 'Betrachter' });
    await dialog.getByLabel('Passwort').fill(TEMP.password);

    // Meanwhile the platform admin makes Anna a viewer.
    const tokens = (await (await request.post('/api/auth/sign-in', { data: { email: 'platform@demo.example', password: PASSWORD } })).json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    const { company } = (await (await request.get('/api/profile', { headers })).json()) as { company: { id: string } };
    const users = (await (await request.get(`/api/company/${company.id}/users`, { headers })).json()) as { id: string; email: string }[];
    const anna = users.find((user) => user.email === 'admin@demo.example');
    if (!anna) throw new Error('The demo administrator is missing');
    const annaPath = `/api/company/${company.id}/user/${anna.id}`;
    expect((await request.put(annaPath, { headers, data: { role: 'COMPANY_VIEWER' } })).status()).toBe(200);

    await dialog.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await expect(toast(page, 'Sie dürfen dies nicht tun. Bitte wenden Sie sich an Ihren Administrator.')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Sie dürfen dies nicht tun. Bitte wenden Sie sich an Ihren Administrator.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    expect((await request.put(annaPath, { headers, data: { role: 'COMPANY_ADMIN' } })).status()).toBe(200);
  });
});
