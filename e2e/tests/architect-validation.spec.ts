import { test, expect, expectRemote, holdRequests, quiet } from '../support/fixtures';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

/*
 * Purchase validation against the embedded API: demo keys and the sample Architect's Method
 * purchase (writer@example.com / SAMPLE-ARCHITECT-3001, key ARCHITECT-SAMPLE-3001-KEY) are the
 * server's offline defaults (api/SAMPLE-DATA.md).
 */
const VALIDATE = '/.netlify/functions/validate-architect-method-purchase';

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('a demo key in the URL validates by itself and opens the workspace in demo mode', async ({ page, consoleLog }) => {
  await page.goto('/architects-method/validate-purchase?key=ARCHITECT-DEMO-2026');
  await expectRemote(page, 'architect');
  await expect(page.getByRole('heading', { level: 2, name: 'Purchase Verified' })).toBeVisible();
  await expect(page.getByText('Demo access is ready. It does not expire.')).toBeVisible();

  await page.getByRole('link', { name: "Open The Architect's Method" }).click();
  await expect(page).toHaveURL(/\/architects-method\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: "The Architect's Method Workspace" })).toBeVisible();
  await expect(page.getByTestId('workspace-access')).toHaveText('You are exploring in demo mode.');
  const stages = page.getByRole('region', { name: 'The Seven Stages' }).getByRole('listitem');
  await expect(stages).toHaveCount(7);
  await expect(stages.last()).toContainText('Weeks 19-44');
  await expect(page.getByRole('heading', { name: 'How to Use the Assistant' })).toBeVisible();
  expect(consoleLog.errors).toEqual([]);
});

test('a key of 5 characters or fewer waits for the form', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => r.url().includes(VALIDATE) && calls++);
  await page.goto('/architect-method-validation?key=ABCDE');
  await expectRemote(page, 'architect');
  await expect(page.getByRole('button', { name: 'Validate Purchase' })).toBeEnabled();
  await quiet(page);
  expect(calls).toBe(0);
});

test('both fields are required, a wrong order shows the server reason, and a resubmit succeeds', async ({
  page,
  consoleLog,
}) => {
  await page.goto('/architect-method-validation');
  await expectRemote(page, 'architect');
  await expect(
    page.getByRole('heading', { level: 1, name: "Validate Your Architect's Method Purchase" }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore the method in demo mode' })).toHaveAttribute(
    'href',
    '/architects-method/',
  );
  await expect(page.getByRole('main').getByRole('link', { name: /My Purchases/ })).toHaveAttribute(
    'href',
    '/my-purchases',
  );

  await page.getByLabel('Email address').fill('writer@example.com');
  await page.getByRole('button', { name: 'Validate Purchase' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in both email and order number.');

  await page.getByLabel('Order number').fill('NOT-AN-ORDER');
  await page.getByRole('button', { name: 'Validate Purchase' }).click();
  await expect(page.getByRole('alert')).toContainText("We couldn't find a purchase matching those details.");

  await page.getByLabel('Order number').fill('SAMPLE-ARCHITECT-3001');
  await page.getByRole('button', { name: 'Validate Purchase' }).click();
  await expect(page.getByRole('heading', { name: 'Purchase Verified' })).toBeVisible();
  await expect(page.getByText(/Your Single Book access is ready\. Access until \d{1,2} \w+ \d{4}\./)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('');
  expect(consoleLog.errors).toEqual([]);
});

test('a licence key in the URL starts validation and shows Validating meanwhile', async ({ page }) => {
  const release = await holdRequests(page, `**${VALIDATE}`);
  await page.goto('/architects-method/validate-purchase?key=ARCHITECT-SAMPLE-3001-KEY');
  await expect(page.getByText('Validating your purchase...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Purchase Verified' })).toBeVisible();
  await expect(page.getByText('Validating your purchase...')).toHaveCount(0);
});

test('a network failure shows the connection error and the form stays for a retry', async ({ page, consoleLog }) => {
  await page.goto('/architects-method/validate-purchase');
  await expect(page.getByRole('button', { name: 'Validate Purchase' })).toBeVisible();
  await page.route(`**${VALIDATE}`, (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Email address').fill('writer@example.com');
  await page.getByLabel('Order number').fill('SAMPLE-ARCHITECT-3001');
  await page.getByRole('button', { name: 'Validate Purchase' }).click();
  await expect(page.getByRole('alert')).toHaveText('Connection error. Please try again.');

  await page.unroute(`**${VALIDATE}`);
  await page.getByRole('button', { name: 'Validate Purchase' }).click();
  await expect(page.getByRole('heading', { name: 'Purchase Verified' })).toBeVisible();
  expect(consoleLog.errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
