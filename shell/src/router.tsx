import { Suspense, use } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteDef } from '@publisher/shared/routes';
import type { RemoteManifest } from '@publisher/shared/remotes';
import { Layout } from './layout/layout';
import { RouteErrorBoundary } from './layout/route-error';
import { NotFound } from './layout/not-found';
import { RemoteRoute, prepareRemote } from './federation/remote-route';
import { loadManifest } from './federation/manifest';
import { ShellFallback } from './layout/shell-fallback';

/*
 * A declarative router (BrowserRouter + useRoutes), not a data router: createBrowserRouter's
 * loaders, actions, fetchers and revalidation cost ~19 KB gz of the shell's first script and the
 * shell used one loader (docs/decisions/085). What it did for each navigation to a remote page is
 * done here, once per location (rendering again, or React retrying after a failure, never asks
 * twice): ask for the manifest (loadManifest forgets a failed request, so a navigation after a
 * failure asks afresh), and once it is in, start the remote's entry.
 */
interface Navigation {
  key: string;
  manifest: Promise<RemoteManifest>;
  started: boolean;
}
let navigation: Navigation | undefined;
const navigationTo = (key: string): Navigation => {
  if (navigation?.key !== key) navigation = { key, manifest: loadManifest(), started: false };
  return navigation;
};

/**
 * A remote page. The first time, ShellFallback is shown above the layout while the manifest
 * loads, and a failure to load it is the route error. Only the manifest is awaited: a remote
 * that is down must fail inside its boundary, not take the route down.
 */
function RemotePage({ route }: { route: RouteDef }) {
  const current = navigationTo(useLocation().key);
  use(current.manifest);
  if (!current.started) {
    current.started = true;
    prepareRemote(route.remote);
  }
  return <RemoteRoute remote={route.remote} page={route.page} title={route.title} />;
}

/** The route table: every spec route mapped to the remote page that renders it. */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...ROUTES.map((route) => ({ path: route.path, element: <RemotePage route={route} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The app inside the router: the route error page for anything that fails outside a remote. */
export function ShellApp() {
  const { key } = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary locationKey={key}>
      <Suspense fallback={<ShellFallback />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
