import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectRemote } from './fixtures';
import { CATALOGUE_HOST_DIR, REPO_ROOT } from './deploy-env';
import { buildChangedRemote } from './rebuild-remote';
import { budget } from '../support/machine';

/*
 * Issue 26, item 1 (decision 127): the catalogue is deployed alone on its own origin, server part
 * included, while the root site (built and served by Netlify's CLI) keeps running. Its team changes
 * the book page's heading and title and deploys: the root's first HTML (a plain request, no
 * JavaScript) shows both, with no rebuild or restart of the root. With the team's server module
 * refused by its host, the book page is rendered in the browser and the rest of the site is still
 * server-rendered.
 */

// Text of its own for each run: a module the root fetched in an earlier run stays in its private copy
// under DATA_DIR (decisions 127, 141: named by its hash, so safe to reuse), and an identical build would be
// rendered from there even with the team's host refusing it.
const EDITION = `second edition ${Date.now().toString(36)}`;
const CHANGES = [
  {
    file: 'src/pages/book-detail.tsx',
    from: '<h1 {...lang(b)}>{b.title}</h1>',
    to: '<h1 {...lang(b)}>{`${b.title}, ' + EDITION + '`}</h1>',
  },
  {
    file: 'src/heads/book-parts.ts',
    from: "'book-detail': (t) => t,",
    to: "'book-detail': (t) => `${t}, " + EDITION + '`,',
  },
];
const NEW_HEADING = `Crownless, ${EDITION}`;
const NEW_TITLE = `<title>Crownless, ${EDITION} | Ashgrove Press</title>`;

let n = 0;
/** The root's first HTML of a path, as a crawler gets it (a fresh URL each time: no CDN copy). */
const firstHtml = async (request: APIRequestContext, pathname: string) => {
  const res = await request.get(`${pathname}?fresh=${Date.now()}-${(n += 1)}`);
  return { status: res.status(), html: await res.text() };
};

/** Replaces what the catalogue's origin serves with `dir`, leaving out its server module when `withServer` is false. */
function deploy(dir: string, withServer: boolean): void {
  for (const name of readdirSync(CATALOGUE_HOST_DIR))
    rmSync(path.join(CATALOGUE_HOST_DIR, name), { recursive: true, force: true });
  cpSync(dir, CATALOGUE_HOST_DIR, {
    recursive: true,
    filter: (src) => withServer || !src.startsWith(path.join(dir, 'server')),
  });
}

test.describe("a remote's server render from its own deploy", () => {
  test.describe.configure({ timeout: budget(300_000) });
  let work: string;

  test.beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'catalogue-redeploy-'));
  });
  test.afterAll(() => {
    // The catalogue's origin serves the checkout's build again.
    deploy(path.join(REPO_ROOT, 'mfe-catalogue/dist'), true);
    rmSync(work, { recursive: true, force: true });
  });

  test("the root's first HTML shows the team's new heading and title; with its server part down, the browser renders it", async ({
    page,
    request,
    decideConsent,
  }) => {
    // Before: the book page is rendered, head included, by the module the catalogue's origin publishes.
    const before = await firstHtml(request, '/books/crownless');
    expect(before.html).toMatch(/<h1[^>]*>Crownless<\/h1>/);
    expect(before.html).toContain('<title>Crownless | Ashgrove Press</title>');
    const manifestBefore = await (await request.get('/remotes.json')).text();

    // The catalogue team's deploy, with its server part stopped: its host refuses the server module.
    const outDir = path.join(work, 'dist');
    buildChangedRemote('catalogue', CHANGES, { outDir, workDir: work, server: true });
    deploy(outDir, false);
    // The root reads the new routes.json (within its 30 s TTL): the module it names does not load.
    await expect
      .poll(async () => (await firstHtml(request, '/books/crownless')).html, {
        timeout: budget(90_000),
        intervals: [2_000],
      })
      .not.toMatch(/<h1[^>]*>Crownless<\/h1>/);
    const fallback = await firstHtml(request, '/books/crownless');
    expect(fallback.status).toBe(200);
    // No rendered book in the first HTML: the loading state, and the route's own head.
    expect(fallback.html).toContain('data-remote-state="loading"');
    expect(fallback.html).not.toContain(NEW_HEADING);
    expect(fallback.html).toContain('<title>Book | Ashgrove Press</title>');
    // The browser renders it, from the team's new browser build.
    await decideConsent();
    await page.goto(`/books/crownless?fresh=browser-${Date.now()}`);
    await expectRemote(page, 'catalogue');
    await expect(page.locator('#main').getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
    // Every other remote the root renders is still server-rendered.
    const architect = await firstHtml(request, '/architect-method');
    expect(architect.status).toBe(200);
    expect(architect.html).toMatch(/data-server-outlet=""><[^>]*data-boundary="mfe-architect"/);

    // The server part is back: after the root's short back-off, the first HTML has the new heading and title.
    cpSync(path.join(outDir, 'server'), path.join(CATALOGUE_HOST_DIR, 'server'), { recursive: true });
    await expect
      .poll(async () => (await firstHtml(request, '/books/crownless')).html, {
        timeout: budget(60_000),
        intervals: [2_000],
      })
      .toContain(`<h1>${NEW_HEADING}</h1>`);
    const after = await firstHtml(request, '/books/crownless');
    expect(after.html).toContain(`<h1>${NEW_HEADING}</h1>`);
    expect(after.html).toContain(NEW_TITLE);
    // The same root site: no rebuild and no restart of netlify serve (its manifest is unchanged).
    expect(await (await request.get('/remotes.json')).text()).toBe(manifestBefore);
  });
});
