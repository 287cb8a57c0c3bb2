import { HEADER_LINKS } from '@publisher/shared/routes';
import { expect, expectRemote, holdShellScript, test } from '../support/fixtures';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

// Every route of the table mounting its remote inside the shell (header, navigation, footer, title,
// no console error) is checked in a11y-routes.spec.ts, on the same page load as its accessibility.

test('the header lists the 13 links in the spec order', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.goto('/books');
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveCount(13);
  const hrefs = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs).toEqual(HEADER_LINKS.map((l) => l.to));
  expect(hrefs).not.toContain('/education');
  expect(hrefs).not.toContain('/architects-method');
});

test('the active header link is highlighted as the current page', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  for (const label of ['Stories', 'Music', 'About', 'Contact']) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('the footer has purchases, both privacy pages, mail, nine social links and the legal line', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Access Your Purchases' })).toHaveAttribute('href', '/my-purchases');
  await expect(footer.locator('a[href="/privacy"]')).toBeVisible();
  await expect(footer.locator('a[href="/architect-privacy"]')).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
  const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
  const names = await social.allInnerTexts();
  expect(names.map((n) => n.replace('(opens in a new tab)', '').trim())).toEqual([
    'WhatsApp',
    'X',
    'Instagram',
    'TikTok',
    'YouTube',
    'Google',
    'Pinterest',
    'Mastodon',
    'Bluesky',
  ]);
  // Each a target of at least 24 x 24 px: 'X' alone was 11 px wide.
  for (const box of await social.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON()))) {
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
  await expect(footer).toContainText(/Ltd\. Registered in England and Wales, company number \d{8}/);
});

test.describe('at 375 px the menu is a toggle', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens and closes by mouse and keyboard and closes on navigation', async ({ page, decideConsent }) => {
    await decideConsent();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Books' })).toBeVisible();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await nav.getByRole('link', { name: 'Podcast' }).click();
    await expect(page).toHaveURL(/\/podcast$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });

  test('opens before the app has started, and the app starts with it open and the toggle focused', async ({
    page,
    decideConsent,
  }) => {
    await decideConsent();
    // Hold the shell's script back until the visitor has used the first HTML's menu.
    const release = await holdShellScript(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.locator('header[data-early]')).toHaveCount(1);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Books' })).toBeVisible();
    release();
    await expect(page.locator('header[data-early]')).toHaveCount(0);
    await expectRemote(page, 'catalogue');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Books' })).toBeVisible();
    await expect(toggle).toBeFocused();
    // The app's own handler alone toggles it now (the early script no longer acts).
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });
});

test('the closed header is one row, the name beside Menu, from 320 to 899 px', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.goto('/');
  const brand = page.getByRole('link', { name: 'Ashgrove Press, home' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  for (const width of [320, 360, 375, 414, 768, 899]) {
    await page.setViewportSize({ width, height: 800 });
    const [b, t] = [await brand.boundingBox(), await toggle.boundingBox()];
    // Both on the same row: the toggle starts to the right of the name and above its bottom edge.
    expect(t!.x, `at ${width} px`).toBeGreaterThan(b!.x + b!.width);
    expect(t!.y, `at ${width} px`).toBeLessThan(b!.y + b!.height);
    expect((await page.locator('header.site-header').boundingBox())!.height, `at ${width} px`).toBeLessThanOrEqual(72);
  }
});

test('at 1280 px the menu toggle is not shown', async ({ page, decideConsent }) => {
  await decideConsent();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' })).toBeVisible();
});
