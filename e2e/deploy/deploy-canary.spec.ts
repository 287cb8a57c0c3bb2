import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { CONSENT_KEY } from '@publisher/shared/consent';
import { startStaticHost, type Running } from '../support/servers';
import { test, expect } from './fixtures';
import { DEPLOY_PORT, PRODUCTION_ENV, REPO_ROOT, SITE } from './deploy-env';
import { buildChangedRemote } from './rebuild-remote';
import { budget } from '../support/machine';

/*
 * Issue 28 (decision 135) on Netlify's local runtime: commerce's v1 is the copy the root site
 * publishes; its team deploys v2 (a changed heading, server part included) alone on its own origin
 * and releases it as a 50 % canary with `pnpm release`. Of 20 fresh visitors (cookie jars) both
 * versions appear, and each sees one version on every page and reload, server render included; a
 * browser visitor of each version sees it live too. A rollback
 * in one setting: every new context sees v1 within the stated bound (5 s), with no rebuild or
 * restart of the root.
 */

// The origin deploy-env.ts's RELEASE_ORIGINS names.
const V2_PORT = DEPLOY_PORT + 5;
const EDITION = `canary ${Date.now().toString(36)}`;
// A page commerce renders on the server (its product pages read nothing).
const PAGE = '/cover-creator/index.html';
const V1_HEADING = 'Cover Creator Guide';
const V2_HEADING = `${V1_HEADING}, ${EDITION}`;
const CHANGES = [
  { file: 'src/products/product-info.tsx', from: '<h1>{p.name}</h1>', to: `<h1>{p.name + ', ${EDITION}'}</h1>` },
];
const BOUND_MS = 5_000;

/** `pnpm release …` against the root site, as a team runs it. */
const release = (...args: string[]): unknown =>
  JSON.parse(
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/release.mjs'), ...args], {
      env: { ...process.env, SITE_URL: SITE, RELEASE_TOKEN: PRODUCTION_ENV.RELEASE_TOKEN! },
      encoding: 'utf8',
      stdio: 'pipe',
    }),
  );

/** What a browser's page navigation sends (a release bucket is given to page navigations only). */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' };

interface ReleaseManifest {
  remotes: { remote: string; entry: string }[];
}

/** Which version a first HTML (or the page) shows in its heading. */
const versionIn = (html: string): 'v1' | 'v2' | null =>
  html.includes(`<h1>${V2_HEADING}</h1>`) ? 'v2' : html.includes(`<h1>${V1_HEADING}</h1>`) ? 'v1' : null;

async function freshVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SITE });
  await context.addInitScript((key) => localStorage.setItem(key, 'rejected'), CONSENT_KEY);
  return context.newPage();
}

/** A fresh visitor's version of the page: the server's HTML and the live page agree. */
async function firstVisit(page: Page): Promise<'v1' | 'v2'> {
  const response = await page.goto(PAGE);
  const served = versionIn((await response?.text()) ?? '');
  expect(served, 'the first HTML is rendered by one of the two versions').not.toBeNull();
  await expect(page.locator('#main h1')).toHaveText(served === 'v2' ? V2_HEADING : V1_HEADING);
  return served!;
}

test.describe('a canary release of commerce', () => {
  test.describe.configure({ timeout: budget(900_000) });
  let work: string;
  let host: Running;
  let v2Entry: string;

  test.beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'commerce-canary-'));
    const outDir = path.join(work, 'dist');
    buildChangedRemote('commerce', CHANGES, { outDir, workDir: work, server: true });
    host = await startStaticHost(outDir, V2_PORT);
    v2Entry = `${host.url}/remoteEntry.js`;
  });
  test.afterAll(async () => {
    // No canary left live for the specs after this one, whatever happened.
    try {
      release('commerce', '--rollback');
    } catch {
      // nothing was released
    }
    await host?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  test('20 fresh visitors split between v1 and v2, each kept on one; a rollback brings every new one to v1 within 5 s', async ({
    browser,
    request,
  }) => {
    const manifestBefore = await (await request.get('/remotes.json')).json();
    expect(release('commerce', '--canary', v2Entry, '--share', '50')).toEqual({
      current: '/remotes/commerce/remoteEntry.js',
      canary: { url: v2Entry, share: 50 },
    });

    // 20 fresh visitors over HTTP, each with a cookie jar of its own: the first HTML, a reload and
    // /remotes.json all name one version for each.
    const seen = { v1: 0, v2: 0 };
    for (let i = 0; i < 20; i += 1) {
      const visitor = await playwrightRequest.newContext({ baseURL: SITE, extraHTTPHeaders: NAVIGATION });
      const version = versionIn(await (await visitor.get(PAGE)).text());
      expect(version, 'the first HTML is rendered by one of the two versions').not.toBeNull();
      seen[version!] += 1;
      expect(versionIn(await (await visitor.get(PAGE)).text()), `reload of a ${version} visitor`).toBe(version);
      const manifest = (await (await visitor.get('/remotes.json')).json()) as ReleaseManifest;
      expect(manifest.remotes.find((r) => r.remote === 'commerce')!.entry === v2Entry).toBe(version === 'v2');
      await visitor.dispose();
    }
    // In the browser, a visitor of each version: the live page and a reload show the version of the
    // first HTML, and the page's inlined manifest and its own fetch of /remotes.json name that deploy.
    const browsed = new Set<string>();
    for (let i = 0; i < 12 && browsed.size < 2; i += 1) {
      const page = await freshVisitor(browser);
      const version = await firstVisit(page);
      if (browsed.has(version)) {
        await page.context().close();
        continue;
      }
      browsed.add(version);
      const again = await page.reload();
      expect(versionIn((await again?.text()) ?? ''), `reload of a ${version} visitor`).toBe(version);
      await expect(page.locator('#main h1')).toHaveText(version === 'v2' ? V2_HEADING : V1_HEADING);
      await page.goto('/');
      const entries = await page.evaluate(async () => {
        const inlined = JSON.parse(document.getElementById('remote-manifest')!.textContent!) as {
          remotes: { remote: string; entry: string }[];
        };
        const fetched = (await (await fetch('/remotes.json', { cache: 'no-store' })).json()) as typeof inlined;
        return [inlined, fetched].map((m) => m.remotes.find((r) => r.remote === 'commerce')!.entry);
      });
      for (const entry of entries)
        expect(entry === v2Entry, `${entry} for a ${version} visitor`).toBe(version === 'v2');
      await page.context().close();
    }
    expect([...browsed].sort(), 'a browser visitor of each version').toEqual(['v1', 'v2']);
    console.log(`20 fresh visitors at 50 %: v1 ${seen.v1}, v2 ${seen.v2}`);
    expect(seen.v1).toBeGreaterThan(0);
    expect(seen.v2).toBeGreaterThan(0);

    // Rollback in one setting.
    expect(release('commerce', '--rollback')).toEqual({ current: '/remotes/commerce/remoteEntry.js' });
    const at = Date.now();
    let firstAllV1 = 0;
    await expect
      .poll(
        async () => {
          const page = await freshVisitor(browser);
          const version = versionIn((await (await page.goto(PAGE))?.text()) ?? '');
          await page.context().close();
          if (version === 'v1' && !firstAllV1) firstAllV1 = Date.now() - at;
          return version;
        },
        { timeout: budget(BOUND_MS + 10_000), intervals: [250] },
      )
      .toBe('v1');
    console.log(`rollback: the first new visitor on v1 ${firstAllV1} ms after the change`);
    // Past the bound, every new visitor is on v1.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, BOUND_MS - (Date.now() - at))));
    for (let i = 0; i < 6; i += 1) {
      const page = await freshVisitor(browser);
      expect(await firstVisit(page)).toBe('v1');
      await page.context().close();
    }
    // The same root site: no rebuild or restart (its manifest's other remotes and routes unchanged).
    const manifestAfter = (await (await request.get('/remotes.json')).json()) as typeof manifestBefore;
    expect(manifestAfter.remotes).toEqual(manifestBefore.remotes);
    expect(manifestAfter.routes).toEqual(manifestBefore.routes);
  });
});
