import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The password `npm start` gives every demo account (playwright.config.ts sets DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'demo-password';

/** Signs in on the German sign-in form (demo users see German) and optionally opens `path`. */
export async function signInAt(page: Page, email: string, path?: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  if (path) await page.goto(path);
}

