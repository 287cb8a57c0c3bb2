import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { CONSENT_KEY } from '@publisher/shared/consent';
import { expect, expectRemote, remotePage, test } from '../support/fixtures';
import { REPO_ROOT, startSite, startStaticHost, type Running } from '../support/servers';
import { budget } from '../support/machine';

/*
 * Issue 28, "no skew for open tabs" (decision 135). Commerce runs from its team's own deploy (v1,
 * a copy of its build on another origin); its v2 (VITE_REMOTE_VERSION=2, `data-version` on its
 * root) is deployed beside it. A tab keeps the deploy its page started with while that deploy's
 * files are published; once they are withdrawn and v2 is current, the tab's next navigation into
 * commerce reloads the page once into v2, with no error screen. Error reports carry the remote's
 * name and deploy.
 */

const TOKEN = 'release-skew-spec-token-0123456789abcdefgh';
const DSN = 'https://publickey@errors.example.test/42';
const ANALYTICS_SRC = 'https://analytics.example.test/js/script.manual.js';
// Stands in for the vendor's script: replays the queue, then records every event with its options.
const FAKE_ANALYTICS = `
  window.__events = ((window.plausible && window.plausible.q) || []).slice();
  window.plausible = function () { window.__events.push(Array.prototype.slice.call(arguments)); };
`;

let work: string;
let v1Dir: string;
let v2Dir: string;
let v1: Running;
let v2: Running;
let site: Running;

test.describe.configure({ mode: 'serial', timeout: budget(120_000) });

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'release-skew-'));
  v1Dir = path.join(work, 'v1');
  v2Dir = path.join(work, 'v2');
  cpSync(path.join(REPO_ROOT, 'mfe-commerce/dist'), v1Dir, { recursive: true });
  // The team's next deploy: its browser build, marked version 2.
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'mfe-commerce/node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(REPO_ROOT, 'mfe-commerce'),
      env: { ...process.env, VITE_REMOTE_VERSION: '2', REMOTE_OUT_DIR: v2Dir },
      stdio: 'pipe',
    },
  );
  v1 = await startStaticHost(v1Dir);
  v2 = await startStaticHost(v2Dir);
  site = await startSite({
    RELEASE_TOKEN: TOKEN,
    REMOTE_URL_COMMERCE: `${v1.url}/remoteEntry.js`,
    // The team's next deploy, on an origin the site may release from.
    RELEASE_ORIGINS: v2.url,
    SENTRY_DSN: DSN,
    ANALYTICS_DOMAIN: 'ashgrovepress.co.uk',
    ANALYTICS_SRC,
    // Its own state: the releases this spec makes reach no other spec's site.
    DATA_DIR: path.join(work, 'data'),
  });
});

test.afterAll(async () => {
  await site?.stop();
  await v1?.stop();
  await v2?.stop();
  rmSync(work, { recursive: true, force: true });
});

const release = async (request: APIRequestContext, body: unknown) => {
  const res = await request.put(`${site.url}/api/releases/commerce`, {
    headers: { authorization: `Bearer ${TOKEN}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
};

/** Counts the tab's page loads and whether a remote's error state was ever shown (kept across reloads). */
async function watchTab(page: Page) {
  await page.addInitScript(() => {
    const loads = Number(sessionStorage.getItem('test-loads') ?? '0') + 1;
    sessionStorage.setItem('test-loads', String(loads));
    new MutationObserver(() => {
      if (document.querySelector('[data-remote-state="error"]')) sessionStorage.setItem('test-error-shown', '1');
    }).observe(document, { subtree: true, childList: true });
  });
  return {
    // Asked while the tab may be reloading: a read whose page went away counts as none yet (polls ask again).
    loads: () => page.evaluate(() => Number(sessionStorage.getItem('test-loads'))).catch(() => 0),
    errorShown: () => page.evaluate(() => sessionStorage.getItem('test-error-shown') === '1'),
  };
}

/** A client-side navigation, as a link inside the site makes. */
async function navigate(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
}

const commerceEntry = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('remote-manifest')!.textContent!) as {
          remotes: { remote: string; entry: string }[];
        }
      ).remotes.find((r) => r.remote === 'commerce')!.entry,
  );

test('a tab whose deploy is still published keeps it after a new one is made current', async ({
  page,
  request,
  decideConsent,
}) => {
  await decideConsent();
  const tab = await watchTab(page);
  await page.goto(`${site.url}/books`);
  await expectRemote(page, 'catalogue');
  expect(await commerceEntry(page)).toBe(`${v1.url}/remoteEntry.js`);

  await release(request, { current: `${v2.url}/remoteEntry.js` });
  const fromV2: string[] = [];
  page.on('request', (r) => r.url().startsWith(v2.url) && fromV2.push(r.url()));
  await navigate(page, '/basket');
  await expectRemote(page, 'commerce');
  await expect(remotePage(page, 'commerce')).toHaveAttribute('data-version', '1');
  expect(fromV2).toEqual([]);
  expect(await tab.loads()).toBe(1);
  // A new tab gets v2.
  const fresh = await page.context().newPage();
  await fresh.goto(`${site.url}/basket`);
  await expect(remotePage(fresh, 'commerce')).toHaveAttribute('data-version', '2');
  await fresh.close();
});

test('a tab whose deploy was withdrawn reloads once into the current one, with no error screen', async ({
  page,
  request,
  decideConsent,
}) => {
  await decideConsent();
  await release(request, { current: `${v1.url}/remoteEntry.js` });
  const tab = await watchTab(page);
  await page.goto(`${site.url}/books`);
  await expectRemote(page, 'catalogue');
  expect(await commerceEntry(page)).toBe(`${v1.url}/remoteEntry.js`);

  // v2 is made current and v1's files are withdrawn.
  await release(request, { current: `${v2.url}/remoteEntry.js` });
  for (const name of readdirSync(v1Dir)) rmSync(path.join(v1Dir, name), { recursive: true, force: true });

  await navigate(page, '/basket');
  await expect.poll(() => tab.loads(), { timeout: budget(30_000) }).toBe(2);
  await expectRemote(page, 'commerce');
  await expect(remotePage(page, 'commerce')).toHaveAttribute('data-version', '2');
  await expect(page).toHaveURL(`${site.url}/basket`);
  expect(await commerceEntry(page)).toBe(`${v2.url}/remoteEntry.js`);
  expect(await tab.errorShown()).toBe(false);
  expect(await tab.loads()).toBe(2);
});

test('a deploy that fails while still current shows the error state (no reload), and the report names remote and version', async ({
  page,
  request,
}) => {
  // v1's files are gone and v1 is made current again: nothing newer to reload into.
  await release(request, { current: `${v1.url}/remoteEntry.js` });
  await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), CONSENT_KEY);
  const reports: string[] = [];
  await page.route('https://errors.example.test/**', async (route) => {
    reports.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, body: '{}' });
  });
  const tab = await watchTab(page);
  await page.goto(`${site.url}/books`);
  await expectRemote(page, 'catalogue');
  // Error reporting loads after consent; then the shop fails to load.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /error-reporting/.test(e.name)),
  );
  await page.waitForFunction(() => '__SENTRY__' in window);
  await navigate(page, '/basket');
  await expect(page.locator('[data-remote-state="error"][data-remote="commerce"]')).toBeVisible({
    timeout: budget(30_000),
  });
  expect(await tab.loads()).toBe(1);
  await expect
    .poll(() => reports.find((r) => r.includes('"remote":"commerce"')) ?? '', { timeout: budget(15_000) })
    .toContain(`"version":"${v1.url}/remoteEntry.js"`);
});

test('page views (after consent) name the remote of the page and the deploy the tab loads it from', async ({
  page,
  request,
}) => {
  await release(request, { current: `${v2.url}/remoteEntry.js` });
  await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), CONSENT_KEY);
  await page.route(ANALYTICS_SRC, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_ANALYTICS }));
  await page.goto(`${site.url}/books`);
  await expectRemote(page, 'catalogue');
  await navigate(page, '/basket');
  await expectRemote(page, 'commerce');
  const views = () =>
    page.evaluate(() =>
      ((window as unknown as { __events?: [string, { props?: Record<string, string> }][] }).__events ?? [])
        .filter(([name]) => name === 'pageview')
        .map(([, options]) => options.props ?? null),
    );
  await expect.poll(views).toHaveLength(2);
  const [books, basket] = await views();
  expect(books).toEqual({ remote: 'catalogue', version: expect.stringMatching(/^\/remotes\/catalogue\/remoteEntry/) });
  expect(basket).toEqual({ remote: 'commerce', version: `${v2.url}/remoteEntry.js` });
});
