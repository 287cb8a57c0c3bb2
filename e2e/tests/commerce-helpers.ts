import type { Page, Route } from '@playwright/test';
import { openRemote } from '../support/a11y';

/** A figure of the Your Investment card or the Timeline card, by its label as the user reads it. */
export const figure = (page: Page, card: 'Your Investment' | 'Timeline', label: string) =>
  page
    .getByRole('region', { name: card })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

export interface Captured {
  body: unknown;
  status: number;
}

/**
 * Lets requests to `path` reach the real API and records what was sent and how the API answered.
 * To see an in-flight state, hold the requests too (holdRequests, registered after this).
 */
export async function capture(page: Page, path: string): Promise<Captured[]> {
  const seen: Captured[] = [];
  await page.route(`**${path}`, async (route: Route) => {
    const response = await route.fetch();
    seen.push({ body: route.request().postDataJSON(), status: response.status() });
    await route.fulfill({ response });
  });
  return seen;
}

/** The API is unreachable for `path`: the request fails as a dropped connection would. */
export const apiDown = (page: Page, path: string) =>
  page.route(`**${path}`, (route) => route.abort('connectionrefused'));

export const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Opens a commerce page. On this shared, heavily loaded machine the shell's 4-second remote
 * timeout sometimes fires before the remote answers; the shell's own Retry is then what a user
 * would press, so openRemote presses it (twice at most) rather than fail a test about something else.
 */
export async function open(
  page: Page,
  url: string,
  consoleLog?: { errors: string[] },
  remote: 'commerce' | 'catalogue' = 'commerce',
): Promise<void> {
  await openRemote(page, url, remote);
  // The shell logs the timeout it recovered from; only that entry is forgiven.
  if (consoleLog)
    consoleLog.errors = consoleLog.errors.filter((e) => !e.startsWith(`RemoteTimeoutError: The ${remote} section`));
}
