import { Suspense, use, useEffect, useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { routeTable, type RouteDef } from '@publisher/shared/routes';
import type { RemoteManifest } from '@publisher/shared/remotes';
import { Layout } from './layout/layout';
import { RouteErrorBoundary } from './layout/route-error';
import { NotFound } from './layout/not-found';
import { RemoteRoute, isRemotePageReady, prefetchRemotePage, prepareRemote } from './federation/remote-route';
import { loadManifest, manifestNow } from './federation/manifest';
import { ShellFallback } from './layout/shell-fallback';
import { navigationHeld } from './layout/navigation-progress';
import { CHROME_LANG } from './layout/chrome-lang';

/*
 * A declarative router (BrowserRouter + useRoutes), not a data router: createBrowserRouter's
 * loaders, actions, fetchers and revalidation cost ~19 KB gz of the shell's first script and the
 * shell used one loader (docs/decisions/085).
 *
 * The routes are the runtime manifest's (docs/decisions/110): each remote publishes the pages it
 * serves with its own build, and the server carries them in the manifest it inlines into every
 * page. So the shell knows a page a remote shipped after the shell was built. The manifest is in
 * hand at once when inlined; otherwise ShellFallback shows while it loads, and a failure to load
 * it is the route error (a navigation after a failure asks afresh).
 */
let attempt: { key: string; manifest: Promise<RemoteManifest> } | undefined;
function useManifest(): RemoteManifest {
  const { key } = useLocation();
  const inHand = manifestNow();
  if (inHand) return inHand;
  // Asked once per location: rendering again (or React retrying after a failure) never asks twice.
  if (attempt?.key !== key) attempt = { key, manifest: loadManifest() };
  return use(attempt.manifest);
}

/**
 * How long a navigation keeps the page on screen while the next page's remote and code load
 * (docs/decisions/114). Within it the new page replaces the old one whole, as a browser moving
 * between documents does, with no "Loading…" flash; past it, the loading state shows. (React also
 * keeps a fallback it has shown for at least 300 ms, so a short wait behind one costs 300 ms.)
 */
export const NAVIGATION_HOLD_MS = 1000;

/** The location the document opened at: its page shows at once (the server's HTML, or loading). */
let firstKey: string | undefined;
let hold: { key: string; ready: Promise<void> } | undefined;

/**
 * A remote page: starts its remote once per location (rendering again never asks twice). On a
 * navigation (the router renders it inside a transition) it waits, within the hold, for its remote
 * and page code before it renders: React then keeps the page before on screen meanwhile.
 */
let started: string | undefined;
function RemotePage({ route }: { route: RouteDef }) {
  const { key } = useLocation();
  if (started !== key) {
    started = key;
    prepareRemote(route.remote);
  }
  if (key !== firstKey && !isRemotePageReady(route.remote, route.page)) {
    if (hold?.key !== key) {
      const ready = Promise.race([
        prefetchRemotePage(route.remote, route.page),
        new Promise<void>((resolve) => setTimeout(resolve, NAVIGATION_HOLD_MS)),
      ]);
      hold = { key, ready };
      navigationHeld(key, ready);
    }
    use(hold.ready);
  }
  return <RemoteRoute remote={route.remote} page={route.page} pattern={route.path} title={route.title} />;
}

/** The path the server answered for this document: its verdict on that path is already on screen. */
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * A path no route of this page's manifest knows. For the document's own path that is the server's
 * answer (a 404 page). Reached by a client-side navigation, it may be a page a remote has shipped
 * since this page was loaded: the browser asks the server, which knows the remotes' current routes.
 */
function UnknownPath() {
  const { pathname } = useLocation();
  const navigated = pathname !== documentPath;
  useEffect(() => {
    if (navigated) window.location.reload();
  }, [navigated, pathname]);
  if (!navigated) return <NotFound />;
  return (
    <div className="remote-state" data-remote-state="loading" role="status" aria-live="polite" lang={CHROME_LANG}>
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}

const routesOf = (manifest: RemoteManifest): RouteObject[] => [
  {
    element: <Layout />,
    children: [
      ...manifest.routes.map((route) => ({ path: route.path, element: <RemotePage route={route} /> })),
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/**
 * Whether the page at `pathname` can be shown without waiting: the manifest is in hand and the
 * remote page there (the route table the server and the prefetcher match with) has its remote and
 * code loaded (a link pointed at warmed it). Such a navigation needs no hold (main.tsx renders it at
 * once, not in a transition).
 */
export function rendersAtOnce(pathname: string): boolean {
  const manifest = manifestNow();
  const route = manifest && routeTable(manifest.routes).match(pathname);
  return route ? isRemotePageReady(route.remote, route.page) : false;
}

function Routes() {
  const manifest = useManifest();
  const routes = useMemo(() => routesOf(manifest), [manifest]);
  return useRoutes(routes);
}

/** The app inside the router: the route error page for anything that fails outside a remote. */
export function ShellApp() {
  const { key } = useLocation();
  firstKey ??= key;
  return (
    <RouteErrorBoundary locationKey={key}>
      <Suspense fallback={<ShellFallback />}>
        <Routes />
      </Suspense>
    </RouteErrorBoundary>
  );
}
