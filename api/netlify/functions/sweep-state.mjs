// A scheduled function (no URL of its own on Netlify): deletes the shared state's expired rows
// from Netlify Database every hour (decision 116). Expired rows are never read; this keeps the
// table to what is live. The same entry as every other function (api/src/netlify.ts scheduledStateSweep).
import { scheduledStateSweep } from '../dist/app.mjs';

export default scheduledStateSweep;

export const config = {
  schedule: '@hourly',
};
