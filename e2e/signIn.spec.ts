import { expect, test } from './support/e2eTest.ts';

const PASSWORD = 'demo-password';

test.describe('sign-in and the authenticated shell', () => {
  test('a signed-out visitor is sent to sign-in and comes back after signing in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/sign-in/);
    await page.getByLabel('E-Mail').fill('admin@demo.example');
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Demo Outdoor GmbH')).toBeVisible();
    await expect(page.getByText('Anna Admin')).toBeVisible();
    await expect(page.getByText('Willkommen zurück, Anna!')).toBeVisible();
  });

  test('wrong credentials are refused with a translated message', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('E-Mail').fill('admin@demo.example');
    await page.getByLabel('Passwort').fill('not-the-password');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('a change made elsewhere shows up live, and Log Out ends the session', async ({ page, request }) => {
    await page.goto('/sign-in');
    await page.getByLabel('E-Mail').fill('maintainer@demo.example');
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Willkommen zurück, Max!')).toBeVisible();

    // Another tab of the same user renames them through the API: the open page follows live.
    const signIn = await request.post('/api/auth/sign-in', { data: { email: 'maintainer@demo.example', password: PASSWORD } });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const profile = (await (await request.get('/api/profile', { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { id: string };
    const renamed = await request.put(`/api/user/${profile.id}`, { headers: { authorization: `Bearer ${accessToken}` }, data: { firstName: 'Maximilian' } });
    expect(renamed.status()).toBe(200);
    await expect(page.getByText('Willkommen zurück, Maximilian!')).toBeVisible();
    await expect(page.getByText('Maximilian Maintainer')).toBeVisible();

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/sign-in/);
  });
});
