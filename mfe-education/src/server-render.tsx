import { contentFreeRender } from '@publisher/shared-react/server-page';
import { Root } from './root';

/**
 * The education remote's server module (built to dist/server/render.js, docs/decisions/087).
 * Its pages read no content from the API, so each renders from its own data.
 */
export const render = contentFreeRender(Root);
