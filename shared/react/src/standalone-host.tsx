import { StrictMode, type ComponentType } from 'react';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import type { PublishedRoute } from '@publisher/shared/routes';
import type { RemoteName } from '@publisher/shared/remote-names';
import '@publisher/shared/base.css';

interface Props {
  remote: RemoteName;
  /** The remote's own route table (its src/routes.ts). */
  routes: readonly PublishedRoute[];
  Root: ComponentType<{ page: string }>;
}

/**
 * A minimal host for running one remote alone (`pnpm --filter mfe-<name> dev`): the remote's
 * own routes, a plain header listing them, no federation. Dev-only; never shipped in a build.
 */
export function StandaloneHost({ remote, routes, Root }: Props) {
  const router = createBrowserRouter([
    {
      element: (
        <>
          <header style={{ padding: '0.75rem 1.25rem', background: '#1f3a33', color: '#fff' }}>
            <strong>mfe-{remote} (standalone)</strong>
            <nav aria-label="Remote pages" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
              {routes
                .filter((r) => !r.path.includes(':'))
                .map((r) => (
                  <Link key={r.path} to={r.path} style={{ color: '#f3e9d2' }}>
                    {r.path}
                  </Link>
                ))}
            </nav>
          </header>
          <main id="main">
            <Outlet />
          </main>
        </>
      ),
      children: routes.map((r) => ({ path: r.path, element: <Root page={r.page} /> })),
    },
  ]);
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
