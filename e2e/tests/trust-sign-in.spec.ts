import { test, expect, expectRemote } from '../support/fixtures';
import { newestSignInLink } from '../support/outbox';
import { badge, createProject, subscribe, uniqueEmail } from './architect-helpers';
import { budget } from '../support/machine';

/*
 * Issue 14, "Identity by proof of e-mail control": a subscriber on a new browser asks the dashboard
 * for a sign-in link, opens it from the mail, and sees the plan. On the embedded default the mail
 * is an .eml file in the server's outbox (DATA_DIR/outbox, DATA_DIR = .data/e2e-<port>).
 */

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('a subscriber signs in on a new browser with the e-mailed link and sees the plan', async ({ page, browser }) => {
  const email = uniqueEmail('sign-in');
  // The browser that subscribed: a Multi-Book plan and one project.
  const first = await browser.newContext();
  const subscriberPage = await first.newPage();
  await subscriberPage.goto('/architect-method/pricing');
  await subscribe(subscriberPage, email, 'Multi-Book');
  await createProject(subscriberPage, 'The Signed-in Book');
  await first.close();

  // A new browser: the free demo's e-mail shows nothing paid; the sign-in form sends a link.
  await page.goto('/architect-method/dashboard');
  await expectRemote(page, 'architect');
  await expect(page.getByRole('heading', { level: 2, name: 'Already subscribed? Sign in by e-mail' })).toBeVisible();
  await page.getByLabel('Subscription e-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail Me a Sign-in Link' }).click();
  await expect(page.getByRole('status').getByText('Check your inbox')).toBeVisible();

  await expect.poll(() => newestSignInLink(email).catch(() => ''), { timeout: budget(5000) }).not.toBe('');
  const link = await newestSignInLink(email);
  // Opening the link (as a mail scanner or a link preview would) uses nothing up.
  await page.goto(link);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: "Sign in to The Architect's Method" })).toBeVisible();
  await expect(page.getByText(`as ${email} on this browser`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/architect-method\/dashboard$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your Plan' })).toBeVisible();
  await expect(badge(page)).toHaveText('Active');
  await expect(page.getByText('Multi-Book Plan').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'The Signed-in Book' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Already subscribed? Sign in by e-mail' })).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This sign-in link no longer works' })).toBeVisible();

  // Signing out: this browser is back to the free demo, and a reload shows nothing paid.
  await page.goto('/architect-method/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await page.reload();
  await expectRemote(page, 'architect');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Open My Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Already subscribed? Sign in by e-mail' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'The Signed-in Book' })).toHaveCount(0);
});
