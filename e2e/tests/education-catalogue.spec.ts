import { test, expect, expectRemote } from '../support/fixtures';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

const CARDS = [
  { year: 6, price: '£24.99', badge: 'Available Now', link: 'Learn More', href: '/year6-maths' },
  { year: 7, price: '£29.99', badge: 'Available Now', link: 'Learn More', href: '/year7-maths' },
  { year: 8, price: '£29.99', badge: 'Coming Q4 2025', link: 'Get Notified', href: '/education/year8' },
  { year: 9, price: '£34.99', badge: 'Coming Q4 2025', link: 'Get Notified', href: '/education/year9' },
  { year: 10, price: '£39.99', badge: 'Coming Q4 2025', link: 'Get Notified', href: '/education/year10' },
  { year: 11, price: '£44.99', badge: 'Coming Q4 2025', link: 'Get Notified', href: '/education/year11' },
];

test.beforeEach(async ({ page, decideConsent }) => {
  await decideConsent();
  await page.goto('/education');
  await expectRemote(page, 'education');
});

test('shows the hero, intro, six course cards and a closing note', async ({ page, consoleLog }) => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Maths workbooks for Years 6 to 11');
  await expect(main.getByRole('heading', { level: 2, name: 'Built for the kitchen table' })).toBeVisible();
  await expect(main.getByText(/follows the National Curriculum for England/)).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(6);
  await expect(main.getByRole('heading', { level: 2, name: 'More years on the way' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'hello@ashgrovepress.co.uk' })).toHaveAttribute(
    'href',
    'mailto:hello@ashgrovepress.co.uk',
  );
  await expect(page).toHaveTitle('Education | Ashgrove Press');
  expect(consoleLog.errors).toEqual([]);
});

for (const card of CARDS) {
  test(`Year ${card.year} card shows its year, title, features, ${card.price}, ${card.badge} and ${card.link}`, async ({
    page,
  }) => {
    const article = page.getByRole('article', { name: `Year ${card.year} Mathematics Workbook` });
    await expect(article.getByText(`Year ${card.year}`, { exact: true })).toBeVisible();
    await expect(article.getByRole('heading', { level: 3 })).toHaveText(`Year ${card.year} Mathematics Workbook`);
    await expect(article.getByRole('list').getByRole('listitem')).toHaveCount(4);
    await expect(article.getByText(card.price, { exact: true })).toBeVisible();
    await expect(article.getByText(card.badge, { exact: true })).toBeVisible();
    const link = article.getByRole('link');
    // The visible text, then the card's title for screen readers (a link that names its target).
    await expect(link).toHaveText(`${card.link} about Year ${card.year} Mathematics Workbook`);
    await expect(link).toHaveAccessibleName(`${card.link} about Year ${card.year} Mathematics Workbook`);
    await expect(link).toHaveAttribute('href', card.href);
  });
}

test('cards appear in year order, available courses first', async ({ page }) => {
  const titles = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(CARDS.map((c) => `Year ${c.year} Mathematics Workbook`));
});

test('Learn More opens the workbook page', async ({ page, consoleLog }) => {
  await page
    .getByRole('article', { name: 'Year 7 Mathematics Workbook' })
    .getByRole('link', { name: 'Learn More' })
    .click();
  await expect(page).toHaveURL(/\/year7-maths$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Year 7 Mathematics Workbook');
  expect(consoleLog.errors).toEqual([]);
});

test('Get Notified opens the coming-soon page of that year', async ({ page }) => {
  await page
    .getByRole('article', { name: 'Year 10 Mathematics Workbook' })
    .getByRole('link', { name: 'Get Notified' })
    .click();
  await expect(page).toHaveURL(/\/education\/year10$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
  await expect(page.getByRole('heading', { level: 2, name: 'Year 10 Mathematics Workbook' })).toBeVisible();
  await expect(page).toHaveTitle('Year 10 Mathematics Workbook: Coming Soon | Ashgrove Press');
});
