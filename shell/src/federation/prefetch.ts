import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES_FILE, routeTable, type PublishedRoutes, type RouteDef } from '@publisher/shared/routes';
import { manifestNow } from './manifest';
import { prefetchRemotePage } from './remote-route';

/*
 * Moving between remotes without waiting for them (issue 16, decision 111). A link the visitor
 * points at, presses or focuses (strong intent) gets its remote and its page's code loaded at once, so the
 * click finds them in hand. A link that comes into view (weak intent) gets its
 * remote's first step fetched by the browser at low priority (<link rel="prefetch">): the entry and
 * the files its exposed module needs at once, as the remote's build published them (routes.json).
 * Nothing runs, and nothing competes with the page being read. Nothing is prefetched on a
 * Save-Data connection.
 */

type IdleWindow = Window & { requestIdleCallback?: (fn: () => void, options?: { timeout: number }) => number };
const whenIdle = (fn: () => void): void => {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) w.requestIdleCallback(fn, { timeout: 1000 });
  else setTimeout(fn, 50);
};

const saveData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The route a link leads to on this site and its remote's entry (content-named where this deploy hosts it, 114). */
function targetOf(anchor: HTMLAnchorElement): { route: RouteDef; entry: URL | null } | null {
  const manifest = manifestNow();
  if (!manifest || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  const route = url.origin === location.origin ? routeTable(manifest.routes).match(url.pathname) : undefined;
  if (!route) return null;
  const entry = manifest.remotes.find((r) => r.remote === route.remote)?.entry;
  return { route, entry: entry ? new URL(entry, location.href) : null };
}

/** How long a pointer rests on a link before it counts as intent (instant.page's figure). */
const HOVER_MS = 65;
/** The remote pages warmed on this page, each settling once its remote and page code are loaded. */
const warmed = new Map<string, Promise<void>>();

/**
 * Strong intent: the remote and the page's code, once per page, at once (the click may be near).
 * The remote's entry and every module of its first step and the page are preloaded side by side
 * (`<link rel=modulepreload>`: fetched, compiled and kept in the module map), and its style sheets
 * with them, so the imports that follow find the whole graph in hand instead of discovering it one
 * level at a time. The remote's entry adds its style sheets as plain `<link rel=stylesheet>` (no
 * crossorigin) and waits for them before it answers: preloaded the same way, each is in hand by then.
 */
export function warm(anchor: HTMLAnchorElement): Promise<void> {
  const target = targetOf(anchor);
  if (!target || saveData()) return Promise.resolve();
  const { route, entry } = target;
  const key = `${route.remote}:${route.page}`;
  const before = warmed.get(key);
  if (before) return before;
  if (entry) {
    addLink('modulepreload', entry);
    void filesFor(entry, route.page).then((files) => {
      for (const file of files) {
        if (file.pathname.endsWith('.js')) addLink('modulepreload', file);
        else if (file.pathname.endsWith('.css')) addLink('preload', file, 'style');
      }
    });
  }
  const ready = prefetchRemotePage(route.remote, route.page);
  warmed.set(key, ready);
  return ready;
}

const menusPending = new WeakSet<ParentNode>();

/**
 * Intent to use a menu (the phone's menu opens, or its toggle is pressed; decision 130): its links
 * are never in view while it is closed, so nothing has prefetched them, and a tap follows within a
 * second or two. Each link is warmed as a link pointed at is, at an idle moment after the menu's own
 * opening: first one link per remote, so every remote's entry, first step and that page start at
 * once, then, once those have loaded, the other links' pages (their code alone: their remotes are in
 * hand by then), which would otherwise share the connection with them.
 */
export function warmMenu(menu: ParentNode): void {
  if (menusPending.has(menu) || saveData()) return;
  menusPending.add(menu);
  whenIdle(() => {
    menusPending.delete(menu);
    const first = new Map<string, HTMLAnchorElement>();
    const rest: HTMLAnchorElement[] = [];
    menu.querySelectorAll('a[href]').forEach((a) => {
      const route = a instanceof HTMLAnchorElement ? targetOf(a)?.route : null;
      if (!route) return;
      if (first.has(route.remote)) rest.push(a as HTMLAnchorElement);
      else first.set(route.remote, a as HTMLAnchorElement);
    });
    void Promise.all([...first.values()].map(warm)).then(() => whenIdle(() => rest.forEach(warm)));
  });
}

/**
 * Weak intent: the browser fetches, when it has nothing better to do, the remote's entry, its
 * first step and the page's own files: everything the click will need but the page's data.
 */
export function hint(anchor: HTMLAnchorElement): void {
  const { route, entry } = targetOf(anchor) ?? {};
  // Same origin only: the CSP lets a remote elsewhere run as a script, and prefetch is not a script.
  if (!route || !entry || saveData() || entry.origin !== location.origin) return;
  addLink('prefetch', entry);
  void filesFor(entry, route.page).then((files) => files.forEach((file) => addLink('prefetch', file)));
}

const added = new Set<string>();

/** One `<link>` per relation and URL, for the page's lifetime. */
function addLink(rel: 'prefetch' | 'modulepreload' | 'preload', url: URL, as?: 'style'): void {
  const key = `${rel} ${url.href}`;
  if (added.has(key)) return;
  added.add(key);
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  link.href = url.href;
  // As the federation runtime will import it: a remote on another origin is fetched with CORS.
  if (rel === 'modulepreload' && url.origin !== location.origin) link.crossOrigin = '';
  document.head.append(link);
}

const published = new Map<string, Promise<Partial<PublishedRoutes>>>();
const files = (list: unknown): string[] => (Array.isArray(list) ? list.filter((f) => typeof f === 'string') : []);

/** The files the remote's entry loads at once and those of one of its pages, as its build published them (routes.json). */
async function filesFor(entry: URL, page: string): Promise<URL[]> {
  let answer = published.get(entry.href);
  if (!answer) {
    answer = fetch(new URL(ROUTES_FILE, entry), { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<Partial<PublishedRoutes>>) : {}))
      .catch(() => ({}));
    published.set(entry.href, answer);
  }
  const p = await answer;
  return [...files(p.firstStep), ...files(p.pages?.[page])].map((file) => new URL(file, entry));
}

const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null => {
  const found = target instanceof Element ? target.closest('a[href]') : null;
  return found instanceof HTMLAnchorElement ? found : null;
};

/** Installs the listeners for the app's lifetime, and looks for links in view after each navigation. */
export function usePrefetch(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const onIntent = (e: Event) => {
      const anchor = anchorOf(e.target);
      if (anchor) void warm(anchor);
    };
    // A pointer that rests on a link (not one crossing the header on its way elsewhere).
    let resting: ReturnType<typeof setTimeout> | undefined;
    const onOver = (e: Event) => {
      clearTimeout(resting);
      const anchor = anchorOf(e.target);
      if (anchor) resting = setTimeout(() => void warm(anchor), HOVER_MS);
    };
    const listeners: [string, (e: Event) => void][] = [
      ['pointerover', onOver],
      ['pointerout', () => clearTimeout(resting)],
      ['touchstart', onIntent],
      // A press: its click follows on release, ~100 ms later (Safari does not focus a link it presses).
      ['pointerdown', onIntent],
      ['focusin', onIntent],
    ];
    for (const [name, fn] of listeners) document.addEventListener(name, fn, { passive: true });
    return () => {
      clearTimeout(resting);
      for (const [name, fn] of listeners) document.removeEventListener(name, fn);
    };
  }, []);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        hint(entry.target as HTMLAnchorElement);
      }
    });
    // At idle moments: the links of the page, and those a remote renders later.
    let pending = false;
    const scan = () => {
      if (pending) return;
      pending = true;
      whenIdle(() => {
        pending = false;
        document.querySelectorAll('a[href]').forEach((a) => observer.observe(a));
      });
    };
    scan();
    const main = document.getElementById('main');
    const added = new MutationObserver(scan);
    if (main) added.observe(main, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      added.disconnect();
    };
  }, [pathname]);
}
