import { test, expect, expectRemote } from '../support/fixtures';
import type { Page } from '@playwright/test';

const PAGES = [
  {
    path: '/year6-maths',
    title: 'Year 6 Mathematics Workbook',
    chapters: '75+ chapters',
    store: 'https://ashgrovepress.gumroad.com/l/year6-maths',
    price: null,
    modules: [
      'Number, Place Value & Calculation',
      'Fractions, Decimals & Percentages',
      'Ratio, Proportion & Algebra',
      'Measurement, Geometry & Statistics',
    ],
    features: [
      'Progress Tracking',
      'Parent Dashboard',
      'SATs Practice Papers',
      'Multi-User Support',
      'Instant Feedback',
      'Certificate of Completion',
      'Mobile-Friendly Learning',
      'Step-by-Step Worked Examples',
    ],
  },
  {
    path: '/year7-maths',
    title: 'Year 7 Mathematics Workbook',
    chapters: '140+ chapters',
    store: 'https://ashgrovepress.gumroad.com/l/year7-maths',
    price: '£29.99',
    modules: ['Number & Place Value', 'Calculations', 'Fractions, Decimals & Percentages', 'Geometry & Measurement'],
    features: [
      'Worked Examples',
      'Instant Feedback',
      'Module Checkpoints',
      'Progress Tracking',
      'Parent Dashboard',
      'Multi-User Support',
      'Certificate of Completion',
      'Mobile-Friendly Learning',
    ],
  },
];

/** The store is outside this site (and offline in tests): answer for it so the new tab can load. */
async function stubStore(page: Page) {
  await page
    .context()
    .route('https://ashgrovepress.gumroad.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Gumroad store</title><h1>Store</h1>' }),
    );
}

/** The h3 headings of the section a level-2 heading names. */
const headingsUnder = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByRole('heading', { level: 3 });

for (const spec of PAGES) {
  test.describe(spec.path, () => {
    test.beforeEach(async ({ page, decideConsent }) => {
      await decideConsent();
      await page.goto(spec.path);
      await expectRemote(page, 'education');
    });

    test("shows the title, chapter claim, four modules and What's Included", async ({ page, consoleLog }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.title);
      await expect(page).toHaveTitle(`${spec.title} | Ashgrove Press`);
      await expect(page.getByRole('main').getByText(spec.chapters, { exact: true })).toBeVisible();
      await expect(headingsUnder(page, 'Curriculum modules')).toHaveText(spec.modules);
      await expect(headingsUnder(page, "What's Included")).toHaveText(spec.features);
      expect(consoleLog.errors).toEqual([]);
    });

    test(spec.price ? `shows the price ${spec.price}` : 'does not show a price', async ({ page }) => {
      const prices = page.getByRole('main').getByText(/£\d/);
      if (spec.price) await expect(prices.first()).toHaveText(spec.price);
      else await expect(prices).toHaveCount(0);
    });

    test('Buy Now on Gumroad opens the store page in a new tab', async ({ page }) => {
      await stubStore(page);
      const buy = page.getByRole('link', { name: 'Buy Now on Gumroad (opens in a new tab)' }).first();
      await expect(buy).toHaveText('Buy Now on Gumroad (opens in a new tab)');
      await expect(buy).toHaveAttribute('href', spec.store);
      await expect(buy).toHaveAttribute('target', '_blank');
      await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
      const [popup] = await Promise.all([page.waitForEvent('popup'), buy.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(spec.store);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await expect(page).toHaveURL(new RegExp(`${spec.path}$`));
    });

    test('Back to Education returns to the catalogue', async ({ page }) => {
      await page.getByRole('link', { name: 'Back to Education' }).first().click();
      await expect(page).toHaveURL(/\/education$/);
      await expect(page.getByRole('article')).toHaveCount(6);
    });

    test('FAQ answers open and close', async ({ page }) => {
      const faq = page.getByRole('region', { name: 'Questions parents ask' });
      const first = faq.locator('summary').first();
      const answer = faq.locator('details').first().locator('p').first();
      await expect(answer).toBeHidden();
      await first.click();
      await expect(answer).toBeVisible();
      await first.press('Enter');
      await expect(answer).toBeHidden();
    });
  });
}
