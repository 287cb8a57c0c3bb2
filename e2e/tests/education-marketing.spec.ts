import { test, expect, expectRemote } from '../support/fixtures';

const PAGES = [
  {
    path: '/education/year6-marketing',
    headline: 'Walk into the SATs knowing the maths',
    product: '/year6-maths',
    productTitle: 'Year 6 Mathematics Workbook',
    price: '£24.99',
    store: 'https://ashgrovepress.gumroad.com/l/year6-maths',
    firstModule: 'Number, Place Value & Calculation',
  },
  {
    path: '/education/year7-marketing',
    headline: 'Make the move to secondary maths a step, not a leap',
    product: '/year7-maths',
    productTitle: 'Year 7 Mathematics Workbook',
    price: '£29.99',
    store: 'https://ashgrovepress.gumroad.com/l/year7-maths',
    firstModule: 'Number & Place Value',
  },
];

for (const spec of PAGES) {
  test.describe(spec.path, () => {
    test.beforeEach(async ({ page, decideConsent }) => {
      await decideConsent();
      await page.goto(spec.path);
      await expectRemote(page, 'education');
    });

    test('makes the case: headline, reasons, modules, how it works and a price', async ({ page, consoleLog }) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(spec.headline);
      await expect(main.getByText(spec.productTitle, { exact: true })).toBeVisible();
      await expect(main.getByRole('region', { name: /Why/ }).getByRole('heading', { level: 3 })).toHaveCount(4);
      const modules = main
        .getByRole('region', { name: 'What your child will cover' })
        .getByRole('heading', { level: 3 });
      await expect(modules).toHaveCount(4);
      await expect(modules.first()).toHaveText(spec.firstModule);
      await expect(main.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
      await expect(main.getByRole('region', { name: 'A week with the workbook' }).getByRole('listitem')).toHaveCount(5);
      await expect(main.getByText(spec.price).first()).toBeVisible();
      expect(consoleLog.errors).toEqual([]);
    });

    test('sells through the Gumroad store in a new tab', async ({ page }) => {
      await page
        .context()
        .route('https://ashgrovepress.gumroad.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Gumroad store</title>' }),
        );
      const buy = page.getByRole('link', { name: 'Buy Now on Gumroad (opens in a new tab)' });
      await expect(buy).toHaveCount(2);
      await expect(buy.first()).toHaveAttribute('rel', 'noopener noreferrer');
      const [popup] = await Promise.all([page.waitForEvent('popup'), buy.last().click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(spec.store);
    });

    test("See what's inside leads to the workbook page", async ({ page }) => {
      await page.getByRole('link', { name: "See what's inside" }).first().click();
      await expect(page).toHaveURL(new RegExp(`${spec.product}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.productTitle);
    });

    test('links back to the education catalogue', async ({ page }) => {
      await page.getByRole('link', { name: 'Back to Education' }).click();
      await expect(page).toHaveURL(/\/education$/);
    });
  });
}

test('each workbook page links to its marketing page', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.goto('/year7-maths');
  await page.getByRole('link', { name: 'Why families choose the Year 7 workbook' }).click();
  await expect(page).toHaveURL(/\/education\/year7-marketing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Make the move to secondary maths a step, not a leap',
  );
});
