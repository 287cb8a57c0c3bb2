import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { RouteDef } from '@publisher/shared/routes';
import { ROUTES } from '../support/routes';
import type { Book } from '@publisher/shared/contracts/content';
import { test, expect } from '../support/fixtures';
import { axeViolations, openRemote, settled, sidewaysScroll } from '../support/a11y';
import { createProject, openDashboardAs, uniqueEmail } from './architect-helpers';
import { budget } from '../support/machine';

/*
 * axe (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) on the WHOLE page — the shell's header,
 * footer and consent banner together with the remote's page — for every route of the shared
 * route table, at 1280 px and at 375 px, and for every dialog of the site while it is open; and
 * WCAG's reflow: at 375 and 320 px nothing on a route's page scrolls sideways.
 * The route list is ROUTES itself, so a new route is checked without touching this file.
 */

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 800 };
const NARROWEST = { width: 320, height: 800 };

/** First item of an API list that satisfies `want` (else the first item), by slug. */
async function slugOf<T extends { slug: string }>(
  request: APIRequestContext,
  path: string,
  key: string,
  want: (item: T) => boolean = () => true,
): Promise<string> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  const items = (await response.json())[key] as T[];
  expect(items.length, `${path} lists nothing to check`).toBeGreaterThan(0);
  return (items.find(want) ?? items[0]!).slug;
}

/** A book page with every block the page can show (sample, flipbook, physical purchase). */
const richBook = (b: Book) => b.hasSample && b.hasFullFlipbook && b.availablePhysical;

/** Like slugOf over the books, judged on full records (/api/books lists summaries only). */
async function bookSlugOf(request: APIRequestContext, want: (book: Book) => boolean): Promise<string> {
  const response = await request.get('/api/books');
  expect(response.ok(), 'GET /api/books').toBe(true);
  const slugs = ((await response.json()).books as { slug: string }[]).map((b) => b.slug);
  expect(slugs.length, '/api/books lists nothing to check').toBeGreaterThan(0);
  for (const slug of slugs) {
    const book = (await (await request.get(`/api/books/${slug}`)).json()).book as Book;
    if (want(book)) return slug;
  }
  return slugs[0]!;
}

/**
 * The concrete address of a parameterised route, taken from the running API's own data (a new
 * sample book or story is used as is). The project page needs a project: one is created.
 */
const SAMPLE_PARAMS: Record<string, (page: Page) => Promise<string>> = {
  '/books/:slug': async (p) => `/books/${await bookSlugOf(p.request, richBook)}`,
  '/read/:slug': async (p) => `/read/${await bookSlugOf(p.request, (b) => b.hasSample)}`,
  '/read/full/:slug': async (p) => `/read/full/${await bookSlugOf(p.request, (b) => b.hasFullFlipbook)}`,
  '/stories/:slug': async (p) => `/stories/${await slugOf(p.request, '/api/stories', 'stories')}`,
  '/authors/:slug': async (p) => `/authors/${await slugOf(p.request, '/api/authors', 'authors')}`,
  '/music/:slug': async (p) => `/music/${await slugOf(p.request, '/api/music', 'entries')}`,
  // The Italian edition (decision 131): an Italian book, and any story or author.
  '/it/books/:slug': async (p) => `/it/books/${await bookSlugOf(p.request, (b) => b.language === 'Italian')}`,
  '/it/stories/:slug': async (p) => `/it/stories/${await slugOf(p.request, '/api/stories', 'stories')}`,
  '/it/authors/:slug': async (p) => `/it/authors/${await slugOf(p.request, '/api/authors', 'authors')}`,
  '/architect-method/projects/:id': async (p) => {
    await openDashboardAs(p, uniqueEmail('a11y-routes'));
    await createProject(p, 'An Accessible Novel');
    const href = await p.getByRole('link', { name: 'Continue An Accessible Novel' }).getAttribute('href');
    expect(href).toMatch(/^\/architect-method\/projects\/[\w-]+$/);
    return href!;
  },
};

/**
 * Routes whose plain address is a passing or partial state: the state checked instead, with the
 * sample data of api/SAMPLE-DATA.md (the same states the commerce specs check).
 */
const SAMPLE_STATE: Record<string, { query?: string; ready?: (page: Page) => Promise<void> }> = {
  // Both services on, so the typesetting card is on the page too.
  '/calculator': { ready: async (p) => void (await p.getByLabel('Interior typesetting').check()) },
  // Details shown; the 10-second redirect stopped so the page under test stays put.
  '/purchase-success': {
    query: '?order_number=SAMPLE-CROWNLESS-1001&email=reader%40example.com',
    ready: async (p) => void (await p.getByRole('button', { name: 'Stay on this page' }).click()),
  },
  '/thank-you': { query: '?session_id=cs_sandbox_a11y' },
  '/cover-creator/validate-purchase': {
    query: '?key=COVER-SAMPLE-2001-KEY',
    ready: async (p) => void (await p.getByRole('heading', { name: 'Purchase Verified' }).waitFor()),
  },
  // (/cover-creator/validate-purchase.html and /year7-maths/validate-purchase.html: plain, the
  // "no details given" state.) A key that is refused: the failed state.
  '/sound-craftery/validate-purchase.html': {
    query: '?key=NOPE',
    ready: async (p) => void (await p.getByRole('heading', { name: 'Validation Failed' }).waitFor()),
  },
  '/architects-method/validate-purchase': {
    query: '?key=ARCHITECT-SAMPLE-3001-KEY',
    ready: async (p) => void (await p.getByRole('heading', { name: 'Purchase Verified' }).waitFor()),
  },
};

async function addressOf(page: Page, route: RouteDef): Promise<string> {
  const base = SAMPLE_PARAMS[route.path] ? await SAMPLE_PARAMS[route.path]!(page) : route.path;
  expect(base, `no sample address for ${route.path}`).not.toContain(':');
  return base + (SAMPLE_STATE[route.path]?.query ?? '');
}

/** Opens a route and waits until its remote has rendered and every loading state is gone. */
async function openSettled(page: Page, route: RouteDef, url: string): Promise<void> {
  await openRemote(page, url, route.remote);
  await SAMPLE_STATE[route.path]?.ready?.(page);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Content in closed <details> is checked too (axe skips what is not rendered).
  await page.locator('main details').evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')));
}

/** One frame for a new width's layout (the header's menu toggle, one-column grids). */
const relayout = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

async function expectNoViolationsAtBothWidths(page: Page): Promise<void> {
  expect(await axeViolations(page), 'axe at 1280 px').toEqual([]);
  await page.setViewportSize(MOBILE);
  await relayout(page);
  expect(await axeViolations(page), 'axe at 375 px').toEqual([]);
  expect(await sidewaysScroll(page), 'sideways scroll at 375 px').toEqual([]);
}

async function expectReflowAt320(page: Page): Promise<void> {
  await page.setViewportSize(NARROWEST);
  await relayout(page);
  expect(await sidewaysScroll(page), 'sideways scroll at 320 px').toEqual([]);
}

test.use({ viewport: DESKTOP, warmCache: true });
// Independent tests: both workers share them.
test.describe.configure({ mode: 'parallel' });

/** Routes whose sample address signs a visitor in (a project is created): checked in a test of their own. */
const SIGNS_IN = new Set(['/architect-method/projects/:id']);
/** Routes per test: a test's page is reused from route to route (a test's own set-up is about 1.5 s). */
const ROUTES_PER_TEST = 5;

/** The route table by remote, in tests of at most ROUTES_PER_TEST routes (a route that signs in alone). */
function routeBatches(): RouteDef[][] {
  const batches: RouteDef[][] = [];
  for (const remote of [...new Set(ROUTES.map((r) => r.remote))]) {
    const own = ROUTES.filter((r) => r.remote === remote);
    for (const route of own.filter((r) => SIGNS_IN.has(r.path))) batches.push([route]);
    const rest = own.filter((r) => !SIGNS_IN.has(r.path));
    for (let i = 0; i < rest.length; i += ROUTES_PER_TEST) batches.push(rest.slice(i, i + ROUTES_PER_TEST));
  }
  return batches;
}

test.describe('every route, consent decided', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('the batches hold every route of the table once', () => {
    const paths = (routes: readonly RouteDef[]) => routes.map((r) => r.path).sort();
    expect(paths(routeBatches().flat())).toEqual(paths(ROUTES));
  });

  for (const batch of routeBatches()) {
    const remote = batch[0]!.remote;
    test(`${batch.map((r) => r.path).join(', ')} mount${batch.length > 1 ? '' : 's'} mfe-${remote} in the shell: 0 axe violations on the whole page, fits 1280, 375 and 320 px`, async ({
      page,
      consoleLog,
    }) => {
      test.setTimeout(budget(30_000) * batch.length);
      for (const route of batch) {
        await test.step(`${route.path} (${route.page})`, async () => {
          await page.setViewportSize(DESKTOP);
          const url = await addressOf(page, route);
          const errorsBefore = consoleLog.errors.length;
          await openSettled(page, route, url);
          // Inside the shell: its header, main navigation, footer and title around the remote's page.
          await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
          await expect(page.locator('header.site-header')).toBeVisible();
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
          await expect(page.locator('footer.site-footer')).toContainText('Registered in England and Wales');
          await expect(page).toHaveTitle(/Ashgrove Press/);
          expect(await sidewaysScroll(page), 'sideways scroll at 1280 px').toEqual([]);
          await expectNoViolationsAtBothWidths(page);
          // A retry openRemote pressed after the shell's remote timeout is forgiven; nothing else is.
          const errors = consoleLog.errors
            .slice(errorsBefore)
            .filter((e) => !e.startsWith(`RemoteTimeoutError: The ${route.remote} section`));
          expect(errors, `console errors on ${route.path}`).toEqual([]);
          await expectReflowAt320(page);
        });
      }
    });
  }
});

test.describe('first visit: the consent banner over the page', () => {
  // One route per remote, plus a book page: the banner sits over each kind of page.
  const FIRST_VISITS = ['/', '/books/:slug', '/calculator', '/my-purchases', '/architect-method', '/education'];

  for (const path of FIRST_VISITS) {
    test(`${path} with the banner shown: 0 axe violations`, async ({ page }) => {
      const route = ROUTES.find((r) => r.path === path);
      expect(route, `${path} is in ROUTES`).toBeDefined();
      await openSettled(page, route!, await addressOf(page, route!));
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
      await expectNoViolationsAtBothWidths(page);
    });
  }
});

test.describe('every dialog, while open', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  /** Opens each dialog the buttons lead to, checks it, closes it with Escape. */
  async function checkEachDialog(page: Page, openers: Locator, ready?: (dialog: Locator) => Promise<void>) {
    const count = await openers.count();
    expect(count, 'dialog openers on the page').toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const opener = openers.nth(i);
      const name = await opener.getAttribute('aria-label');
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await ready?.(dialog);
      await settled(page);
      expect(await axeViolations(page), `axe with the dialog of "${name}" open`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  }

  test('book preview dialog (home, each featured book)', async ({ page }) => {
    await openRemote(page, '/', 'catalogue');
    await settled(page);
    const openers = page
      .locator('section[aria-labelledby="featured-books"]')
      .getByRole('button', { name: /^(Preview Book|View Details): / });
    await checkEachDialog(page, openers, async (dialog) => {
      // A book with a sample shows its preview frame; one without says so. Either way, settled.
      await expect(
        dialog
          .locator('[data-preview-state="loaded"], [data-preview-state="failed"]')
          .or(dialog.getByText('Preview Not Available')),
      ).toBeVisible({ timeout: budget(15_000) });
    });
  });

  test('story dialog (home featured stories and every story of /stories)', async ({ page }) => {
    await openRemote(page, '/', 'catalogue');
    await settled(page);
    await checkEachDialog(
      page,
      page.locator('section[aria-labelledby="featured-stories"]').getByRole('button', { name: /^Read More: / }),
    );
    await openRemote(page, '/stories', 'catalogue');
    await settled(page);
    await checkEachDialog(page, page.locator('main').getByRole('button', { name: /^Read more: /i }));
  });

  test('music details dialog (every entry of /music)', async ({ page }) => {
    await openRemote(page, '/music', 'catalogue');
    await settled(page);
    await checkEachDialog(page, page.locator('main').getByRole('button', { name: /^View Details: / }));
  });

  test('the dialog at 375 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openRemote(page, '/', 'catalogue');
    await settled(page);
    await page
      .locator('section[aria-labelledby="featured-books"]')
      .getByRole('button', { name: /^(Preview Book|View Details): / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the check itself: a violation in the page or in its reader frame is reported', async ({ page }) => {
  // axeViolations runs in legacy mode with violations only (support/a11y.ts): it still sees frames.
  const route = ROUTES.find((r) => r.path === '/read/:slug')!;
  await openSettled(page, route, await addressOf(page, route));
  const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().includes('/media/samples/'));
  expect(frame, 'the sample reader frame').toBeDefined();
  await frame!.evaluate(() =>
    document.body.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })),
  );
  await page.evaluate(() => document.querySelector('#main')!.append(Object.assign(document.createElement('button'))));
  const found = await axeViolations(page);
  expect(found.map((v) => v.split(' ')[0])).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
  expect(
    found.find((v) => v.startsWith('image-alt')),
    'the frame named in the target',
  ).toContain('iframe');
});
