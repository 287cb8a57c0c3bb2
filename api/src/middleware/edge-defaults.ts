import type { EdgeOptions } from './edge';

/** The edge when createApp is given none: same-origin only, no remote or third-party origins. */
export const DEFAULT_EDGE: EdgeOptions = {
  csp: { remoteUrls: [] },
  trustedOrigins: [],
  trustProxy: false,
};
