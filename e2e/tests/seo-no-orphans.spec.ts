import type { Page } from '@playwright/test';
import { SERVER_OUTLET_ATTRIBUTE } from '@publisher/shared/server-render';
import { expect, remotePage, test } from '../support/fixtures';
import { budget } from '../support/machine';

/*
 * No orphan pages: every page the sitemap offers crawlers is also reachable by following links
 * from the home page, as a visitor (or a crawler that ignores sitemaps) moves around. The crawl
 * follows same-origin <a href> only (a dialog a button opens does not count), and is bounded. A
 * page its remote's server rendered is read from its first HTML, as a crawler reads it (the remote
 * hydrates that same HTML in place, decision 132); any other page in the browser, once its remote
 * has rendered it.
 */

const MAX_PAGES = 150;
/** Not pages: files, the API and the sandbox payment screens are never crawled into. */
const NOT_PAGES = /^\/(api|media|sandbox|flipbooks)\/|\.(?!html$)[a-z0-9]+$/i;

/** A link's page: same origin, no query or fragment, no trailing slash (the sitemap's form). */
function pageOf(href: string, origin: string): string | null {
  const url = new URL(href, origin);
  if (url.origin !== origin) return null;
  return url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
}

/** The first HTML holds the page itself, rendered by its remote's server module (after any preload
 * links React hoisted there, such as a book page's cover). */
const SERVER_RENDERED = new RegExp(`${SERVER_OUTLET_ATTRIBUTE}="">(?:\\s*<link\\b[^>]*>)*\\s*<div data-boundary="mfe-`);

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** Every <a href> of an HTML document, resolved against its address. */
function hrefsIn(html: string, base: URL): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(
    (m) =>
      new URL(
        m[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!),
        base,
      ).href,
  );
}

/** Pages read in the browser: the server did not render them. */
const browserRead: string[] = [];

async function linksOn(page: Page, path: string): Promise<string[]> {
  const first = await page.request.get(path);
  const html = await first.text();
  if (first.ok() && SERVER_RENDERED.test(html)) return hrefsIn(html, new URL(first.url()));
  browserRead.push(path);
  await page.goto(path);
  // A page's links are there once its remote has mounted (client-rendered remotes have none before).
  await remotePage(page)
    .first()
    .waitFor({ timeout: budget(15_000) })
    .catch(() => undefined);
  // Lists read their content after the remote starts; give them a moment to render their links.
  await page.waitForLoadState('networkidle', { timeout: budget(5_000) }).catch(() => undefined);
  return page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
}

test('every page in the sitemap is reachable by links from the home page', async ({
  page,
  request,
  baseURL,
  decideConsent,
}) => {
  test.setTimeout(budget(480_000));
  const origin = new URL(baseURL!).origin;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pageOf(m[1]!.replace(/&amp;/g, '&'), origin));
  expect(listed.length).toBeGreaterThan(20);
  expect(
    listed.every((p) => p !== null),
    'the sitemap lists this site only',
  ).toBe(true);

  await decideConsent();
  // Pictures and sound are not links: skipping them keeps a 100-page crawl inside the time limit.
  await page.route('**/*', (route) =>
    ['image', 'media', 'font'].includes(route.request().resourceType()) ? route.abort() : route.fallback(),
  );

  const reached = new Set<string>(['/']);
  const queue = ['/'];
  let visited = 0;
  while (queue.length > 0 && visited < MAX_PAGES) {
    const path = queue.shift()!;
    visited += 1;
    for (const href of await linksOn(page, path)) {
      const found = pageOf(href, origin);
      if (!found || reached.has(found)) continue;
      reached.add(found);
      if (!NOT_PAGES.test(found)) queue.push(found);
    }
  }

  // The server renders every page of the site's remotes; those that need the browser are few (a
  // page whose remote could not render it in time), else this crawl is not reading what crawlers read.
  expect(browserRead.length, `pages read in the browser: ${browserRead.join(', ')}`).toBeLessThan(visited / 4);
  const orphans = listed.filter((p) => !reached.has(p!));
  expect(orphans, `sitemap pages no link reaches (crawled ${visited} pages)`).toEqual([]);
});
