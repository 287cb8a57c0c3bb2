import { contentFreeRender } from '@publisher/shared-react/server-page';
import { Root } from './root';

/**
 * The Architect remote's server module (built to dist/server/render.js, docs/decisions/087). The
 * landing and privacy pages are the same for every visitor and read nothing, so the server sends
 * them whole (their text is the page's largest paint); the pages of one subscriber (pricing with
 * their saved identity, dashboard, projects, workspace, validation) render in the browser only.
 */
export const render = contentFreeRender(Root, ['landing', 'privacy']);

export { api } from './server/endpoints';
