import { test, expect, expectRemote } from '../support/fixtures';

/*
 * The five coming-soon pages are one component told apart by the year (decision 072): what each
 * year's page says is checked on the server's render (mfe-education/src/pages/coming-soon.test.tsx);
 * the journey runs here on one of them.
 */
const PAGES = [{ year: 8, date: 'Q4 2025' }];

for (const { year, date } of PAGES) {
  const title = `Year ${year} Mathematics Workbook`;

  test.describe(`/education/year${year}`, () => {
    test.beforeEach(async ({ page, decideConsent }) => {
      await decideConsent();
      await page.goto(`/education/year${year}`);
      await expectRemote(page, 'education');
    });

    test(`shows Coming Soon, the title, a description and ${date}`, async ({ page, consoleLog }) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(main.locator('.edu-lead')).not.toBeEmpty();
      await expect(main.getByText(`Expected release: ${date}`)).toBeVisible();
      await expect(page).toHaveTitle(`${title}: Coming Soon | Ashgrove Press`);
      expect(consoleLog.errors).toEqual([]);
    });

    test('Get Notified takes an e-mail, sends only the sign-up, then confirms in the alert', async ({ page }) => {
      // Anything sent: every request but the site's own static files (the remotes' code, styles and
      // published routes), which the shell may prefetch at any idle moment for the links on screen.
      const requests: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        const ownCode = r.method() === 'GET' && /^\/(remotes|assets)\//.test(pathname);
        if (!ownCode) requests.push(`${r.method()} ${pathname} ${r.postData() ?? ''}`);
      });
      const messages: string[] = [];
      page.on('dialog', async (dialog) => {
        messages.push(`${dialog.type()}: ${dialog.message()}`);
        await dialog.accept();
      });
      // Without an address the browser's own check stops it: no alert, nothing sent.
      await page.getByRole('button', { name: 'Get Notified' }).click();
      await expect(page.getByRole('textbox', { name: 'Your e-mail address' })).toBeFocused();
      expect(messages).toEqual([]);
      const email = `soon-${year}-${Date.now()}@example.com`;
      await page.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
      await page.getByRole('button', { name: 'Get Notified' }).click();
      await expect
        .poll(() => messages)
        .toEqual([`alert: Thank you! We'll notify you as soon as the ${title} is available.`]);
      await expect(page.getByRole('status').getByText(/Open the link in it to confirm/)).toBeVisible();
      // The one request: the sign-up (decision 124); its confirmation mail is the only mail it sends.
      expect(requests).toEqual([`POST /api/notify ${JSON.stringify({ email, topic: `course/year${year}` })}`]);
      await expect(page).toHaveURL(new RegExp(`/education/year${year}$`));
    });

    test('Back to Education returns to the catalogue', async ({ page }) => {
      await page.getByRole('link', { name: 'Back to Education' }).click();
      await expect(page).toHaveURL(/\/education$/);
      await expect(page.getByRole('article')).toHaveCount(6);
    });
  });
}

test('the Year 6 coming-soon page points to the workbook that is already on sale', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.goto('/education/year6');
  await expect(page.getByText('Good news: the Year 6 Mathematics Workbook is already available.')).toBeVisible();
  await page.getByRole('link', { name: 'See the workbook' }).click();
  await expect(page).toHaveURL(/\/year6-maths$/);
});

test('a coming-soon page offers the workbooks on sale while you wait', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.goto('/education/year9');
  const aside = page.getByRole('complementary', { name: 'While you wait' });
  await expect(aside.getByRole('link')).toHaveText(['Year 6 Mathematics Workbook', 'Year 7 Mathematics Workbook']);
});
