import { useParams, useSearchParams } from 'react-router-dom';
import { serverRenderFor } from '@publisher/shared/server-render';
import { seed } from './api-client/cache';
import { preloadPage } from './api-client/preload';
import type { RemoteRootComponent } from '@publisher/shared-react/remote-root';
import { Root } from './root';
import './styles.css';

// A page the server rendered starts from the content it rendered with (no second request, no
// loading state in place of the server's HTML).
const server = serverRenderFor('catalogue');
if (server) seed(server.data, server.refused);

/**
 * The one module this remote exposes. Before rendering the page it starts the page's content
 * requests, so data and page code download in parallel from the moment of navigation.
 */
function CatalogueRoot({ page }: { page: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  preloadPage(page, params, search);
  return <Root page={page} />;
}
/**
 * With the root's `preload` and `ready`: the shell warms a page's code through `preload` (a link in
 * view, a hover, the menu opening) and holds a navigation until it has run; without it, every
 * catalogue page's code loaded only once the page was already on its way, behind a loading state.
 */
const exposed: RemoteRootComponent = Object.assign(CatalogueRoot, { preload: Root.preload, ready: Root.ready });
export default exposed;
