import { contentFreeRender } from '@publisher/shared-react/server-page';
import { Root } from './root';

/**
 * The commerce remote's server module (built to dist/server/render.js, docs/decisions/087). The
 * product pages of Cover Creator and Sound Craftery are the same for every visitor and read
 * nothing, so the server sends them whole; the basket, checkouts, proofs and portals belong to one
 * visitor and render in the browser only.
 */
export const render = contentFreeRender(Root, ['cover-creator-info', 'sound-craftery-info']);
export { api } from './server/endpoints';
