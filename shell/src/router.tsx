import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@publisher/shared/routes';
import { Layout } from './layout/layout';
import { RouteError } from './layout/route-error';
import { NotFound } from './layout/not-found';
import { RemoteRoute } from './federation/remote-route';

/** The route table: every spec route mapped to the remote page that renders it. */
export function shellRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        ...ROUTES.map((route) => ({
          path: route.path,
          element: <RemoteRoute remote={route.remote} page={route.page} title={route.title} />,
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export const createShellRouter = () => createBrowserRouter(shellRoutes());
