// A scheduled function (no URL of its own on Netlify): once a day, deletes the records past the
// retention periods the privacy page promises (decision 137), from the site's records (Netlify
// Database or Airtable). The same entry as every other function (api/src/netlify.ts scheduledRetentionSweep).
import { scheduledRetentionSweep } from '../dist/app.mjs';

export default scheduledRetentionSweep;

export const config = {
  schedule: '@daily',
};
