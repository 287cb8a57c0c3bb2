import { useParams, useSearchParams } from 'react-router-dom';
import { serverRenderFor } from '@publisher/shared/server-render';
import { seed } from './api-client/cache';
import { preloadPage } from './api-client/preload';
import { Root } from './root';
import './styles.css';

// A page the server rendered starts from the content it rendered with (no second request, no
// loading state in place of the server's HTML).
const server = serverRenderFor('catalogue');
if (server) seed(server.data);

/**
 * The one module this remote exposes. Before rendering the page it starts the page's content
 * requests, so data and page code download in parallel from the moment of navigation.
 */
export default function CatalogueRoot({ page }: { page: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  preloadPage(page, params, search);
  return <Root page={page} />;
}
CatalogueRoot.ready = Root.ready;
