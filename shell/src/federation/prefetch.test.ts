import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteManifest } from '@publisher/shared/remotes';

/*
 * The phone menu's warm-up (decision 130): opening the menu, or pressing its toggle, warms what its
 * links lead to, as a link pointed at is warmed, at idle moments; one link per remote first. The DOM
 * is the few parts the prefetcher uses, stubbed (the shell's tests run in Node).
 */

const manifest = {
  remotes: [
    { remote: 'catalogue', name: 'mfe_catalogue', entry: '/remotes/catalogue/remoteEntry-aaaaaaaaaaaa.js' },
    { remote: 'commerce', name: 'mfe_commerce', entry: '/remotes/commerce/remoteEntry-bbbbbbbbbbbb.js' },
    { remote: 'architect', name: 'mfe_architect', entry: '/remotes/architect/remoteEntry-cccccccccccc.js' },
  ],
  routes: [
    { path: '/', remote: 'catalogue', page: 'home', title: 'Home' },
    { path: '/books', remote: 'catalogue', page: 'books', title: 'Books' },
    { path: '/my-purchases', remote: 'commerce', page: 'my-purchases', title: 'My Purchases' },
    { path: '/architect-method', remote: 'architect', page: 'landing', title: "Architect's Method" },
  ],
  loadTimeoutMs: 8000,
  analytics: null,
  errorReporting: null,
} as unknown as RemoteManifest;

/** What each remote's routes.json publishes: its first step and its pages' files. */
const published: Record<string, { firstStep: string[]; pages: Record<string, string[]> }> = {
  catalogue: { firstStep: ['assets/cat-first.js'], pages: { home: ['assets/home.js'], books: ['assets/books.js'] } },
  commerce: { firstStep: ['assets/com-first.js', 'assets/com.css'], pages: { 'my-purchases': ['assets/mp.js'] } },
  architect: { firstStep: ['assets/arch-first.js'], pages: { landing: ['assets/landing.js'] } },
};

const prefetchRemotePage = vi.fn((_remote: string, _page: string) => Promise.resolve());
vi.mock('./remote-route', () => ({ prefetchRemotePage: (r: string, p: string) => prefetchRemotePage(r, p) }));
vi.mock('./manifest', () => ({ manifestNow: () => manifest }));

const ORIGIN = 'https://press.example';

class Anchor {
  target = '';
  constructor(readonly href: string) {}
  hasAttribute() {
    return false;
  }
}

/** The `<link>`s the prefetcher added to the head, as "rel path". */
let head: string[];
/** Idle callbacks not yet run. */
let idle: (() => void)[];
let connection: { saveData?: boolean };

const menuOf = (...paths: string[]) => {
  const links = paths.map((p) => new Anchor(`${ORIGIN}${p}`));
  return { querySelectorAll: () => links } as unknown as ParentNode;
};
const MENU = ['/', '/books', '/my-purchases', '/architect-method'];

/** Runs the idle callbacks due, and lets what they started settle. */
async function runIdle() {
  const due = idle.splice(0);
  due.forEach((fn) => fn());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  vi.resetModules();
  prefetchRemotePage.mockClear();
  head = [];
  idle = [];
  connection = {};
  vi.stubGlobal('HTMLAnchorElement', Anchor);
  vi.stubGlobal('location', new URL(`${ORIGIN}/tools`));
  vi.stubGlobal('navigator', { connection });
  vi.stubGlobal('window', { requestIdleCallback: (fn: () => void) => idle.push(fn) });
  vi.stubGlobal('document', {
    createElement: () => ({}),
    head: {
      append: (link: { rel: string; href: string }) => head.push(`${link.rel} ${new URL(link.href).pathname}`),
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: URL) =>
      Promise.resolve({ ok: true, json: () => Promise.resolve(published[url.pathname.split('/')[2]!]) }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const pagesWarmed = () => prefetchRemotePage.mock.calls.map(([remote, page]) => `${remote}:${page}`);

describe('warming the menu', () => {
  it('waits for an idle moment, then warms one link per remote: its entry, first step and page', async () => {
    const { warmMenu } = await import('./prefetch');
    warmMenu(menuOf(...MENU));
    // Nothing yet: the menu's own opening comes first.
    expect(pagesWarmed()).toEqual([]);
    expect(head).toEqual([]);
    await runIdle();
    expect(pagesWarmed()).toEqual(['catalogue:home', 'commerce:my-purchases', 'architect:landing']);
    for (const file of [
      'modulepreload /remotes/commerce/remoteEntry-bbbbbbbbbbbb.js',
      'modulepreload /remotes/commerce/assets/com-first.js',
      'preload /remotes/commerce/assets/com.css',
      'modulepreload /remotes/commerce/assets/mp.js',
      'modulepreload /remotes/architect/remoteEntry-cccccccccccc.js',
      'modulepreload /remotes/architect/assets/arch-first.js',
      'modulepreload /remotes/architect/assets/landing.js',
    ])
      expect(head).toContain(file);
    // The other pages of a remote already started follow at the next idle moment.
    expect(head).not.toContain('modulepreload /remotes/catalogue/assets/books.js');
    await runIdle();
    expect(pagesWarmed()).toEqual(['catalogue:home', 'commerce:my-purchases', 'architect:landing', 'catalogue:books']);
    expect(head).toContain('modulepreload /remotes/catalogue/assets/books.js');
  });

  it('starts the other pages only once the first link of each remote has loaded', async () => {
    let loaded!: () => void;
    prefetchRemotePage.mockImplementationOnce(() => new Promise<void>((resolve) => (loaded = resolve)));
    const { warmMenu } = await import('./prefetch');
    warmMenu(menuOf(...MENU));
    await runIdle();
    await runIdle();
    expect(pagesWarmed()).not.toContain('catalogue:books');
    loaded();
    await runIdle();
    await runIdle();
    expect(pagesWarmed()).toContain('catalogue:books');
  });

  it('prefetches nothing twice: the menu opened again, its toggle pressed, a link then pointed at', async () => {
    const { warm, warmMenu } = await import('./prefetch');
    const menu = menuOf(...MENU);
    warmMenu(menu);
    warmMenu(menu); // the press and the opening, before the idle moment: one warm-up
    expect(idle).toHaveLength(1);
    await runIdle();
    await runIdle();
    warmMenu(menu);
    await runIdle();
    await runIdle();
    await warm(new Anchor(`${ORIGIN}/architect-method`) as unknown as HTMLAnchorElement);
    expect(pagesWarmed()).toEqual(['catalogue:home', 'commerce:my-purchases', 'architect:landing', 'catalogue:books']);
    expect(new Set(head).size).toBe(head.length);
    // routes.json read once per remote.
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(3);
  });

  it('prefetches nothing on a Save-Data connection', async () => {
    connection.saveData = true;
    const { warmMenu } = await import('./prefetch');
    warmMenu(menuOf(...MENU));
    await runIdle();
    await runIdle();
    expect(pagesWarmed()).toEqual([]);
    expect(head).toEqual([]);
  });

  it('leaves out links that lead off the site or to no remote page', async () => {
    const { warmMenu } = await import('./prefetch');
    warmMenu(menuOf('/nowhere', '/architect-method'));
    const elsewhere = new Anchor('https://elsewhere.example/books');
    const menu = menuOf('/nowhere');
    (menu.querySelectorAll('a') as unknown as Anchor[]).push(elsewhere);
    warmMenu(menu);
    await runIdle();
    await runIdle();
    expect(pagesWarmed()).toEqual(['architect:landing']);
  });
});
