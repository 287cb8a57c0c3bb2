import { test, expect, expectRemote } from '../support/fixtures';
import { mailsTo } from '../support/outbox';
import { budget } from '../support/machine';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * Issue 27 item 3, "Readers who asked are told" (decision 124), on the embedded default: Get Notified
 * on an education coming-soon page → the confirmation mail (an .eml in the server's outbox) →
 * confirm → unsubscribe. The go-live mail itself (one per confirmed address, with one-click
 * unsubscribe) is followed in publisher-scheduled.spec.ts, on a server of its own whose scheduled
 * books go live mid-test (this server is shared by specs that count books).
 */

test.beforeEach(async ({ decideConsent }) => decideConsent());

test('Get Notified: one confirmation mail, confirm on the page, then unsubscribe with one button', async ({
  page,
  consoleLog,
}) => {
  const email = `notify-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  page.on('dialog', (dialog) => dialog.accept());
  await page.goto('/education/year9');
  await expectRemote(page, 'education');
  await page.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Get Notified' }).click();
  await expect(page.getByRole('status').getByText(/Open the link in it to confirm/)).toBeVisible();

  await expect.poll(() => mailsTo(email).then((m) => m.length), { timeout: budget(5000) }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail).toMatch(/^Subject: Please confirm: updates from Ashgrove Press/m);
  expect(mail).toContain('Education: Year 9 Mathematics Workbook');
  const link = /https?:\/\/[^\s"<>\]]+\/api\/notify\/confirm\?token=[A-Za-z0-9_.%-]+/.exec(mail!)?.[0];
  expect(link).toBeTruthy();

  // Opening the link (a mail scanner does too) asks first; the button confirms.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail updates');
  await expect(page.getByText(`Send e-mail to ${email} about: Education: Year 9 Mathematics Workbook?`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed up');
  await expect(page.getByText(/We recorded your consent on \d{4}-\d{2}-\d{2}\./)).toBeVisible();

  // The link works once.
  const again = await page.request.post(link!, { form: {}, headers: { origin: new URL(link!).origin } });
  expect(again.status()).toBe(410);

  // Unsubscribe: the page asks, its button does it.
  await page.getByRole('link', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from e-mail updates');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');

  // Nothing but the confirmation went to the address.
  expect(await mailsTo(email)).toHaveLength(1);
  expect(consoleLog.errors).toEqual([]);
});

test('Subscribe for Updates on the home page signs up for all updates', async ({ page }) => {
  const email = `updates-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/');
  await expectRemote(page, 'catalogue');
  await page
    .getByRole('navigation', { name: 'Explore Ashgrove Press' })
    .getByRole('link', { name: 'Subscribe for Updates' })
    .click();
  const section = page.locator('#updates');
  await section.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await section.getByRole('button', { name: 'Subscribe for Updates' }).click();
  await expect(section.getByRole('status').getByText(/Open the link in it to confirm/)).toBeVisible();
  await expect.poll(() => mailsTo(email).then((m) => m.length), { timeout: budget(5000) }).toBe(1);
  expect((await mailsTo(email))[0]).toContain('All updates from Ashgrove Press');
});

test('the contact page signs up for all updates the same way, not by a hand-sent e-mail', async ({ page }) => {
  const email = `contact-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/contact');
  await expectRemote(page, 'catalogue');
  await expect(page.locator('a[href^="mailto:"][href*="subject=Subscribe"]')).toHaveCount(0);
  const section = page.getByRole('region', { name: 'Subscribe for Updates' });
  await section.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await section.getByRole('button', { name: 'Subscribe for Updates' }).click();
  await expect(section.getByRole('status').getByText(/Open the link in it to confirm/)).toBeVisible();
  await expect.poll(() => mailsTo(email).then((m) => m.length), { timeout: budget(5000) }).toBe(1);
  expect((await mailsTo(email))[0]).toContain('All updates from Ashgrove Press');
});

test('a coming-soon book offers Get Notified', async ({ page }) => {
  const email = `book-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/books/letters-from-the-lower-field');
  await expectRemote(page, 'catalogue');
  const release = page.locator('[data-release="coming-soon"]');
  await release.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
  await release.getByRole('button', { name: 'Get Notified' }).click();
  await expect(release.getByRole('status').getByText(/Open the link in it to confirm/)).toBeVisible();
  await expect.poll(() => mailsTo(email).then((m) => m.length), { timeout: budget(5000) }).toBe(1);
  expect((await mailsTo(email))[0]).toContain('Book: Letters from the Lower Field');
});
