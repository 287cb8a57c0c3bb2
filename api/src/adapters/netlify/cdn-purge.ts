/** Purges the CDN's copies carrying any of these tags. */
type PurgeByTags = (tags: string[]) => Promise<void>;

/**
 * Netlify's purge by cache tag (`purgeCache` from @netlify/functions), or null where it cannot
 * run: off Netlify, or without the purge token Netlify gives functions (NETLIFY_PURGE_API_TOKEN).
 * Loaded only when called, so the Node server never loads it.
 */
export function netlifyPurgeFromEnv(source: NodeJS.ProcessEnv = process.env): PurgeByTags | null {
  if (!source.NETLIFY_PURGE_API_TOKEN) return null;
  return async (tags) => {
    const { purgeCache } = await import('@netlify/functions');
    await purgeCache({ tags });
  };
}
