import { test as base, expect, type Page } from '@playwright/test';
import { CONSENT_KEY } from '@publisher/shared/consent';

/** Console errors (and uncaught page errors) seen during a test. */
export interface ConsoleLog {
  errors: string[];
}

/** Messages the browser prints for things a test provokes on purpose (e.g. a 404 it asked for). */
const EXPECTED = [/Failed to load resource: the server responded with a status of 404/];

export const test = base.extend<{ consoleLog: ConsoleLog; decideConsent: (value?: 'accepted' | 'rejected') => Promise<void> }>({
  consoleLog: async ({ page }, use) => {
    const log: ConsoleLog = { errors: [] };
    page.on('console', (m) => {
      if (m.type() !== 'error' || EXPECTED.some((re) => re.test(m.text()))) return;
      // Third-party hosts are unreachable on this offline machine: their failures are expected.
      const where = m.location().url;
      if (where && !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(where) && !where.startsWith('blob:')) return;
      log.errors.push(m.text());
    });
    page.on('pageerror', (e) => log.errors.push(`pageerror: ${e.message}`));
    await use(log);
  },
  /** Stores a consent choice before the first page load, so the banner does not cover the page. */
  decideConsent: async ({ page }, use) => {
    await use(async (value = 'rejected') => {
      await page.addInitScript(
        ([key, v]) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, v);
        },
        [CONSENT_KEY, value] as const,
      );
    });
  },
});

export { expect };

/** Waits until the remote owning the current route has rendered its boundary. */
export async function expectRemote(page: Page, remote: 'catalogue' | 'commerce' | 'architect' | 'education') {
  await expect(page.locator(`[data-boundary="mfe-${remote}"]`)).toBeVisible();
}
