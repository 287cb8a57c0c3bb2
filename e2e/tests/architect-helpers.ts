import { expect, type Page } from '@playwright/test';

/*
 * Helpers of the architect specs. They drive the real flows of the embedded API (sandbox
 * checkout and portal), never fake the API: records persist under DATA_DIR, so every test
 * uses an e-mail of its own.
 */

export const uniqueEmail = (label: string): string =>
  `arch-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Opens the dashboard as `email` through its inline form. */
export async function openDashboardAs(page: Page, email: string): Promise<void> {
  await page.goto('/architect-method/dashboard');
  const change = page.getByRole('button', { name: 'Use a different e-mail' });
  await expect(change.or(page.getByLabel('E-mail address'))).toBeVisible();
  if (await change.isVisible()) await change.click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Open My Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Plan' })).toBeVisible();
}

/** Pricing → plan button → sandbox checkout → Pay → dashboard. */
export async function subscribe(
  page: Page,
  email: string,
  plan: 'Single Book' | 'Multi-Book',
  start: 'trial' | 'pay now' = 'pay now',
): Promise<void> {
  await page.goto('/architect-method/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  // A browser that already gave its e-mail shows it instead of the field.
  const field = page.getByLabel('E-mail address');
  if (await field.isVisible()) await field.fill(email);
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  if (start === 'pay now') await page.getByLabel('Skip the trial and pay now (status active)').check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/architect-method\/dashboard$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your Plan' })).toBeVisible();
}

/** Creates a project through the dashboard's form and waits for it in the list. */
export async function createProject(page: Page, title: string): Promise<void> {
  const first = page.getByRole('button', { name: 'Create Your First Project' });
  await ((await first.isVisible()) ? first : page.getByRole('button', { name: 'New Project' })).click();
  await page.getByLabel('Project title').fill(title);
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
}

export const badge = (page: Page) => page.getByTestId('subscription-badge');
