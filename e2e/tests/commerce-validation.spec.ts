import { test, expect, holdRequests } from '../support/fixtures';
import { apiDown, capture, open } from './commerce-helpers';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

const VALIDATE = '/.netlify/functions/validate-cover-creator-purchase';
const NO_PARAMS = 'No purchase information found in URL. Please check your purchase email for the correct link.';
const NOT_FOUND =
  "We couldn't find a purchase matching those details. Please check them against your receipt and try again.";

test.beforeEach(async ({ decideConsent }) => decideConsent());

const PAGES = [
  {
    product: 'cover-creator',
    paths: ['/cover-creator/validate-purchase', '/cover-creator/validate-purchase.html'],
    heading: 'Cover Creator Purchase Validation',
    key: 'COVER-SAMPLE-2001-KEY',
    back: 'Back to Cover Creator Info',
    info: '/cover-creator/index.html',
    infoHeading: 'Cover Creator Guide',
  },
  {
    product: 'sound-craftery',
    paths: ['/sound-craftery/validate-purchase.html'],
    heading: 'Sound Craftery Purchase Validation',
    key: 'SOUND-SAMPLE-5001-KEY',
    back: 'Back to Sound Craftery Info',
    info: '/sound-craftery/index.html',
    infoHeading: 'Sound Craftery Pro',
  },
  {
    product: 'year7-maths',
    paths: ['/year7-maths/validate-purchase.html'],
    heading: 'Year 7 Maths Purchase Validation',
    key: 'YEAR7-SAMPLE-4001-KEY',
    back: 'Back to Year 7 Maths',
    info: '/year7-maths',
    infoHeading: 'Year 7 Mathematics Workbook',
  },
] as const;

for (const p of PAGES) {
  for (const path of p.paths) {
    test(`${path}: loading, then verified with the access expiry`, async ({ page, consoleLog }) => {
      const seen = await capture(page, VALIDATE);
      const release = await holdRequests(page, `**${VALIDATE}`);
      await open(page, `${path}?key=${p.key}&utm_source=mail`, consoleLog);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Validating your purchase...');
      release();
      await expect(page.getByRole('heading', { name: 'Purchase Verified' })).toBeFocused();
      await expect(
        page.getByText(/^Your access is valid until \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(UK time\)\.$/),
      ).toBeVisible();
      const expected: Record<string, string> = { key: p.key };
      if (p.product !== 'cover-creator') expected.product = p.product;
      expect(seen[0]?.body).toEqual(expected);
      expect(consoleLog.errors).toEqual([]);
    });
  }

  test(`${p.paths[0]}: a wrong purchase fails with the server error and ${p.back}`, async ({ page }) => {
    await open(page, `${p.paths.at(-1)}?email=nobody%40example.com&order_number=NOPE-1&sale_id=S-1`);
    await expect(page.getByRole('heading', { name: 'Validation Failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
    await page.getByRole('link', { name: p.back }).click();
    await expect(page).toHaveURL(p.info);
    await expect(page.getByRole('heading', { level: 1, name: p.infoHeading })).toBeVisible();
  });

  test(`${p.paths[0]}: no purchase parameters`, async ({ page }) => {
    let sent = 0;
    await page.route(`**${VALIDATE}`, (route) => {
      sent += 1;
      return route.continue();
    });
    await open(page, `${p.paths.at(-1)}?utm_source=mail`);
    await expect(page.getByRole('alert')).toContainText(NO_PARAMS);
    await expect(page.getByRole('link', { name: p.back })).toHaveAttribute('href', p.info);
    await page.getByRole('link', { name: 'Enter your details on My Purchases' }).click();
    await expect(page.getByLabel('Product')).toHaveValue(p.product);
    expect(sent).toBe(0);
  });
}

test('a refusal without a message and a network error', async ({ page }) => {
  await page.route(`**${VALIDATE}`, (route) => route.fulfill({ status: 200, json: { success: false } }));
  await open(page, '/cover-creator/validate-purchase?email=a%40example.com');
  await expect(page.getByRole('alert')).toHaveText('Purchase validation failed');
  await expect(page.getByRole('link', { name: 'Back to Cover Creator Info' })).toBeVisible();
  await page.unroute(`**${VALIDATE}`);
  await apiDown(page, VALIDATE);
  await open(page, '/cover-creator/validate-purchase?order_number=1');
  await expect(page.getByRole('alert')).toHaveText(
    'Unable to validate purchase. Please try again later or contact support.',
  );
});

test('the creator product pages: what it is, price, how to buy, validation', async ({ page }) => {
  for (const [path, name, price] of [
    ['/cover-creator/index.html', 'Cover Creator Guide', '£27'],
    ['/sound-craftery/index.html', 'Sound Craftery Pro', '£97'],
  ] as const) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('.product-amount')).toHaveText(price);
    await expect(page.getByRole('heading', { name: 'What it is' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to buy' })).toBeVisible();
    // The Utilities link keeps a paragraph's space under the Validate button (it sat 8 px below, touching it).
    const validate = await page.getByRole('link', { name: 'Validate your purchase' }).boundingBox();
    const utilities = await page.getByRole('link', { name: 'All Creator Utilities' }).boundingBox();
    expect(utilities!.y - (validate!.y + validate!.height)).toBeGreaterThanOrEqual(14);
    const buy = page.getByRole('link', { name: /Buy on Gumroad/ });
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('href', /^https:\/\/ashgrovepress\.gumroad\.com\/l\//);
    await page.getByRole('link', { name: 'Validate your purchase' }).click();
    await expect(page).toHaveURL(/\/my-purchases\?product=/);
  }
});
