/**
 * Empties Netlify's CDN of this site's copies (`purgeCache` with no tags: every copy), or null
 * where it cannot run (off Netlify, or without the token Netlify gives functions). A release
 * change is rare and changes what every page names (its inlined manifest): all pages go.
 */
export function netlifyPurgeAllFromEnv(source: NodeJS.ProcessEnv = process.env): (() => Promise<void>) | null {
  if (!source.NETLIFY_PURGE_API_TOKEN) return null;
  return async () => {
    const { purgeCache } = await import('@netlify/functions');
    await purgeCache();
  };
}
