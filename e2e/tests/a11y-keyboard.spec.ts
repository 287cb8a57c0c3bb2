import type { Locator, Page } from '@playwright/test';
import { CONSENT_KEY } from '@publisher/shared/consent';
import { HEADER_LINKS } from '@publisher/shared/routes';
import { test, expect } from '../support/fixtures';
import { openRemote, settled } from '../support/a11y';
import { capture, figure } from './commerce-helpers';

// A returning visitor's cache: the site's files load from it (support/fixtures.ts, warmCache).
test.use({ warmCache: true });

/*
 * Keyboard-only journeys: after the page is opened, everything is done with page.keyboard
 * (no clicks, no fill, no check). Along the way: the focus indicator is visible, focus is never
 * lost or hidden under the sticky header or the consent banner (WCAG 2.4.7, 2.4.11), and the
 * targets are at least 24 × 24 px or spaced as WCAG 2.5.8 allows.
 */

const MOBILE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Types into the focused field, replacing what it held (keyboard only). */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** What the focused element shows as its focus indicator. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const own = getComputedStyle(el);
    // A radio card shows the ring on its label (:has(input:focus-visible)).
    const card = el.closest('label');
    const cardStyle = card ? getComputedStyle(card) : null;
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: `${own.outlineStyle} ${own.outlineWidth}`,
      boxShadow: own.boxShadow,
      cardOutline: cardStyle ? `${cardStyle.outlineStyle} ${cardStyle.outlineWidth}` : 'none',
    };
  });
}

/** The focused element shows a keyboard focus indicator: an outline of 2 px or more, or a box shadow. */
async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  const ring = await focusIndicator(page);
  expect(ring, `${what}: something has focus`).not.toBeNull();
  expect(ring!.focusVisible, `${what}: focused via keyboard (:focus-visible)`).toBe(true);
  const visible = (outline: string) => !outline.startsWith('none') && parseFloat(outline.split(' ')[1] ?? '0') >= 2;
  expect(
    visible(ring!.outline) || ring!.boxShadow !== 'none' || visible(ring!.cardOutline),
    `${what}: focus indicator (outline ${ring!.outline}, box-shadow ${ring!.boxShadow})`,
  ).toBe(true);
}

/**
 * How much of the focused element is hidden, sampled on a grid: a point is hidden when it is
 * outside the viewport or something else (the sticky header, the consent banner) is painted on
 * top of it. 1 means entirely hidden, which WCAG 2.4.11 forbids.
 */
async function hiddenShareOfFocus(page: Page): Promise<{ what: string; hidden: number; by: string[] } | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    const labels = 'labels' in el && el.labels ? [...(el.labels as NodeListOf<HTMLLabelElement>)] : [];
    let hidden = 0;
    let total = 0;
    const by = new Set<string>();
    for (let i = 0; i < 7; i += 1) {
      for (let j = 0; j < 5; j += 1) {
        const x = r.left + 1 + ((r.width - 2) * i) / 6;
        const y = r.top + 1 + ((r.height - 2) * j) / 4;
        total += 1;
        const inView = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
        const top = inView ? document.elementFromPoint(x, y) : null;
        const ours = top && (el.contains(top) || top.contains(el) || labels.some((l) => l.contains(top)));
        if (!ours) {
          hidden += 1;
          by.add(
            top
              ? (top.closest('header, [aria-label="Cookie consent"]')?.getAttribute('class') ?? top.tagName)
              : 'off screen',
          );
        }
      }
    }
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { what, hidden: hidden / total, by: [...by] };
  });
}

/**
 * Targets smaller than 24 × 24 px that also fail WCAG 2.5.8's spacing exception: a 24 px circle
 * centred on the target must not intersect another target, nor another small target's circle.
 */
async function undersizedTargets(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => {
    const all = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    ]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    const small = (r: DOMRect) => r.width < 24 || r.height < 24;
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    const problems: string[] = [];
    for (const el of els as HTMLElement[]) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || !small(r)) continue;
      // A link inside a sentence is exempt (2.5.8 "Inline"); axe's target-size rule covers it too.
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      const c = centre(r);
      const clash = all.find(
        (o) =>
          o.el !== el &&
          !o.el.contains(el) &&
          !el.contains(o.el) &&
          (distanceToRect(c, o.r) < 12 || (small(o.r) && Math.hypot(centre(o.r).x - c.x, centre(o.r).y - c.y) < 24)),
      );
      if (clash) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        problems.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)} too close to "${(clash.el.textContent ?? '').trim().slice(0, 30)}"`,
        );
      }
    }
    return problems;
  });
}

// Independent tests: both workers share them.
test.describe.configure({ mode: 'parallel' });

test.describe('consent banner, first visit', () => {
  for (const choice of ['Accept', 'Reject'] as const) {
    test(`Tab reaches ${choice}, Enter decides, focus stays in the page`, async ({ page }) => {
      await openRemote(page, '/', 'catalogue');
      await expect(banner(page)).toBeVisible();
      const accept = banner(page).getByRole('button', { name: 'Accept' });
      const reject = banner(page).getByRole('button', { name: 'Reject' });
      await tabTo(page, accept, { max: 100 });
      await expectVisibleFocus(page, 'Accept');
      // The focus that brought us here, to compare with where it lands after the choice.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      const before = await page.evaluate(() => {
        const el = document.activeElement!;
        return { text: el.textContent?.trim() ?? '', inBanner: !!el.closest('[aria-label="Cookie consent"]') };
      });
      await tabTo(page, choice === 'Accept' ? accept : reject, { max: 3 });
      if (choice === 'Reject') {
        await page.keyboard.press('Shift+Tab');
        await expect(accept).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(reject).toBeFocused();
        await expectVisibleFocus(page, 'Reject');
      }
      await page.keyboard.press('Enter');
      await expect(banner(page)).toHaveCount(0);
      expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toBe(
        choice === 'Accept' ? 'accepted' : 'rejected',
      );

      // Not lost: something in the page has focus, and the next Tab moves on from there.
      const after = await page.evaluate(() => {
        const el = document.activeElement;
        return el && el !== document.body && el.isConnected
          ? { tag: el.tagName, text: el.textContent?.trim() ?? '' }
          : null;
      });
      expect(after, 'focus after the choice').not.toBeNull();
      // Back where it came from (the last link of the footer), and the Tab order goes on from there.
      if (!before.inBanner) expect(after!.text).toBe(before.text);
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('footer'))).toBe(true);
    });
  }

  test('reopened from the footer by keyboard, the choice returns focus to Cookie settings', async ({
    page,
    decideConsent,
  }) => {
    await decideConsent('accepted');
    await openRemote(page, '/about', 'catalogue');
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await tabTo(page, settings, { max: 100 });
    await expectVisibleFocus(page, 'Cookie settings');
    await page.keyboard.press('Enter');
    await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(banner(page)).toHaveCount(0);
    await expect(settings).toBeFocused();
  });
});

test.describe('header menu at 375 px', () => {
  test.use({ viewport: MOBILE });
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('the toggle opens and closes the menu by Enter and Space, Escape closes it; every link is reached by Tab', async ({
    page,
  }) => {
    await openRemote(page, '/about', 'catalogue');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link')).toHaveCount(0); // closed: not shown, not in the Tab order

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await tabTo(page, toggle, { max: 3 });
    await expectVisibleFocus(page, 'menu toggle');
    // Closed, the next Tab skips the hidden links and goes to the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    expect(await toggle.getAttribute('aria-controls')).toBe(await nav.getAttribute('id'));
    for (const link of HEADER_LINKS) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeFocused();
      await expectVisibleFocus(page, `menu link ${link.label}`);
      expect((await hiddenShareOfFocus(page))?.hidden, `${link.label} in view`).toBe(0);
    }
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');

    // Escape closes it from any link in it, focus going back to the toggle.
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link')).toHaveCount(0);

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('following a menu link by keyboard opens the page, closes the menu and keeps focus in the page', async ({
    page,
  }) => {
    await openRemote(page, '/about', 'catalogue');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, toggle, { max: 4 });
    await page.keyboard.press('Enter');
    const books = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books', exact: true });
    await tabTo(page, books, { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/books$/);
    // The books page itself, drawn and settled: focus moves to <main> at the click, so until the new
    // page is in it a Tab has nothing in the page to reach (it failed once in CI that way).
    await expect(page.getByRole('heading', { level: 1, name: 'Our Books' })).toBeVisible();
    await settled(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The link that had focus is hidden with the menu: focus goes to the page's main region, not
    // <body> (polled: the menu may close at the navigation's commit, after the heading is drawn).
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.id === 'main' || !!document.activeElement?.closest('main')),
      )
      .toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
});

test.describe('book preview dialog', () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('focus moves into the dialog and stays there; Escape closes it; focus returns to the button', async ({
    page,
  }) => {
    await openRemote(page, '/', 'catalogue');
    await settled(page);
    const opener = page
      .locator('section[aria-labelledby="featured-books"]')
      .getByRole('button', { name: /^Preview Book: / })
      .first();
    await tabTo(page, opener);
    await expectVisibleFocus(page, 'Preview Book');
    const title = ((await opener.getAttribute('aria-label')) ?? '').replace(/^Preview Book: /, '');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
    await expectVisibleFocus(page, 'Close dialog');

    // Tab goes through the dialog's controls only (the page behind is inert). The sample's frame is
    // hidden while it loads and its links join the Tab order once it has loaded: count them too,
    // after the preview has settled, or a frame loading mid-test makes the cycle longer than counted.
    await expect(dialog.locator('[data-preview-state]')).not.toHaveAttribute('data-preview-state', 'loading');
    const focusable = 'a[href], button, [tabindex]:not([tabindex="-1"])';
    const framed = (await dialog.locator('iframe').count())
      ? await dialog.frameLocator('iframe').locator(focusable).count()
      : 0;
    const inside = (await dialog.locator(`${focusable}, iframe`).count()) + framed;
    for (let i = 0; i < inside + 2; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        return !el || el === document.body ? 'none' : el.closest('dialog') ? 'dialog' : 'page';
      });
      expect(where, `Tab ${i + 1} in the open dialog`).not.toBe('page');
    }
    // Its own controls work by keyboard: Read More / Read Less.
    const more = dialog.getByRole('button', { name: 'Read More' });
    if (await more.count()) {
      await tabTo(page, more, { max: inside + 3 });
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    }

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expectVisibleFocus(page, 'Preview Book after closing');
  });
});

test.describe('calculator and quote form', () => {
  const QUOTE = '/.netlify/functions/submit-quote-request';

  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test('options, Get Started Now and the quote form, by keyboard only', async ({ page }) => {
    const seen = await capture(page, QUOTE);
    await openRemote(page, '/calculator', 'commerce');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    // Services: Space toggles a checkbox.
    const typesetting = page.getByLabel('Interior typesetting');
    await tabTo(page, typesetting, { max: 15 });
    await expectVisibleFocus(page, 'Interior typesetting');
    await page.keyboard.press('Space');
    await expect(typesetting).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Typesetting details' })).toBeVisible();
    await expect(figure(page, 'Your Investment', 'Typesetting')).toHaveText('£1,680');

    // A radio group: Tab enters on the chosen option, arrow keys choose.
    const cover = page.getByRole('region', { name: 'Cover details' });
    const standard = cover.getByRole('radio', { name: /^Standard/ });
    await tabTo(page, standard, { max: 5 });
    await expectVisibleFocus(page, 'cover complexity');
    await page.keyboard.press('ArrowDown');
    await expect(cover.getByRole('radio', { name: /^Complex/ })).toBeChecked();
    await expect(figure(page, 'Your Investment', 'Cover design')).not.toHaveText('£300');
    await page.keyboard.press('ArrowUp');
    await expect(standard).toBeChecked();
    await expect(figure(page, 'Your Investment', 'Cover design')).toHaveText('£300');

    // A select: arrow keys change it while closed.
    const trim = cover.getByLabel('Trim size');
    await tabTo(page, trim, { max: 5 });
    await expectVisibleFocus(page, 'Trim size');
    await page.keyboard.press('ArrowDown');
    await expect(trim).not.toHaveValue('');

    // A number field: typed.
    const pages = page.getByLabel('Page count');
    await tabTo(page, pages, { max: 10 });
    await typeOver(page, '300');
    await expect(figure(page, 'Your Investment', 'Typesetting')).toHaveText('£1,800');

    // Get Started Now takes focus to the form.
    const getStarted = page.getByRole('button', { name: 'Get Started Now' });
    await tabTo(page, getStarted, { max: 30 });
    await expectVisibleFocus(page, 'Get Started Now');
    await page.keyboard.press('Enter');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Get Your Custom Quote' })).toBeInViewport();

    // Empty: the browser stops the submission on the first required field and says why.
    const submit = page.getByRole('button', { name: 'Request My Quote' });
    await tabTo(page, submit, { max: 5 });
    await expectVisibleFocus(page, 'Request My Quote');
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    expect(await name.evaluate((el) => (el as HTMLInputElement).validationMessage)).not.toBe('');

    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toBeFocused();
    await page.keyboard.type('not-an-address');
    await tabTo(page, submit, { max: 4 });
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    expect(await email.evaluate((el) => (el as HTMLInputElement).validationMessage)).not.toBe('');
    await typeOver(page, 'ada@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Message')).toBeFocused();
    await page.keyboard.type('A literary novel, 300 pages.');

    // No service chosen: the form says so and sends nothing.
    await tabTo(page, typesetting, { back: true, max: 60 });
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByLabel('Cover design')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText('Choose at least one service to see a price.')).toBeVisible();
    await tabTo(page, submit, { max: 40 });
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Please choose cover design, typesetting or both before requesting a quote.' }),
    ).toBeVisible();
    expect(seen).toHaveLength(0);

    // A service again, then the request goes and the confirmation is announced.
    await tabTo(page, page.getByLabel('Cover design'), { back: true, max: 60 });
    await page.keyboard.press('Space');
    await tabTo(page, submit, { max: 40 });
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Thank you! Your quote request has been submitted.' }),
    ).toBeVisible();
    // The button was busy while sending: focus stayed on it rather than falling to <body>.
    await expect(submit).toBeFocused();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.status).toBe(200);
    expect(seen[0]!.body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      services: { coverDesign: true, typesetting: false },
    });
  });
});

test.describe("Collector's portal and My Purchases", () => {
  test.beforeEach(async ({ decideConsent }) => decideConsent());

  test("the Collector's portal verification form by keyboard (Enter submits)", async ({ page }) => {
    await openRemote(page, '/collectors-edition', 'commerce');
    const email = page.getByLabel('Email address');
    const order = page.getByLabel('Order number');
    const submit = page.getByRole('button', { name: "Access Collector's Edition" });
    await tabTo(page, email);
    await expectVisibleFocus(page, 'portal e-mail');
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Please enter both email address and order number.');

    await page.keyboard.press('Tab');
    await expect(order).toBeFocused();
    await expectVisibleFocus(page, 'portal order number');
    await page.keyboard.type('NOT-AN-ORDER');
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await expectVisibleFocus(page, "Access Collector's Edition");
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(/couldn't find a purchase matching those details/);
    // The button was disabled while verifying: focus must not have fallen to <body>.
    await expect(submit).toBeFocused();

    await tabTo(page, order, { back: true, max: 3 });
    await typeOver(page, 'SAMPLE-CROWNLESS-1001');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: "Your Collector's Edition" })).toBeFocused();
    await expect(page.getByText('Licensed to reader@example.com')).toBeVisible();
  });

  test('My Purchases by keyboard: fields, product choice, submit, then the portal', async ({ page }) => {
    await openRemote(page, '/my-purchases', 'commerce');
    const submit = page.getByRole('button', { name: 'Access My Purchase' });
    await tabTo(page, page.getByLabel('Email address'));
    await expectVisibleFocus(page, 'My Purchases e-mail');
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Order number')).toBeFocused();
    await page.keyboard.type('SAMPLE-CROWNLESS-1001');
    await page.keyboard.press('Tab');
    const product = page.getByLabel('Product');
    await expect(product).toBeFocused();
    await expectVisibleFocus(page, 'Product');
    for (let i = 0; i < 6 && (await product.inputValue()) !== 'flipbook'; i += 1)
      await page.keyboard.press('ArrowDown');
    await expect(product).toHaveValue('flipbook');
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await expectVisibleFocus(page, 'Access My Purchase');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/collectors-edition?email=reader%40example.com&order=SAMPLE-CROWNLESS-1001');

    // The portal arrives filled in: Tab to its button, Enter.
    await expect(page.getByLabel('Order number')).toHaveValue('SAMPLE-CROWNLESS-1001');
    await tabTo(page, page.getByRole('button', { name: "Access Collector's Edition" }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: "Your Collector's Edition" })).toBeFocused();
  });

  test('My Purchases by keyboard: a Cover Creator purchase is verified on its page, with focus on the result', async ({
    page,
  }) => {
    await openRemote(page, '/my-purchases', 'commerce');
    await tabTo(page, page.getByLabel('Email address'));
    await page.keyboard.type('designer@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('SAMPLE-COVER-2001');
    await page.keyboard.press('Tab');
    const product = page.getByLabel('Product');
    for (let i = 0; i < 6 && (await product.inputValue()) !== 'cover-creator'; i += 1)
      await page.keyboard.press('ArrowDown');
    await expect(product).toHaveValue('cover-creator');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cover-creator\/validate-purchase\.html\?/);
    await expect(page.getByRole('heading', { name: 'Purchase Verified' })).toBeFocused();
  });
});

test.describe('focus is never hidden under the sticky header or the consent banner (WCAG 2.4.11)', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    for (const path of ['/', '/calculator', '/my-purchases']) {
      for (const back of [false, true]) {
        test(`${path} at ${viewport.width} px, ${back ? 'Shift+Tab from the end' : 'Tab from the top'}, banner shown`, async ({
          page,
        }) => {
          await page.setViewportSize(viewport);
          await openRemote(page, path, path === '/' ? 'catalogue' : 'commerce');
          await settled(page);
          await expect(banner(page)).toBeVisible();
          if (back) {
            await page.keyboard.press('End');
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          }
          const hidden: string[] = [];
          let stops = 0;
          for (let i = 0; i < 150; i += 1) {
            await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
            const seen = await hiddenShareOfFocus(page);
            if (!seen) {
              if (i > 2) break; // back at the start (or the end): one full pass done
              continue;
            }
            stops += 1;
            if (seen.hidden === 1) hidden.push(`${seen.what} (under ${seen.by.join(', ')})`);
          }
          expect(stops, 'focus stops on the page').toBeGreaterThan(10);
          expect(hidden, 'focused elements entirely hidden').toEqual([]);
        });
      }
    }
  }
});

test.describe('targets of at least 24 × 24 px (or spaced as WCAG 2.5.8 allows)', () => {
  const CHROME =
    'header.site-header a, header.site-header button, footer.site-footer a, footer.site-footer button, [aria-label="Cookie consent"] .consent-actions button';

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`header, footer and banner controls, and form buttons, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openRemote(page, '/calculator', 'commerce');
      await expect(banner(page)).toBeVisible();
      if (viewport.width < 900) {
        // Open the menu (keyboard) so its links are measured too.
        await tabTo(page, page.getByRole('button', { name: 'Menu' }), { max: 4 });
        await page.keyboard.press('Enter');
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(HEADER_LINKS.length);
      }
      const measured = await page.locator(CHROME).count();
      expect(measured).toBeGreaterThan(HEADER_LINKS.length + 10);
      expect(await undersizedTargets(page, CHROME)).toEqual([]);

      // The page's own controls, without the banner over them.
      await page.evaluate((key) => localStorage.setItem(key, 'rejected'), CONSENT_KEY);
      await openRemote(page, '/calculator', 'commerce');
      await expect(banner(page)).toHaveCount(0);
      expect(
        await undersizedTargets(
          page,
          'main button, main a[href], main input[type="checkbox"], main input[type="radio"]',
        ),
      ).toEqual([]);
      for (const name of ['Get Started Now', 'Request My Quote']) {
        const box = (await page.getByRole('button', { name }).boundingBox())!;
        expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(24);
      }

      for (const [path, buttons] of [
        ['/my-purchases', ['Access My Purchase']],
        ['/collectors-edition', ["Access Collector's Edition"]],
      ] as const) {
        await openRemote(page, path, 'commerce');
        expect(await undersizedTargets(page, 'main button, main a[href]')).toEqual([]);
        for (const name of buttons) {
          const box = (await page.getByRole('button', { name }).boundingBox())!;
          expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(24);
        }
      }
    });
  }
});
