import { test, expect, expectRemote } from '../support/fixtures';
import { badge, createProject, openDashboardAs, uniqueEmail } from './architect-helpers';

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('a new writer gets the free-trial dashboard, creates a project and continues it', async ({ page, consoleLog }) => {
  const email = uniqueEmail('trial');
  await page.goto('/architect-method/dashboard');
  await expectRemote(page, 'architect');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, writer' })).toBeVisible();

  // The inline form replaces the prompt, and checks the address first.
  await page.getByLabel('E-mail address').fill('not-an-email');
  await page.getByRole('button', { name: 'Open My Dashboard' }).click();
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await openDashboardAs(page, email);
  expect(await page.evaluate(() => [localStorage.getItem('userEmail'), localStorage.getItem('userId')])).toEqual([
    email,
    expect.stringMatching(/^guest_\d{13}$/),
  ]);

  await expect(page.getByText('Free Trial', { exact: true }).first()).toBeVisible();
  await expect(badge(page)).toHaveText('Free Trial');
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/architect-method/pricing');
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update Payment' })).toHaveCount(0);
  await expect(page.getByText('0 of 1 active projects')).toBeVisible();
  await expect(page.getByText('No projects yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Project' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to unlock more projects?' })).toHaveCount(0);

  await createProject(page, 'The Lighthouse Keeper');
  // The form is gone: keyboard focus moves to the new project, not to the top of the page.
  await expect(page.getByRole('link', { name: 'Continue The Lighthouse Keeper' })).toBeFocused();
  const item = page.getByRole('listitem').filter({ hasText: 'The Lighthouse Keeper' });
  await expect(item).toContainText('Stage 1 of 7');
  await expect(item).toContainText('0 validations');
  await expect(item).toContainText(/Created \d{1,2} \w+ \d{4}/);
  await expect(page.getByText('1 of 1 active projects')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Project' })).toHaveCount(0);

  // At the limit on the free trial: the upsell to subscribe.
  const upsell = page.getByRole('region', { name: 'Ready to unlock more projects?' });
  await expect(upsell.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
    'href',
    '/architect-method/pricing',
  );

  await item.getByRole('link', { name: 'Continue The Lighthouse Keeper' }).click();
  await expect(page).toHaveURL(/\/architect-method\/projects\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Lighthouse Keeper' })).toBeVisible();
  const stages = page.getByRole('main').getByRole('listitem');
  await expect(stages).toHaveCount(7);
  for (const [i, weeks] of ['1-3', '4-7', '8-10', '11-12', '13-14', '15-18', '19-44'].entries()) {
    await expect(stages.nth(i)).toContainText(`Weeks ${weeks}`);
  }
  await expect(stages.nth(0)).toContainText('In progress');
  await page.getByRole('button', { name: 'Mark Stage 1 Done' }).click();
  await expect(page.getByText('Stage 1 marked done.')).toBeFocused();
  await expect(stages.nth(0)).toContainText('Done');
  await expect(stages.nth(1)).toContainText('In progress');
  await expect(page.getByRole('button', { name: 'Mark Stage 2 Done' })).toBeVisible();

  // Kept by the API: a reload shows the same progress, and so does the dashboard.
  await page.reload();
  await expect(page.getByText('Stage 2 of 7')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'The Lighthouse Keeper' })).toContainText('Stage 2 of 7');
  expect(consoleLog.errors).toEqual([]);
});

test('the free trial at its limit shows the spec alert on the pricing page', async ({ page, context }) => {
  const email = uniqueEmail('trial-limit');
  await openDashboardAs(page, email);
  await expect(page.getByText('0 of 1 active projects')).toBeVisible();

  // Another tab of the same browser uses the free project meanwhile.
  const other = await context.newPage();
  await other.goto('/architect-method/dashboard');
  await createProject(other, 'Made in another tab');
  await other.close();

  // This tab still offers the form; the server refuses and the writer is sent to the plans.
  await page.getByRole('button', { name: 'Create Your First Project' }).click();
  await page.getByLabel('Project title').fill('One too many');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/architect-method\/pricing$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Free trial' })).toHaveText(
    'Free trial allows 1 project. Upgrade to continue creating projects!',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
});

test('a project page of someone else, or unknown, says so', async ({ page }) => {
  await openDashboardAs(page, uniqueEmail('stranger'));
  await page.goto('/architect-method/projects/not-a-real-project');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/architect-method/dashboard',
  );
});

test('a failed plan load is logged and the plan card keeps Loading... with a retry', async ({ page, consoleLog }) => {
  await page.goto('/architect-method/dashboard');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await page.route('**/.netlify/functions/check-subscription-status**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('E-mail address').fill(uniqueEmail('offline'));
  await page.getByRole('button', { name: 'Open My Dashboard' }).click();
  const plan = page.getByRole('region', { name: 'Your Plan' });
  await expect(plan.getByText('Loading...', { exact: true })).toBeVisible();
  await expect(plan.getByText("We couldn't load your plan. Please check your connection and try again.")).toBeVisible();
  expect(consoleLog.errors.some((e) => e.startsWith('Failed to load subscription'))).toBe(true);

  await page.unroute('**/.netlify/functions/check-subscription-status**');
  await plan.getByRole('button', { name: 'Try Again' }).click();
  await expect(badge(page)).toHaveText('Free Trial');
});
