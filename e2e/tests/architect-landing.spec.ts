import { test, expect, expectRemote } from '../support/fixtures';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('the landing with demo and pricing shows the method and links to the plans', async ({ page, consoleLog }) => {
  await page.goto('/architect-method');
  await expectRemote(page, 'architect');
  await expect(page.getByRole('heading', { level: 1, name: "The Architect's Method" })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Three Core Principles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Traditional Writing vs The Architect's Method" })).toBeVisible();

  const process = page.getByRole('region', { name: 'The 7-Stage Process' });
  await expect(process.getByRole('listitem')).toHaveCount(7);
  for (const weeks of ['1-3', '4-7', '8-10', '11-12', '13-14', '15-18', '19-44']) {
    await expect(process.getByText(`Weeks ${weeks}`, { exact: true })).toBeVisible();
  }

  const results = page.getByRole('region', { name: 'Results' });
  for (const stat of ['10-11 months', '100%', 'Any genre', '7 stages']) {
    await expect(results.getByText(stat, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'What Writers Say' }).getByRole('blockquote')).toHaveCount(3);

  const pricing = page.getByRole('region', { name: 'Simple Pricing' });
  await expect(pricing.getByText('$9.99')).toBeVisible();
  await expect(pricing.getByText('$18.99')).toBeVisible();
  await pricing.getByRole('link', { name: 'View Plans: Single Book' }).click();
  await expect(page).toHaveURL(/\/architect-method\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  expect(consoleLog.errors).toEqual([]);
});

test('the alternate landing links the GPT assistant and shows inert Coming Soon pricing', async ({
  page,
  consoleLog,
}) => {
  await page.goto('/architect-method?version=alternate');
  await expectRemote(page, 'architect');
  await expect(page.getByRole('heading', { level: 1, name: "The Architect's Method" })).toBeVisible();

  const gpt = page.getByRole('link', { name: /Open the Architect's Method GPT/ });
  await expect(gpt).toHaveAttribute('target', '_blank');
  await expect(gpt).toHaveAttribute('href', /^https:\/\//);

  const pricing = page.getByRole('region', { name: /Pricing Coming Soon/ });
  await expect(pricing.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
  await expect(pricing.getByText('£0')).toBeVisible();
  await expect(pricing.getByText('for 7 days')).toBeVisible();
  await expect(pricing.getByRole('heading', { name: 'Full Method' })).toBeVisible();
  await expect(pricing.getByText('£29')).toBeVisible();
  await expect(pricing.getByText('per month')).toBeVisible();
  const buttons = pricing.getByRole('button');
  await expect(buttons).toHaveCount(2);
  for (const button of await buttons.all()) await expect(button).toBeDisabled();

  // Nothing of the demo version leaks into the alternate one.
  await expect(page.getByRole('heading', { name: 'Three Core Principles' })).toHaveCount(0);
  expect(consoleLog.errors).toEqual([]);
});

test('the assistant privacy policy says no user data is stored, effective 22 October 2025', async ({
  page,
  consoleLog,
}) => {
  await page.goto('/architect-privacy');
  await expectRemote(page, 'architect');
  await expect(
    page.getByRole('heading', { level: 1, name: "Privacy Policy: The Architect's Method AI Writing Assistant" }),
  ).toBeVisible();
  await expect(page.getByText('Effective date: 22 October 2025')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No user data stored' })).toBeVisible();
  await expect(page.getByText(/does not store your data/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  expect(consoleLog.errors).toEqual([]);
});
