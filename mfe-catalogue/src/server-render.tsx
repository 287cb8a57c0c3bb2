import { renderToString } from 'react-dom/server';
import { matchPath } from 'react-router-dom';
import type { RenderFunction } from '@publisher/shared/server-render';
import { serverPage } from '@publisher/shared-react/server-page';
import { withSeeded } from './api-client/cache';
import { pageDataPaths } from './api-client/preload';
import { Root } from './root';

/**
 * The catalogue's server module (built to dist/server/render.js, docs/decisions/087): renders a
 * page with the content it reads, exactly as the browser will render it from the same data.
 * A page whose content cannot all be read (a missing book, an API failure) is left to the
 * browser, which shows its own not-found or error state.
 */
export const render: RenderFunction = async ({ page, pattern, location, getJson }) => {
  const [pathname = '/', query = ''] = location.split('?');
  const params = matchPath(pattern, pathname)?.params ?? {};
  const paths = pageDataPaths(page, params, new URLSearchParams(query));
  const bodies = await Promise.all(paths.map((path) => getJson(path)));
  if (bodies.some((body) => body === undefined)) return null;
  const data = Object.fromEntries(paths.map((path, i) => [path, bodies[i]]));
  await Root.preload(page);
  // Seeding, rendering and forgetting in one synchronous step: no other request's render runs in
  // between, and nothing of this request stays in the server's memory.
  const html = withSeeded(data, () => renderToString(serverPage(Root, { page, pattern, location })));
  return { html, data };
};
