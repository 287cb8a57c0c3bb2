import { test, expect, expectRemote } from '../support/fixtures';

test.describe('publisher pages', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('about: story, portfolio, the four partnership values and the way to submissions', async ({
    page,
    consoleLog,
  }) => {
    await page.goto('/about');
    await expectRemote(page, 'catalogue');
    await expect(page.getByRole('heading', { level: 1, name: 'About Ashgrove Press' })).toBeVisible();
    for (const item of ['Fiction', 'Non-fiction', 'Short story collections', 'Educational']) {
      await expect(page.getByRole('heading', { level: 3, name: item, exact: true })).toBeVisible();
    }
    const values = page.locator('section[aria-labelledby="about-values"] h3');
    await expect(values).toHaveText([
      'No financial burden on authors',
      'Transparent promotion',
      'Professional standards',
      'Fair royalty',
    ]);
    await page.getByRole('link', { name: 'Submit Your Manuscript' }).click();
    await expect(page).toHaveURL(/\/submissions$/);
    expect(consoleLog.errors).toEqual([]);
  });

  test('contact: e-mail, phone, WhatsApp business and the registered office in London', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'hello@ashgrovepress.co.uk' }).first()).toHaveAttribute(
      'href',
      'mailto:hello@ashgrovepress.co.uk',
    );
    await expect(page.getByRole('link', { name: '+44 20 3868 4120' })).toHaveAttribute('href', 'tel:+442038684120');
    await expect(page.getByRole('link', { name: /^Message us on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/442038684120',
    );
    await expect(page.locator('address')).toContainText('London');
    // Side by side on a wide screen, the contact card and the updates sign-up start level.
    await page.setViewportSize({ width: 1280, height: 900 });
    const tops = await page
      .locator('.cat-two-col > .card')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops).toHaveLength(2);
    expect(tops[1]).toBe(tops[0]);
  });

  test('submissions: the guidelines and review times', async ({ page }) => {
    await page.goto('/submissions');
    for (const text of [
      'Novels: 50,000-100,000 words.',
      'Short story collections: 15,000-50,000 words.',
      'An author biography of 150-300 words.',
      'A synopsis of 3-5 pages.',
      'The first 30 pages for novels, or 10-15 poems for poetry.',
      'One DOCX file, shared via a Google Drive link with view access.',
      'Initial response: 4-6 weeks.',
      'Full review: 8-12 weeks.',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('submissions: required fields are checked by the browser and nothing is prepared', async ({ page }) => {
    await page.goto('/submissions');
    await page.getByLabel(/^Name/).fill('Ada Byron');
    await page.getByLabel(/^E-mail/).fill('not-an-email');
    await page.getByRole('button', { name: 'Prepare Submission' }).click();
    await expect(page.getByText(/Your submission has been prepared/)).toHaveCount(0);
    expect(await page.getByLabel(/^E-mail/).evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
  });

  test('submissions: opens a mail to the publisher with subject Submission and a prefilled body, then clears', async ({
    page,
  }) => {
    // Catch the mail link instead of handing it to a mail app that the test machine does not have.
    await page.addInitScript(() => {
      document.addEventListener(
        'click',
        (event) => {
          const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"]') as HTMLAnchorElement | null;
          if (link) {
            (window as unknown as { __mailto: string[] }).__mailto ??= [];
            (window as unknown as { __mailto: string[] }).__mailto.push(link.href);
            event.preventDefault();
          }
        },
        true,
      );
    });
    await page.goto('/submissions');
    let posts = 0;
    page.on('request', (r) => r.method() === 'POST' && posts++);
    await page.getByLabel(/^Name/).fill('Ada Byron');
    await page.getByLabel(/^E-mail/).fill('ada@example.com');
    await page.getByLabel(/^Book title/).fill('The Engine & the Loom');
    await page.getByLabel(/^Document link/).fill('https://drive.google.com/file/d/abc123/view');
    await page.getByLabel('Message (optional)').fill('A novel in letters.');
    await page.getByRole('button', { name: 'Prepare Submission' }).click();

    await expect(
      page.getByText('Your submission has been prepared! Your email client should open with the submission details.'),
    ).toBeVisible();
    const [mailto] = await page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto);
    const url = new URL(mailto!);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@ashgrovepress.co.uk');
    expect(url.searchParams.get('subject')).toBe('Submission');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('Name: Ada Byron');
    expect(body).toContain('E-mail: ada@example.com');
    expect(body).toContain('Book title: The Engine & the Loom');
    expect(body).toContain('Document link: https://drive.google.com/file/d/abc123/view');
    expect(body).toContain('Message:\nA novel in letters.');
    await expect(page.getByLabel(/^Name/)).toHaveValue('');
    await expect(page.getByLabel(/^Document link/)).toHaveValue('');
    await expect(page.getByLabel('Message (optional)')).toHaveValue('');
    expect(posts).toBe(0);
  });

  test('services: editorial and marketing services, Get a Quote, the 4-step process and a contact button', async ({
    page,
  }) => {
    await page.goto('/services');
    for (const s of [
      'Structural editing',
      'Copyediting',
      'Proofreading',
      'Manuscript feedback',
      'Cover design and typesetting',
      'Launch strategy',
      'Press materials',
      'Social media planning',
      'Outreach',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: s })).toBeVisible();
    }
    await expect(page.locator('ol.cat-steps > li')).toHaveCount(4);
    await page.getByRole('link', { name: 'Get a Quote' }).first().click();
    await expect(page).toHaveURL(/\/calculator$/);
    await page.goto('/services');
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('utilities: Cover Creator Guide £27 and Sound Craftery Pro £97 with their pages', async ({ page }) => {
    await page.goto('/utilities');
    await expect(page.getByRole('heading', { level: 1, name: 'Creator Utilities' })).toBeVisible();
    const cover = page.locator('li.cat-utility').filter({ hasText: 'Cover Creator Guide' });
    await expect(cover.getByText('£27')).toBeVisible();
    await expect(cover.getByText('one-time')).toBeVisible();
    await expect(cover.getByRole('link')).toHaveAttribute('href', '/cover-creator/index.html');
    const sound = page.locator('li.cat-utility').filter({ hasText: 'Sound Craftery Pro' });
    await expect(sound.getByText('£97')).toBeVisible();
    await expect(sound.getByRole('link')).toHaveAttribute('href', '/sound-craftery/index.html');
  });

  test('tools lists the tools with working links', async ({ page }) => {
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    await page.getByRole('link', { name: 'Open the calculator' }).click();
    await expect(page).toHaveURL(/\/calculator$/);
  });

  test('privacy: current date, purchases, analytics, cookies, GDPR rights, retention, under 16', async ({ page }) => {
    await page.goto('/privacy');
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    for (const h of [
      'Purchases',
      'Analytics',
      'Cookies and local storage',
      'Your rights under the UK GDPR',
      'How long we keep your data',
      'Children',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    }
    for (const r of [
      'Purchase records: 7 years.',
      'Customer support: 2 years after last contact.',
      'Marketing data: until you unsubscribe.',
      'Analytics: 26 months.',
      'Account data: until you delete it under Your data in Your Library, or ask us to.',
      'Architect’s Method projects started without signing in or subscribing (guest projects): 30 days after their last change.',
    ]) {
      await expect(page.getByText(r)).toBeVisible();
    }
    // How to see, export and delete one's data (decision 121), not only "e-mail us".
    await expect(page.getByRole('link', { name: 'Your Library' }).first()).toHaveAttribute('href', '/library');
    await expect(page.getByText(/To see, export or delete your data yourself, sign in to/)).toBeVisible();
    await expect(page.getByText(/Purchase records are kept for 7 years, detached from your account/)).toBeVisible();
    await expect(page.getByText(/not aimed at children under 16/)).toBeVisible();
  });
});
