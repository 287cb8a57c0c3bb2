import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RemoteName } from '@publisher/shared/remote-names';
import { expect, remotePage } from './fixtures';
import { budget } from './machine';

/** The WCAG 2.2 AA rule set. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on the WHOLE page (the shell's header, footer and consent banner together with the
 * remote's page, and its same-origin frames such as the sample reader), one line per violation:
 * rule id, impact and the offending nodes.
 *
 * Legacy mode runs `axe.run` in the page itself (frames through axe's own messaging, same origin
 * only: the site has no other), where the default opens a blank page per call for `finishRun`;
 * and only violations are built, never the passes no check reads. Together about 4x less work
 * per call (1.8 s → 0.5 s a page here), the same rules: `runOnly` is given in the same options
 * object, because `.options()` replaces what `.withTags()` set.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] })
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

/**
 * Opens `url` and waits until `remote` has rendered. On this shared, loaded machine the shell's
 * remote timeout can fire first; the shell's Retry is what a visitor would press, so it is pressed
 * (twice at most) rather than failing an accessibility check over a slow load.
 */
export async function openRemote(page: Page, url: string, remote: RemoteName): Promise<void> {
  await page.goto(url);
  const boundary = remotePage(page, remote);
  const retry = page.getByRole('button', { name: 'Retry' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await boundary
      .or(retry)
      .first()
      .waitFor({ timeout: budget(20_000) });
    if (await boundary.isVisible()) break;
    if (attempt < 2) await retry.click();
  }
  await expect(boundary).toBeVisible();
}

/** Busy texts of the site's loading states (Loading books..., Verifying..., Loading book preview...). */
const BUSY = /loading|verifying|checking|sending|\.\.\.|…/i;

/**
 * Waits until the page has settled: the shell's remote loader is gone and no loading state
 * (a role=status or preview frame that reads as busy) is left. Live regions that stay in the
 * page empty, or with a final message, do not count.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-remote-state="loading"]')).toHaveCount(0, { timeout: budget(20_000) });
  await expect
    .poll(
      () =>
        page.evaluate((busy) => {
          const re = new RegExp(busy, 'i');
          return [...document.querySelectorAll('[role="status"], [data-preview-state="loading"]')]
            .filter((el) => el.getAttribute('data-preview-state') === 'loading' || re.test(el.textContent ?? ''))
            .map((el) => (el.textContent ?? '').trim());
        }, BUSY.source),
      { timeout: budget(20_000), message: 'loading states still shown' },
    )
    .toEqual([]);
}

/**
 * What makes the reader scroll sideways at the current width: the page itself, or a box in the
 * main content that scrolls horizontally (a table in a scroll wrapper, say). Empty when all fits.
 */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) found.push(`the page: ${doc.scrollWidth} px in ${window.innerWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('#main *')) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth} px in ${el.clientWidth}`);
      }
    }
    return found;
  });
}
