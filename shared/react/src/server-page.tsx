import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { RenderRequest } from '@publisher/shared/server-render';
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
