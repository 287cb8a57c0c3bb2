import { contentFreeRender } from '@publisher/shared-react/server-page';
import type { RenderFunction } from '@publisher/shared/server-render';
import { Root } from './root';

/**
 * The commerce remote's server module (built to dist/server/render.js, docs/decisions/087). The
 * product pages of Cover Creator and Sound Craftery are the same for every visitor and read
 * nothing, so the server sends them whole; the basket, checkouts, proofs and portals belong to one
 * visitor and render in the browser only. The Italian thank-you and checkout-cancelled pages read
 * nothing either (the address holds the reference; the basket is read once hydrated): they go out
 * whole, as Italian, so their first HTML says <html lang="it"> (issue 30).
 */
const ITALIAN_PAGES = new Set(['thank-you-it', 'checkout-cancelled-it']);
const page = contentFreeRender(Root, ['cover-creator-info', 'sound-craftery-info', ...ITALIAN_PAGES]);

export const render: RenderFunction = async (request) => {
  const result = await page(request);
  return result && ITALIAN_PAGES.has(request.page) ? { ...result, head: { lang: 'it' } } : result;
};
export { api } from './server/endpoints';
/** Its fragments' HTML (docs/decisions/136): the host writes the buy box into a book page's first HTML. */
export { renderFragment } from './fragments/server';
