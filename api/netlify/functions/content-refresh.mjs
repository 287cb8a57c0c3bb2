// A scheduled function (no URL of its own on Netlify): rebuilds the shared content snapshot from
// Airtable every 5 minutes, so it stays fresh while no visitor reads (decision 105). The same app
// and service as the signed POST /api/content/refresh (api/src/netlify.ts scheduledContentRefresh).
import { scheduledContentRefresh } from '../dist/app.mjs';

export default scheduledContentRefresh;

export const config = {
  schedule: '*/5 * * * *',
};
