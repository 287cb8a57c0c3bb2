import { renderToString } from 'react-dom/server';
import type { RenderFunction } from '@publisher/shared/server-render';
import { serverPage } from '@publisher/shared-react/server-page';
import { Root } from './root';

/**
 * The commerce remote's server module (built to dist/server/render.js, docs/decisions/087). The
 * product pages of Cover Creator and Sound Craftery are the same for every visitor and read
 * nothing, so the server sends them whole; the basket, checkouts, proofs and portals belong to one
 * visitor and render in the browser only.
 */
const SERVER_PAGES = new Set(['cover-creator-info', 'sound-craftery-info']);

export const render: RenderFunction = async ({ page, pattern, location }) => {
  if (!SERVER_PAGES.has(page)) return null;
  await Root.preload(page);
  const html = renderToString(serverPage(Root, { page, pattern, location }));
  return { html, data: {} };
};
