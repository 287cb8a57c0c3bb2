import type { Page } from '@playwright/test';
import { test, expect, expectRemote, holdRequests, openInApp } from '../support/fixtures';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

/** Serves /api/books/featured from the real catalogue, with the books of the given slugs (full records). */
async function featureBooks(page: Page, slugs: string[]) {
  await page.route('**/api/books/featured', async (route) => {
    const books = await Promise.all(
      slugs.map(async (s) => (await (await page.request.get(`/api/books/${s}`)).json()).book),
    );
    await route.fulfill({ json: { books } });
  });
}

test.describe('home', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('on phones the hero links keep their labels on one line, one link a row', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Explore Ashgrove Press' }).getByRole('link');
    await expect(links).toHaveCount(4);
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      const boxes = await links.evaluateAll((all) =>
        all.map((a) => {
          // The label's lines: the distinct tops of its text's boxes.
          const range = document.createRange();
          range.selectNodeContents(a);
          return {
            top: a.getBoundingClientRect().top,
            lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
          };
        }),
      );
      expect(
        boxes.map((b) => b.lines),
        `at ${width} px`,
      ).toEqual([1, 1, 1, 1]);
      expect(new Set(boxes.map((b) => Math.round(b.top))).size, `at ${width} px`).toBe(4);
    }
  });

  test('hero links, two featured books and stories, What We Publish and the about teaser', async ({
    page,
    consoleLog,
  }) => {
    await page.goto('/');
    await expectRemote(page, 'catalogue');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stories worth keeping, made with care');
    const hero = page.getByRole('navigation', { name: 'Explore Ashgrove Press' });
    await expect(hero.getByRole('link', { name: 'Browse Books' })).toHaveAttribute('href', '/books');
    await expect(hero.getByRole('link', { name: 'Meet Our Authors' })).toHaveAttribute('href', '/authors');
    await expect(hero.getByRole('link', { name: 'Author Services' })).toHaveAttribute('href', '/services');
    // It leads to a real sign-up on the page (decision 124), no longer to /contact.
    await expect(hero.getByRole('link', { name: 'Subscribe for Updates' })).toHaveAttribute('href', '#updates');
    await expect(page.locator('#updates').getByRole('button', { name: 'Subscribe for Updates' })).toBeVisible();

    const books = page.locator('section[aria-labelledby="featured-books"] li');
    await expect(books).toHaveCount(2);
    await expect(books.first().getByRole('heading', { name: 'Crownless' })).toBeVisible();
    const stories = page.locator('section[aria-labelledby="featured-stories"] li');
    await expect(stories).toHaveCount(2);
    await expect(stories.getByRole('button', { name: /^Read More/ })).toHaveCount(2);

    const publish = page.locator('section[aria-labelledby="what-we-publish"] li');
    await expect(publish).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'What We Publish' })).toBeVisible();
    await page.getByRole('link', { name: 'Read Our Story' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Ashgrove Press' })).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });

  test('never shows more than two featured books', async ({ page }) => {
    await featureBooks(page, ['crownless', 'the-salt-orchard', 'a-grammar-of-small-rooms']);
    await openInApp(page, '/');
    await expect(page.locator('section[aria-labelledby="featured-books"] li')).toHaveCount(2);
  });

  test('book preview dialog by keyboard: focus moves in, Escape closes, focus returns, selection cleared', async ({
    page,
  }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Preview Book: Crownless' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Crownless' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
    await expect(dialog.getByRole('img', { name: 'Cover of Crownless' })).toBeVisible();
    await expect(dialog.getByText('Elena Marchetti')).toBeVisible();
    for (const name of ['Buy Print', 'Buy ePub', 'Buy Kindle']) {
      await expect(dialog.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(dialog.locator('[data-preview-state="loaded"] iframe')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('the dialog closes with × and with a click on the backdrop', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Preview Book: The Salt Orchard' }).click();
    const dialog = page.getByRole('dialog', { name: 'The Salt Orchard' });
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Preview Book: The Salt Orchard' })).toBeFocused();

    await page.getByRole('button', { name: 'Preview Book: Crownless' }).click();
    await expect(page.getByRole('dialog', { name: 'Crownless' })).toBeVisible();
    await page.mouse.click(8, 8); // the backdrop, outside the dialog box
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Reopening shows the newly chosen book, not the previous selection.
    await page.getByRole('button', { name: 'Preview Book: The Salt Orchard' }).click();
    await expect(page.getByRole('dialog', { name: 'The Salt Orchard' })).toBeVisible();
  });

  test('synopsis is clamped to three lines with Read More / Read Less', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Preview Book: Crownless' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crownless' });
    const synopsis = dialog.locator('p.cat-clamp');
    const lineHeight = await synopsis.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const clamped = (await synopsis.boundingBox())!.height;
    expect(clamped).toBeLessThanOrEqual(lineHeight * 3 + 1);
    const toggle = dialog.getByRole('button', { name: 'Read More' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const less = dialog.getByRole('button', { name: 'Read Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    const open = (await dialog.locator('p.cat-clamp-open').boundingBox())!.height;
    expect(open).toBeGreaterThan(clamped);
    await less.click();
    await expect(dialog.getByRole('button', { name: 'Read More' })).toBeVisible();
  });

  test('release states: Coming Soon with the expected date, PreSale Available with its links, View Details without a sample', async ({
    page,
  }) => {
    await featureBooks(page, ['letters-from-the-lower-field', 'the-cartographers-silence']);
    const { book } = await (await page.request.get('/api/books/letters-from-the-lower-field')).json();
    const expected = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(`${book.releaseDate}T12:00:00`),
    );
    await openInApp(page, '/');
    // No Sample Reader URL: the card reads View Details and the dialog says Preview Not Available.
    await page.getByRole('button', { name: 'View Details: Letters from the Lower Field' }).click();
    let dialog = page.getByRole('dialog', { name: 'Letters from the Lower Field' });
    await expect(dialog.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(dialog.getByText(`Expected release date: ${expected}`)).toBeVisible();
    await expect(dialog.getByText('Preview Not Available')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^Buy / })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: "Preview Book: The Cartographer's Silence" }).click();
    dialog = page.getByRole('dialog', { name: "The Cartographer's Silence" });
    await expect(dialog.getByText('PreSale Available')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^Pre-order Now/ })).toHaveAttribute(
      'href',
      'https://presale.example.org/ashgrove/the-cartographers-silence',
    );
    await expect(dialog.getByRole('link', { name: /^Buy ePub/ })).toBeVisible();
  });

  test('preview frame: Loading book preview..., then Preview Unavailable with an open-in-new-tab link when it fails', async ({
    page,
  }) => {
    await page.route('**/media/samples/crownless/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const release = await holdRequests(page, '**/media/samples/crownless/**');
    await page.goto('/');
    await page.getByRole('button', { name: 'Preview Book: Crownless' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crownless' });
    await expect(dialog.getByText('Loading book preview...')).toBeVisible();
    release();
    await expect(dialog.getByText('Preview Unavailable')).toBeVisible();
    const link = dialog.getByRole('link', { name: /Open preview in a new tab/ });
    await expect(link).toHaveAttribute('href', '/media/samples/crownless/index.html');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('a story card opens the Read More dialog', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Read More: The Weight of Snow' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'The Weight of Snow' });
    await expect(dialog.getByText('Tomás Reid')).toBeVisible();
    await expect(dialog.getByText('12 min read')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Read the full story' })).toHaveAttribute(
      'href',
      '/stories/the-weight-of-snow',
    );
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('featured lists show an error with a working retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/stories/featured', (route) =>
      fail ? route.fulfill({ status: 503, json: { error: 'Down.' } }) : route.fallback(),
    );
    await openInApp(page, '/');
    await expect(page.getByText('We could not load the featured stories just now.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('section[aria-labelledby="featured-stories"] li')).toHaveCount(2);
  });
});
