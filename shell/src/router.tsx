import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@publisher/shared/routes';
import { Layout } from './layout/layout';
import { RouteError } from './layout/route-error';
import { NotFound } from './layout/not-found';
import { RemoteRoute, prepareRemote } from './federation/remote-route';
import { loadManifest } from './federation/manifest';
import { ShellFallback } from './layout/shell-fallback';

/** The route table: every spec route mapped to the remote page that renders it. */
export function shellRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <ShellFallback />,
      children: [
        ...ROUTES.map((route) => ({
          path: route.path,
          element: <RemoteRoute remote={route.remote} page={route.page} title={route.title} />,
          // Start the remote's entry with the navigation. Only the manifest is awaited: a remote
          // that is down must fail inside its boundary, not take the route down.
          loader: async () => {
            await loadManifest();
            prepareRemote(route.remote);
            return null;
          },
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export const createShellRouter = () => createBrowserRouter(shellRoutes());
