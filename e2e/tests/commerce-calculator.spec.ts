import { test, expect, holdRequests } from '../support/fixtures';
import { apiDown, capture, figure, open } from './commerce-helpers';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

const QUOTE = '/.netlify/functions/submit-quote-request';
const SUCCESS = "Thank you! Your quote request has been submitted. We'll get back to you within 24 hours.";
const FAILURE =
  'Sorry, there was an error submitting your request. Please try again or email us directly at hello@ashgrovepress.co.uk';

test.beforeEach(async ({ page, decideConsent, consoleLog }) => {
  await decideConsent();
  await open(page, '/calculator', consoleLog);
});

test('defaults: cover 300, total 300, cover timeline', async ({ page, consoleLog }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Book Design Pricing Calculator' })).toBeVisible();
  await expect(page.getByLabel('Cover design')).toBeChecked();
  await expect(page.getByLabel('Interior typesetting')).not.toBeChecked();
  await expect(figure(page, 'Your Investment', 'Cover design')).toHaveText('£300');
  await expect(figure(page, 'Your Investment', 'Typesetting')).toHaveText('£0');
  await expect(figure(page, 'Your Investment', 'Creator earnings')).toHaveText('£300');
  await expect(figure(page, 'Your Investment', 'Your fee')).toHaveText('£0');
  await expect(figure(page, 'Your Investment', 'Grand total')).toHaveText('£300');
  await expect(page.getByRole('list', { name: 'Price breakdown' })).toContainText(
    'Standard cover, print and ebook£300',
  );
  await expect(figure(page, 'Timeline', 'Cover design')).toHaveText('1-2 weeks');
  await expect(figure(page, 'Timeline', 'Estimated total')).toHaveText('1-3 weeks');
  await expect(page.getByRole('heading', { name: 'Typesetting details' })).toHaveCount(0);
  expect(consoleLog.errors).toEqual([]);
});

test('every service and option change updates every figure', async ({ page }) => {
  await page.getByLabel('Interior typesetting').check();
  await expect(page.getByRole('heading', { name: 'Typesetting details' })).toBeVisible();
  await expect(page.getByLabel('Page count')).toHaveValue('280');
  await expect(figure(page, 'Your Investment', 'Typesetting')).toHaveText('£1,680');
  await expect(figure(page, 'Your Investment', 'Grand total')).toHaveText('£1,980');
  await expect(figure(page, 'Your Investment', 'Creator earnings')).toHaveText('£1,980');
  await expect(figure(page, 'Timeline', 'Typesetting')).toHaveText('2-3 weeks');
  await expect(figure(page, 'Timeline', 'Estimated total')).toHaveText('3-4 weeks');

  // Cover: premium print, then rush (× 1.5).
  await page.getByLabel(/^Premium/).check();
  await page.getByLabel('Print', { exact: true }).check();
  await expect(figure(page, 'Your Investment', 'Cover design')).toHaveText('£600');
  await page.getByLabel('Rush delivery (cover)').check();
  await expect(figure(page, 'Your Investment', 'Cover design')).toHaveText('£900');
  await expect(page.getByRole('list', { name: 'Price breakdown' }).first()).toContainText('Rush delivery (+50%)+£300');
  await expect(figure(page, 'Timeline', 'Cover design')).toHaveText('3-5 days');
  await expect(figure(page, 'Timeline', 'Estimated total')).toHaveText('1-2 weeks');

  // Typesetting: 300 moderate pages, rush (× 1.3).
  await page.getByLabel('Page count').fill('300');
  await page.getByLabel(/^Moderate/).check();
  await expect(figure(page, 'Your Investment', 'Typesetting')).toHaveText('£2,400');
  await page.getByLabel('Rush delivery (typesetting)').check();
  await expect(figure(page, 'Your Investment', 'Typesetting')).toHaveText('£3,120');
  await expect(figure(page, 'Your Investment', 'Grand total')).toHaveText('£4,020');
  await expect(figure(page, 'Timeline', 'Typesetting')).toHaveText('5-7 days');

  // A typed 10 (below the field's minimum) is priced at the £150 minimum, itemised.
  await page.getByLabel('Page count').fill('10');
  await expect(figure(page, 'Your Investment', 'Typesetting')).toHaveText('£195');
  const tsLines = page.getByRole('list', { name: 'Price breakdown' }).nth(1);
  await expect(tsLines).toContainText('10 pages × £8£80');
  await expect(tsLines).toContainText('Minimum typesetting charge (£150)+£70');
  await expect(tsLines).toContainText('Rush delivery (+30%)+£45');

  // Cover off: only typesetting counts; one service with rush.
  await page.getByLabel('Cover design').uncheck();
  await expect(figure(page, 'Your Investment', 'Cover design')).toHaveText('£0');
  await expect(figure(page, 'Your Investment', 'Grand total')).toHaveText('£195');
  await expect(figure(page, 'Timeline', 'Estimated total')).toHaveText('3-7 days');

  // Nothing chosen.
  await page.getByLabel('Interior typesetting').uncheck();
  await expect(page.getByText('Choose at least one service to see a price.')).toBeVisible();
  await expect(figure(page, 'Your Investment', 'Grand total')).toHaveText('£0');
  await expect(page.getByText('Choose a service to see the timeline.')).toBeVisible();
});

test('the typesetting trim size is locked to the cover trim size while cover design is selected', async ({ page }) => {
  await page.getByLabel('Interior typesetting').check();
  const coverTrim = page.getByRole('region', { name: 'Cover details' }).getByLabel('Trim size');
  const tsTrim = page.getByRole('region', { name: 'Typesetting details' }).getByLabel('Trim size');
  await expect(tsTrim).toBeDisabled();
  await expect(page.getByText('Follows the cover trim size while cover design is selected.')).toBeVisible();
  await coverTrim.selectOption('6x9');
  await expect(tsTrim).toHaveValue('6x9');
  await page.getByLabel('Cover design').uncheck();
  await expect(tsTrim).toBeEnabled();
  await expect(tsTrim).toHaveValue('6x9');
  await tsTrim.selectOption('A5');
  await page.getByLabel('Cover design').check();
  await expect(tsTrim).toBeDisabled();
  await expect(tsTrim).toHaveValue('6x9');
});

test('two columns from 1200 px, one below; Get Started Now goes to the form', async ({ page }) => {
  const summary = page.getByRole('region', { name: 'Your Investment' });
  const services = page.getByRole('region', { name: 'Services' });
  await page.setViewportSize({ width: 1280, height: 900 });
  let [a, b] = [await services.boundingBox(), await summary.boundingBox()];
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  await page.setViewportSize({ width: 1199, height: 900 });
  [a, b] = [await services.boundingBox(), await summary.boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);

  await page.getByRole('button', { name: 'Get Started Now' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Get Your Custom Quote' })).toBeInViewport();
  await page.getByRole('link', { name: 'View All Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('quote request: Sending..., success alert, fields cleared, payload as the API received it', async ({
  page,
  consoleLog,
}) => {
  const seen = await capture(page, QUOTE);
  const release = await holdRequests(page, `**${QUOTE}`);
  await page.getByLabel('Interior typesetting').check();
  await page.getByRole('region', { name: 'Cover details' }).getByLabel('Trim size').selectOption('A5');
  await page.getByRole('region', { name: 'Cover details' }).getByLabel('Publishing platform').selectOption('KDP');
  await page.getByLabel('Page count').fill('320');
  await page.getByRole('region', { name: 'Typesetting details' }).getByLabel('Paper type').selectOption('cream');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await page.getByLabel('Message').fill('A literary novel, 320 pages.');
  const before = Date.now();
  await page.getByRole('button', { name: 'Request My Quote' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert').filter({ hasText: SUCCESS })).toHaveText(SUCCESS);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Request My Quote' })).toBeEnabled();

  expect(seen).toHaveLength(1);
  expect(seen[0]!.status).toBe(200);
  const body = seen[0]!.body as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual([
    'coverDetails',
    'email',
    'message',
    'name',
    'pricing',
    'services',
    'submittedAt',
    'typesettingDetails',
  ]);
  expect(body).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'A literary novel, 320 pages.',
    services: { coverDesign: true, typesetting: true },
    coverDetails: { complexity: 'standard', formats: 'both', trimSize: 'A5', platform: 'KDP', rush: false },
    typesettingDetails: {
      pageCount: 320,
      complexity: 'simple',
      trimSize: 'A5',
      paperType: 'cream',
      platform: '',
      rush: false,
    },
    pricing: { coverTotal: 300, typesettingTotal: 1920, creatorEarnings: 2220, yourFee: 0, grandTotal: 2220 },
  });
  const at = Date.parse(body.submittedAt as string);
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(body.submittedAt).toBe(new Date(at).toISOString());
  expect(consoleLog.errors).toEqual([]);
});

test('quote request: the form takes no more than the server accepts, and what it takes is sent', async ({ page }) => {
  const seen = await capture(page, QUOTE);
  await page.getByLabel('Interior typesetting').check();
  await page.getByLabel('Page count').fill('100');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('N'.repeat(250));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('long@example.com');
  await page.getByLabel('Message').fill('M'.repeat(10_100));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('N'.repeat(200));
  await expect(page.getByLabel('Message')).toHaveValue('M'.repeat(10_000));
  await page.getByRole('button', { name: 'Request My Quote' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SUCCESS })).toHaveText(SUCCESS);
  expect(seen[0]!.status).toBe(200);
});

test('quote request with the API down shows the failure alert and keeps the details', async ({ page }) => {
  await apiDown(page, QUOTE);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Request My Quote' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry' })).toHaveText(FAILURE);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ada Lovelace');
});

test('quote request refused by the server shows the failure alert', async ({ page }) => {
  await page.route(`**${QUOTE}`, (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong.' } }));
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Request My Quote' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry' })).toHaveText(FAILURE);
});

test('name and a valid e-mail are required before anything is sent', async ({ page }) => {
  let sent = 0;
  await page.route(`**${QUOTE}`, (route) => {
    sent += 1;
    return route.fulfill({ status: 200, json: { success: true, id: 'q' } });
  });
  await expect(page.getByText('Fields marked * are required.')).toBeVisible();
  await page.getByRole('button', { name: 'Request My Quote' }).click();
  await expect(page.locator('label', { hasText: 'Name *' })).toBeVisible();
  await expect(page.locator('label', { hasText: 'Email *' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('required', '');
  expect(
    await page
      .getByRole('textbox', { name: 'Name', exact: true })
      .evaluate((el) => (el as HTMLInputElement).validity.valid),
  ).toBe(false);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: 'Request My Quote' }).click();
  expect(
    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .evaluate((el) => (el as HTMLInputElement).validity.valid),
  ).toBe(false);
  expect(sent).toBe(0);
});
