import { expect, expectRemote, test, withoutSiteConfiguration } from '../support/fixtures';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

// The shell's router is declarative (docs/decisions/085): what the data router did for it by
// itself (scroll restoration, the route error page and its recovery) is checked here.

type Page = import('@playwright/test').Page;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * At 375 px, /education scrolled to its last card's link (> 1000 px down), then that link followed to a page
 * that opens at its top. Gives the card and where the visitor left /education.
 */
async function followLinkDeepInEducation(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/education');
  const card = page.getByRole('article', { name: 'Year 11 Mathematics Workbook' });
  const link = card.getByRole('link', { name: 'Get Notified' });
  await link.scrollIntoViewIfNeeded();
  const leftAt = await scrollY(page);
  expect(leftAt).toBeGreaterThan(1000);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
  await expect.poll(() => scrollY(page)).toBe(0);
  return { card, leftAt };
}

test('Back returns to where the visitor was on the page, Forward opens the next page at its top', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  const { card, leftAt } = await followLinkDeepInEducation(page);

  await page.goBack();
  await expect(card).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(leftAt);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a page loaded fresh opens at its top, whatever an earlier page of the tab kept; a reload keeps its place', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  // Leaves by a link, then by a fresh load (a return from a payment page, an address typed): each document's
  // first entry was keyed "default", so the fresh page opened at the first one's position.
  await followLinkDeepInEducation(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 400));
  const kept = await scrollY(page);
  expect(kept).toBeGreaterThan(0);
  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(kept);
});

test('an unknown address shows the not-found page inside the site, also after client-side navigation', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no-such-page')).toBeVisible();
  await page.getByRole('link', { name: 'browse our books' }).click();
  await expectRemote(page, 'catalogue');
  await expect(page).toHaveURL(/\/books$/);
});

test('after a routing failure, the next navigation loads the site configuration again', async ({
  page,
  decideConsent,
}) => {
  await decideConsent();
  await withoutSiteConfiguration(page, '/books');
  await page.goto('/books');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();

  await page.unroute('**/remotes.json');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expectRemote(page, 'catalogue');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
});

// A link into the app renders the parts of a page that are never on its first screen just after the
// frame that shows the page (BelowTheFold, decision 114): that frame holds the first screen alone, with
// the footer still below it, and the rest follows. A page opened by its address, or by Back, is whole at
// once (the test above: Back to a scrolled /education lands where the visitor was). The calculator's
// summary is beside its options from 1200 px, on the first screen: there it comes with the page.
for (const { path, remote, width, first, later, whole } of [
  {
    path: '/calculator',
    remote: 'commerce',
    width: 412,
    first: '#calc-services-heading',
    later: '.calc-bottom, .calc-summary',
    whole: 'form#calc-quote-form',
  },
  {
    path: '/calculator',
    remote: 'commerce',
    width: 1280,
    first: '.calc-summary',
    later: '.calc-bottom',
    whole: 'form#calc-quote-form',
  },
  {
    path: '/education',
    remote: 'education',
    width: 412,
    first: '#edu-courses',
    later: '.edu-grid',
    whole: 'article.edu-card',
  },
  // The Architect's landing: hero and principles on a phone's first screen; the comparison joins them on a
  // desktop at least 780 px tall, so it comes with the page there.
  {
    path: '/architect-method',
    remote: 'architect',
    width: 412,
    first: '.arch-principles',
    later: 'table.arch-compare, ol.arch-stages',
    whole: '#arch-landing-pricing',
  },
  {
    path: '/architect-method',
    remote: 'architect',
    width: 1280,
    first: 'table.arch-compare',
    later: 'ol.arch-stages',
    whole: '#arch-landing-pricing',
  },
]) {
  test(`a link to ${path} at ${width} px shows its first screen first, then the rest of the page`, async ({
    page,
    decideConsent,
  }) => {
    await decideConsent();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/tools');
    await expectRemote(page, 'catalogue');
    await page.evaluate(
      ({ heading, first, later }) => {
        (window as unknown as { firstScreen: Promise<unknown> }).firstScreen = new Promise((resolve) => {
          const seen = new MutationObserver(() => {
            if (!document.querySelector(heading)) return;
            seen.disconnect();
            const footer = document.querySelector('.site-footer')!.getBoundingClientRect();
            resolve({
              first: document.querySelectorAll(first).length,
              later: document.querySelectorAll(later).length,
              footerBelow: footer.top >= innerHeight,
            });
          });
          seen.observe(document.getElementById('main')!, { childList: true, subtree: true });
        });
      },
      { heading: `#main > [data-boundary="mfe-${remote}"] h1`, first, later },
    );
    await page.locator(`#main a[href="${path}"]`).first().click();
    expect(await page.evaluate(() => (window as unknown as { firstScreen: Promise<unknown> }).firstScreen)).toEqual({
      first: 1,
      later: 0,
      footerBelow: true,
    });
    await expect(page.locator(later)).toHaveCount(later.split(',').length);
    await expect(page.locator(`#main ${whole}`).first()).toBeAttached();
    expect(await page.locator('#main [aria-hidden="true"][style]').count()).toBe(0);
  });
}
