import type { Page } from '@playwright/test';
import { test, expect, expectRemote, openInApp } from '../support/fixtures';

// Pages read only: one warm browser context per worker (support/fixtures.ts, decision 138).
test.use({ warmCache: true });

/** Offline, third-party scripts and frames fail: that is the state these tests look at. */
const thirdParty = (e: string) => /paypal|spotify|ERR_|net::|Refused/i.test(e);

async function fakeSpotify(page: Page) {
  await page.route('https://open.spotify.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Spotify player</p>' }),
  );
}

test.describe('music', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('the grid lists only entries with artwork and opens a detail dialog', async ({ page, consoleLog }) => {
    const { entries } = await (await page.request.get('/api/music')).json();
    await page.goto('/music');
    await expectRemote(page, 'catalogue');
    const cards = page.locator('li.cat-music-card');
    await expect(cards).toHaveCount(entries.filter((e: { artworkUrl: string | null }) => e.artworkUrl).length);
    for (const img of await cards.getByRole('img').all()) await expect(img).toHaveAttribute('width', '400');

    await page.getByRole('button', { name: 'View Details: Ashgrove Nocturne' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ashgrove Nocturne' });
    await expect(dialog.getByText('Clara Vennet')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^Listen Now/ })).toHaveAttribute(
      'href',
      '/media/music/ashgrove-nocturne.wav',
    );
    await expect(dialog.getByText('Music sheet', { exact: false })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(consoleLog.errors).toEqual([]);
  });

  test('a future release is Coming Soon', async ({ page }) => {
    await page.goto('/music');
    await page.getByRole('button', { name: 'View Details: Winter Psalm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Winter Psalm' });
    await expect(dialog.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^Listen Now/ })).toHaveCount(0);
    // Its date is the day it is expected: a piece that is not out was never "Released".
    await expect(dialog.getByText(/^Expected release date: \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(dialog.getByText(/^Released /)).toHaveCount(0);
    await page.goto('/music/winter-psalm');
    await expect(page.getByText(/^Expected release date: /)).toBeVisible();
    await expect(page.getByText(/^Released /)).toHaveCount(0);
  });

  test('a purchasable sheet shows its GBP price and loads PayPal with currency GBP; a failed script says so', async ({
    page,
    consoleLog,
  }) => {
    const script = page.waitForRequest(/paypal\.com\/sdk\/js/);
    await page.route(/paypal\.com\/sdk\/js/, (route) => route.abort('internetdisconnected'));
    await page.goto('/music/the-lantern-waltz');
    await expect(page.getByRole('heading', { level: 1, name: 'The Lantern Waltz' })).toBeVisible();
    await expect(page.getByText('Music sheet: £6.50')).toBeVisible();
    const url = new URL((await script).url());
    expect(url.searchParams.get('currency')).toBe('GBP');
    expect(url.searchParams.get('components')).toBe('hosted-buttons');
    await expect(page.getByText('PayPal button failed to load')).toBeVisible();
    await expect(page.getByRole('link', { name: 'hello@ashgrovepress.co.uk' }).first()).toBeVisible();
    await expect(page).toHaveTitle('The Lantern Waltz | Ashgrove Press');
    expect(consoleLog.errors.filter((e) => !thirdParty(e))).toEqual([]);
  });

  test('an entry with neither a song nor a purchasable sheet is Coming Soon', async ({ page }) => {
    await page.route('**/api/music/ashgrove-nocturne', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.entry.songUrl = '';
      await route.fulfill({ response: res, json: body });
    });
    await openInApp(page, '/music/ashgrove-nocturne');
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
  });

  test('an unknown entry says Not found; an empty list says No musical entries yet.', async ({ page }) => {
    await page.goto('/music/no-such-song');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await page.route('**/api/music', (route) => route.fulfill({ json: { entries: [] } }));
    await openInApp(page, '/music');
    await expect(page.getByText('No musical entries yet.')).toBeVisible();
  });
});

test.describe('podcast', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('episodes newest number first, with Date TBD and the missing-description text', async ({ page }) => {
    await fakeSpotify(page);
    await page.goto('/podcast');
    await expect(page.getByRole('heading', { level: 1, name: 'The Ashgrove Podcast' })).toBeVisible();
    await expect(page.getByText('Literary conversations')).toBeVisible();
    const episodes = page.locator('li.cat-episode');
    await expect(episodes.getByRole('heading', { level: 2 })).toHaveText([
      'Letters Nobody Sent',
      'Rooms, Rivers and Radio',
      'Translating Yourself',
    ]);
    await expect(episodes.first().getByText('Episode 3')).toBeVisible();
    await expect(episodes.first().getByText('Date TBD')).toBeVisible();
    await expect(episodes.first().getByText('Episode description coming soon...')).toBeVisible();
  });

  test('the Spotify player is 352 px high on desktop', async ({ page }) => {
    await fakeSpotify(page);
    await page.goto('/podcast');
    const frame = page.locator('iframe[title="Podcast player: Rooms, Rivers and Radio"]');
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())!.height).toBe(352);
  });

  test('the Spotify player is 232 px high on mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await fakeSpotify(page);
    await page.goto('/podcast');
    const frame = page.locator('iframe[title="Podcast player: Rooms, Rivers and Radio"]');
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())!.height).toBe(232);
  });

  test('when the embed fails: Podcast Player Unavailable and the platform links', async ({ page }) => {
    await page.route('https://open.spotify.com/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/podcast');
    const episode = page.locator('li.cat-episode').filter({ hasText: 'Rooms, Rivers and Radio' });
    await expect(episode.getByText('Podcast Player Unavailable')).toBeVisible();
    await expect(episode.locator('iframe')).toHaveCount(0);
    await expect(episode.getByRole('link', { name: /^Spotify/ })).toHaveAttribute(
      'href',
      'https://open.spotify.example.org/show/ashgrove-conversations/2',
    );
    await expect(episode.getByRole('link', { name: /^Google Podcasts/ })).toBeVisible();
    await expect(episode.getByRole('link', { name: /^YouTube/ })).toBeVisible();
  });

  for (const [width, height] of [
    [1280, 352],
    [375, 232],
  ] as const) {
    test(`at ${width} px the unavailable notice keeps the player's ${height} px, so nothing below it moves`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.route('https://open.spotify.com/**', (route) => route.abort('internetdisconnected'));
      await page.goto('/podcast');
      const episode = page.locator('li.cat-episode').filter({ hasText: 'Rooms, Rivers and Radio' });
      const notice = episode.locator('[data-player-state="failed"]');
      await expect(notice).toBeVisible();
      expect((await notice.boundingBox())!.height).toBeGreaterThanOrEqual(height);
    });
  }

  test('Coming Soon! when there are no episodes', async ({ page }) => {
    await page.route('**/api/podcast', (route) => route.fulfill({ json: { episodes: [] } }));
    await openInApp(page, '/podcast');
    await expect(page.getByRole('heading', { name: 'Coming Soon!' })).toBeVisible();
  });
});
