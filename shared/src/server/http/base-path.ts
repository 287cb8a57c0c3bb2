import { FUNCTIONS_BASE } from '@publisher/shared/contracts/paths';

export { FUNCTIONS_BASE };

/**
 * A contract's full path as seen inside the sub-app mounted at `base` (Hono's `app.route(base, sub)`):
 * the contracts in shared/ name full paths, each sub-app registers its own part. A path that is
 * not under `base` is a programming error, thrown when the app is built.
 */
export function within(base: string, path: string): string {
  if (!path.startsWith(`${base}/`)) throw new Error(`${path} is not under ${base}`);
  return path.slice(base.length);
}
