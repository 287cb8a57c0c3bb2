import { renderToString } from 'react-dom/server';
import type { RenderFunction } from '@publisher/shared/server-render';
import { serverPage } from '@publisher/shared-react/server-page';
import { Root } from './root';

/**
 * The education remote's server module (built to dist/server/render.js, docs/decisions/087).
 * Its pages read no content from the API, so each renders from its own data.
 */
export const render: RenderFunction = async ({ page, pattern, location }) => {
  await Root.preload(page);
  const html = renderToString(serverPage(Root, { page, pattern, location }));
  return { html, data: {} };
};
