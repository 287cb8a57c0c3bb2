import { test, expect, expectRemote, openInApp } from '../support/fixtures';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

test.describe('stories', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('grid shows type, author, minutes, words, at most 3 tags and cut excerpt and synopsis', async ({
    page,
    consoleLog,
  }) => {
    await page.goto('/stories');
    await expectRemote(page, 'catalogue');
    await expect(page.getByRole('heading', { level: 1, name: 'Short Stories' })).toBeVisible();
    const cards = page.locator('li.cat-story-card');
    await expect(cards).toHaveCount(4);
    const snow = cards.filter({ has: page.getByRole('heading', { name: 'The Weight of Snow' }) });
    await expect(snow.getByText('Short Story')).toBeVisible();
    await expect(snow.getByText('Tomás Reid')).toBeVisible();
    await expect(snow.getByText('12 min read')).toBeVisible();
    await expect(snow.getByText('2,900 words')).toBeVisible();
    // Four tags on the record, three shown.
    await expect(snow.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'winter',
      'grief',
      'family',
    ]);
    const excerpt = (await snow.locator('.cat-card-text').first().textContent()) ?? '';
    expect(excerpt.startsWith('Excerpt:')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.replace(/^Excerpt: /, '').length).toBeLessThanOrEqual(151);
    const synopsis = (await snow.locator('.cat-card-text').nth(1).textContent()) ?? '';
    expect(synopsis.replace(/^Synopsis: /, '').length).toBeLessThanOrEqual(151);
    expect(consoleLog.errors).toEqual([]);
  });

  test('Read more opens the details dialog by keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/stories');
    const open = page.getByRole('button', { name: "Read more: The Ferryman's Ledger" });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "The Ferryman's Ledger" });
    await expect(dialog.getByText('Novelette')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^Buy Print/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('empty text when there are no stories', async ({ page }) => {
    await page.route('**/api/stories', (route) => route.fulfill({ json: { stories: [] } }));
    await openInApp(page, '/stories');
    await expect(page.getByText('No stories available yet. Check back soon for new literary pieces!')).toBeVisible();
  });

  test('a story page shows the text, the author and buy links; an unknown one is not found', async ({ page }) => {
    await page.goto('/stories/the-weight-of-snow');
    await expect(page.getByRole('heading', { level: 1, name: 'The Weight of Snow' })).toBeVisible();
    await expect(page.getByText(/^My father weighed snow\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'by Tomás Reid' })).toHaveAttribute('href', '/authors/tomas-reid');
    await expect(page).toHaveTitle('The Weight of Snow | Ashgrove Press');

    await page.goto('/stories/the-ferrymans-ledger');
    await expect(page.getByText('This is an excerpt. The full story is in the editions below.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Buy Print/ })).toBeVisible();

    await page.goto('/stories/no-such-story');
    await expect(page.getByRole('heading', { level: 1, name: 'Story Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Stories' }).click();
    await expect(page).toHaveURL(/\/stories$/);
  });
});

test.describe('authors', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('grid shows photo, name, pen names, nationality, born year, bio and the right link', async ({
    page,
    consoleLog,
  }) => {
    await page.goto('/authors');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Authors' })).toBeVisible();
    const cards = page.locator('li.cat-author-card');
    await expect(cards).toHaveCount(3);
    const elena = cards.filter({ has: page.getByRole('heading', { name: 'Elena Marchetti' }) });
    await expect(elena.getByRole('img', { name: 'Portrait of Elena Marchetti' })).toBeVisible();
    await expect(elena.getByText('Also known as')).toBeVisible();
    await expect(elena.getByText('E. M. Vale')).toBeVisible();
    await expect(elena.getByText('Italian')).toBeVisible();
    await expect(elena.getByText('Born 1979')).toBeVisible();
    await expect(elena.getByRole('link', { name: /^Profile \(external\)/ })).toHaveAttribute(
      'href',
      'https://profiles.example.org/elena-marchetti',
    );
    await expect(elena.getByRole('link', { name: /^Learn More/ })).toHaveCount(0);

    // No profile URL: Learn More to the author's own page.
    const tomas = cards.filter({ has: page.getByRole('heading', { name: 'Tomás Reid' }) });
    await expect(tomas.getByText('Also known as')).toHaveCount(0);
    await tomas.getByRole('link', { name: /^Learn More/ }).click();
    await expect(page).toHaveURL(/\/authors\/tomas-reid$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tomás Reid' })).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });

  test('empty text when there are no authors', async ({ page }) => {
    await page.route('**/api/authors', (route) => route.fulfill({ json: { authors: [] } }));
    await openInApp(page, '/authors');
    await expect(page.getByText('No authors available yet. Check back soon to meet our writers!')).toBeVisible();
  });

  test('an author page shows bio, pen names and their books; an unknown one is not found', async ({ page }) => {
    await page.goto('/authors/elena-marchetti');
    await expect(page.getByRole('heading', { level: 1, name: 'Elena Marchetti' })).toBeVisible();
    await expect(page.getByText(/^Elena Marchetti was born in Lucca/)).toBeVisible();
    await expect(page.getByText('E. M. Vale')).toBeVisible();
    const books = page.locator('section[aria-labelledby="author-books"]');
    await expect(books.getByRole('heading', { name: 'Books by Elena Marchetti' })).toBeVisible();
    await books.getByRole('link', { name: 'Crownless' }).click();
    await expect(page).toHaveURL(/\/books\/crownless$/);

    await page.goto('/authors/nobody-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Author Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Authors' })).toHaveAttribute('href', '/authors');
  });
});
