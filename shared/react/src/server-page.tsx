import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { RenderFunction, RenderRequest } from '@publisher/shared/server-render';
import type { RemoteRootComponent } from './remote-root';

/**
 * What a remote's server module renders (decision 087): its root at the route's pattern, at the
 * requested location, so the page's params and search read as they will in the browser.
 */
export function serverPage(
  Root: RemoteRootComponent,
  { page, pattern, location }: Pick<RenderRequest, 'page' | 'pattern' | 'location'>,
) {
  return (
    <StaticRouter location={location}>
      <Routes>
        <Route path={pattern} element={<Root page={page} />} />
      </Routes>
    </StaticRouter>
  );
}

/**
 * The server module of a remote whose server-rendered pages read no content: each page in `pages`
 * (every page when omitted) is rendered from the root alone; any other page is left to the browser.
 */
export function contentFreeRender(Root: RemoteRootComponent, pages?: readonly string[]): RenderFunction {
  const rendered = pages && new Set(pages);
  return async ({ page, pattern, location }) => {
    if (rendered && !rendered.has(page)) return null;
    await Root.preload(page);
    return { html: renderToString(serverPage(Root, { page, pattern, location })), data: {} };
  };
}
