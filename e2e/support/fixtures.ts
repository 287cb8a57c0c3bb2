import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type ViewportSize,
} from '@playwright/test';
import { CONSENT_KEY } from '@publisher/shared/consent';
import type { RemoteName } from '@publisher/shared/remote-names';
import { HYDRATED_ATTRIBUTE, SERVER_OUTLET_ATTRIBUTE } from '@publisher/shared/server-render';
import { budget } from './machine';

/** Console errors (and uncaught page errors) seen during a test. */
export interface ConsoleLog {
  errors: string[];
}

/** Messages the browser prints for things a test provokes on purpose (e.g. a 404 it asked for). */
const EXPECTED = [/Failed to load resource: the server responded with a status of 404/];

/**
 * The page of `remote` (of any remote when omitted) once the remote has made it live: hydrated over the
 * server's HTML or rendered in the browser, marked by its root (`data-hydrated`, docs/decisions/132).
 * The one way a test waits for a remote.
 */
export const remotePage = (page: Page, remote?: RemoteName): Locator =>
  page.locator(`#main [data-boundary${remote ? `="mfe-${remote}"` : ''}][${HYDRATED_ATTRIBUTE}]`);

/**
 * After `page.goto` / `page.reload`: waits while a page the server rendered is not hydrated yet, so a
 * test acts on the live page. A test about the server's HTML itself passes `waitUntil` explicitly to
 * skip the wait (foundation-server-render.spec.ts).
 */
async function untilRemoteTakesOver(page: Page): Promise<void> {
  await page
    .waitForFunction(
      (pending) => !document.querySelector(pending),
      `[${SERVER_OUTLET_ATTRIBUTE}] [data-boundary]:not([${HYDRATED_ATTRIBUTE}])`,
      { timeout: budget(20_000) },
    )
    .catch(() => undefined); // the test's own assertions say what went wrong
}

/**
 * One browser context per worker whose HTTP cache outlives the test (the site's hashed files are
 * `immutable`), for the files that opt in with `test.use({ warmCache: true })`: a page there loads
 * the shell and the remotes from the cache, as a returning visitor does, in about half the time
 * of a cold context. Each test still starts as a stranger: a new page, the context's cookies,
 * permissions and every origin storage (localStorage, IndexedDB, Cache Storage) cleared first.
 * Playwright's own `reuseContext` clears the HTTP cache too, which is the part worth keeping here.
 * Only for tests that do not watch the network for the site's own files (a cached file makes no
 * request) and use no context-wide setting (the fake clock is one: it throws here); a failure there
 * keeps no trace.
 */
async function warmPage(context: BrowserContext, viewport: ViewportSize | null, origin: string): Promise<Page> {
  await Promise.all(context.pages().map((p) => p.close()));
  await context.clearCookies();
  await context.clearPermissions();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql',
  });
  await cdp.detach();
  if (viewport) await page.setViewportSize(viewport);
  // The fake clock is the context's (page.clock is context.clock): installed here it would stop the
  // timers of every later test of the worker. A spec that moves time keeps a context of its own.
  for (const method of ['install', 'setFixedTime', 'setSystemTime'] as const)
    page.clock[method] = () => {
      throw new Error(`page.clock.${method} needs a context of its own: leave warmCache off in this spec`);
    };
  return page;
}

export const test = base.extend<
  {
    consoleLog: ConsoleLog;
    decideConsent: (value?: 'accepted' | 'rejected') => Promise<void>;
    warmCache: boolean;
  },
  { warmContext: BrowserContext }
>({
  warmCache: [false, { option: true }],
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...workerInfo.project.use, baseURL: workerInfo.project.use.baseURL });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ context, warmCache, warmContext, viewport, baseURL, javaScriptEnabled }, use) => {
    // The warm context runs scripts: a test that turns them off gets a context of its own.
    const warm = warmCache && javaScriptEnabled !== false;
    const page = warm ? await warmPage(warmContext, viewport, new URL(baseURL!).origin) : await context.newPage();
    const inFlight = new Set<Request>();
    page.on('request', (r) => inFlight.add(r));
    page.on('requestfinished', (r) => inFlight.delete(r));
    page.on('requestfailed', (r) => inFlight.delete(r));
    traffic.set(page, { inFlight, held: new Set() });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await untilRemoteTakesOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil) await untilRemoteTakesOver(page);
      return response;
    };
    await use(page);
  },
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

/** Each test page's requests in flight, and those a test holds back on purpose (holdRequests). */
const traffic = new WeakMap<Page, { inFlight: Set<Request>; held: Set<Request> }>();

/**
 * Waits until the page has finished what it started: no request in flight (but those a test holds
 * on purpose) and its main thread idle, twice in a row. The positive signal a test waits on before
 * saying "nothing more happened" (one add, one mail, no script), instead of a pause.
 */
export async function quiet(page: Page): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error("quiet() needs the page of this suite's fixtures");
  const deadline = Date.now() + budget(15_000);
  for (let quiet = 0; quiet < 2;) {
    if (Date.now() > deadline) {
      const open = [...state.inFlight].filter((r) => !state.held.has(r)).map((r) => r.url());
      throw new Error(`the page did not settle: still loading ${open.join(', ')}`);
    }
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 1000 })));
    quiet = [...state.inFlight].every((r) => state.held.has(r)) ? quiet + 1 : 0;
  }
}

/** Waits until the remote owning the current route has made its page live (remotePage). */
export async function expectRemote(page: Page, remote?: RemoteName, options?: { timeout?: number }) {
  await expect(remotePage(page, remote)).toBeVisible(options);
}

/**
 * Opens `path` as a visitor moving around the site does: from another page, by a client-side
 * navigation. The page then reads its content in the browser, where `page.route` can answer it;
 * opened directly, it would arrive rendered by the server with its content in the first HTML.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/contact');
  await expectRemote(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** The shell's own script (Vite's hashed entry), e.g. to show the page as the server sent it. */
export const SHELL_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/**
 * Holds requests matching `url` until the returned function is called, so an in-flight state
 * (Loading..., Verifying...) can be asserted without racing a timer. Held requests then fall back
 * to the handlers registered before this one (e.g. a capture) or to the network.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = traffic.get(page)?.held;
  await page.route(url, async (route) => {
    held?.add(route.request());
    await released;
    held?.delete(route.request());
    await route.fallback();
  });
  return release;
}

/**
 * Holds the shell's script back until the returned function is called: the visitor can use the
 * first HTML (header, footer, consent banner) before the app has started.
 */
export const holdShellScript = (page: Page) => holdRequests(page, SHELL_SCRIPT);

/**
 * Leaves the shell no way to know its remotes: `path`'s page arrives without its inlined manifest
 * and `/remotes.json` answers 500 (until `page.unroute('**\/remotes.json')`).
 */
export async function withoutSiteConfiguration(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json" id="remote-manifest">[^<]*<\/script>/,
      '',
    );
    await route.fulfill({ response, body });
  });
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 500, body: 'down' }));
}
