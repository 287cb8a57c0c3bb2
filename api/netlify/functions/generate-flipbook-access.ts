// /.netlify/functions/generate-flipbook-access: the shared Hono app (api/src/netlify.ts) answers it.
import handler from '../../src/netlify';

export default handler;
