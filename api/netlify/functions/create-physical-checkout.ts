// /.netlify/functions/create-physical-checkout: the shared Hono app (api/src/netlify.ts) answers it.
import handler from '../../src/netlify';

export default handler;
