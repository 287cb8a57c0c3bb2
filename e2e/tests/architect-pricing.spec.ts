import { test, expect, expectRemote, holdRequests } from '../support/fixtures';
import { badge, createProject, openDashboardAs, subscribe, uniqueEmail } from './architect-helpers';

const CHECKOUT = '**/.netlify/functions/create-subscription-checkout';

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('the plans page shows both plans and the FAQ', async ({ page, consoleLog }) => {
  await page.goto('/architect-method/pricing');
  await expectRemote(page, 'architect');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  const single = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Single Book' }) });
  await expect(single).toContainText('$9.99');
  for (const f of ['1 active project', 'Unlimited AI validations', 'PDF/JSON export', 'Email support'])
    await expect(single).toContainText(f);
  const multi = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Multi-Book' }) });
  await expect(multi).toContainText('$18.99');
  for (const f of ['3 active projects', 'Priority support', 'Advanced analytics', 'Series planning tools'])
    await expect(multi).toContainText(f);

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  for (const fact of [
    '7-day free trial',
    '30-day money-back guarantee',
    'Cancel anytime',
    '6 months after cancellation',
    'Stage 1 with 10 free AI validations',
  ]) {
    await expect(faq).toContainText(fact);
  }
  // No e-mail yet: the plan button asks for one instead of leaving.
  await page.getByRole('button', { name: 'Choose Single Book' }).click();
  await expect(page.getByText('Enter your e-mail address to choose a plan.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  expect(consoleLog.errors).toEqual([]);
});

test('checkout round trip: Loading on the button, sandbox Pay, dashboard shows the plan Active', async ({
  page,
  consoleLog,
}) => {
  const email = uniqueEmail('single');
  await page.goto('/architect-method/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  // Hold the real call (not faked) until the Loading state has been seen.
  const release = await holdRequests(page, CHECKOUT);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Choose Single Book' }).click();
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Choose Multi-Book' })).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await page.getByLabel('Skip the trial and pay now (status active)').check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/architect-method\/dashboard$/);
  await expect(page.getByText('Single Book Plan')).toBeVisible();
  await expect(page.getByText('$9.99 / month')).toBeVisible();
  await expect(badge(page)).toHaveText('Active');
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update Payment' })).toHaveCount(0);
  expect(consoleLog.errors).toEqual([]);
});

test('a checkout that cannot start shows the spec alert and the buttons come back', async ({ page }) => {
  await page.goto('/architect-method/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await page.route(CHECKOUT, (route) => route.abort('internetdisconnected'));
  await page.getByLabel('E-mail address').fill(uniqueEmail('offline'));
  await page.getByRole('button', { name: 'Choose Multi-Book' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to start checkout. Please try again.');
  await expect(page.getByRole('button', { name: 'Choose Multi-Book' })).toBeEnabled();
});

test('badges follow the subscription: trial, past due, canceled; tier labels follow the plan', async ({ page }) => {
  const email = uniqueEmail('badges');
  await subscribe(page, email, 'Single Book', 'trial');
  await expect(page.getByText('Single Book Plan')).toBeVisible();
  await expect(badge(page)).toHaveText('Free Trial');
  await expect(page.getByText(/^Trial ends \d{1,2} \w+ \d{4}$/)).toBeVisible();

  // The sandbox customer portal: switch plan, fail a payment, cancel.
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to the Multi-Book Plan' }).click();
  await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
  await page.getByRole('link', { name: 'Return to your dashboard' }).click();
  await expect(page.getByText('Multi-Book Plan')).toBeVisible();
  await expect(page.getByText('$18.99 / month')).toBeVisible();
  await expect(badge(page)).toHaveText('Payment Due');
  await expect(page.getByRole('button', { name: 'Update Payment' })).toBeVisible();

  await page.getByRole('button', { name: 'Update Payment' }).click();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('link', { name: 'Return to your dashboard' }).click();
  await expect(badge(page)).toHaveText('Canceled');
  await expect(page.getByRole('button', { name: 'Update Payment' })).toHaveCount(0);
  // A canceled plan no longer gives its limits: the free trial's apply, and the way back is the pricing page.
  await expect(page.locator('.arch-plan-name')).toHaveText('Free Trial');
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
  await page.locator('.arch-plan-card').getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/architect-method\/pricing$/);
});

test('Single Book at its limit: upsell to upgrade, and the spec alert from a stale tab', async ({ page, context }) => {
  const email = uniqueEmail('single-limit');
  await subscribe(page, email, 'Single Book');
  await expect(page.getByText('0 of 1 active projects')).toBeVisible();

  const other = await context.newPage();
  await openDashboardAs(other, email);
  await createProject(other, 'First of one');
  await expect(
    other.getByRole('region', { name: 'Need more projects?' }).getByRole('link', { name: 'Upgrade Plan' }),
  ).toHaveAttribute('href', '/architect-method/pricing');
  await other.close();

  await page.getByRole('button', { name: 'New Project' }).click();
  await page.getByLabel('Project title').fill('Second of one');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/architect-method\/pricing$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Single Book' })).toHaveText(
    'Single Book plan allows 1 project. Upgrade to Multi-Book plan for up to 3 projects!',
  );
});

test('Multi-Book holds three projects, shows no upsell, and is blocked silently beyond', async ({ page, context }) => {
  const email = uniqueEmail('multi');
  await subscribe(page, email, 'Multi-Book');
  await expect(page.getByText('Multi-Book Plan')).toBeVisible();
  await createProject(page, 'Book One');
  await createProject(page, 'Book Two');
  await expect(page.getByText('2 of 3 active projects')).toBeVisible();

  const other = await context.newPage();
  await openDashboardAs(other, email);
  await createProject(other, 'Book Three');
  await expect(other.getByText('3 of 3 active projects')).toBeVisible();
  await expect(other.getByRole('button', { name: 'New Project' })).toHaveCount(0);
  await expect(other.getByRole('heading', { name: /more projects/ })).toHaveCount(0);
  await other.close();

  await page.getByRole('button', { name: 'New Project' }).click();
  await page.getByLabel('Project title').fill('Book Four');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page).toHaveURL(/\/architect-method\/dashboard$/);
  await expect(page.getByText('3 of 3 active projects')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Book Four' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Project' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
});
