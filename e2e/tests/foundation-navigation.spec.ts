import { expect, expectRemote, test, withoutSiteConfiguration } from '../support/fixtures';

// The shell's router is declarative (docs/decisions/085): what the data router did for it by
// itself (scroll restoration, the route error page and its recovery) is checked here.

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test('Back returns to where the visitor was on the page, Forward opens the next page at its top', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/education');
  const card = page.getByRole('article', { name: 'Year 11 Mathematics Workbook' });
  const link = card.getByRole('link', { name: 'Get Notified' });
  await link.scrollIntoViewIfNeeded();
  const leftAt = await scrollY(page);
  expect(leftAt).toBeGreaterThan(1000);

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(card).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(leftAt);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('an unknown address shows the not-found page inside the site, also after client-side navigation', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no-such-page')).toBeVisible();
  await page.getByRole('link', { name: 'browse our books' }).click();
  await expectRemote(page, 'catalogue');
  await expect(page).toHaveURL(/\/books$/);
});

test('after a routing failure, the next navigation loads the site configuration again', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await withoutSiteConfiguration(page, '/books');
  await page.goto('/books');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();

  await page.unroute('**/remotes.json');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expectRemote(page, 'catalogue');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
});
