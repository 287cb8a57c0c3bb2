import type { RouteDef } from '@publisher/shared/routes';

/**
 * Paths crawlers should leave alone that are not pages of a remote: the API and functions,
 * sandbox checkout pages and the gated flipbook files. Each remote marks its own private pages
 * (purchase proofs, portals, order outcomes, the basket, the subscriber-only method pages) with
 * `crawl: 'private'` in its route table; robots.txt disallows both and the sitemap leaves both
 * out, from this one policy, so the two cannot disagree. Matched as robots.txt does: by prefix.
 */
export const SERVER_PRIVATE_PATHS: readonly string[] = ['/api/', '/.netlify/', '/sandbox/', '/flipbooks/'];

/** The literal part of a route pattern, up to its first parameter (`/architect-method/projects/`). */
const prefixOf = (pattern: string): string => pattern.split(':')[0]!;

/** Every prefix robots.txt disallows: the server's own, then each private route's, none covered by another. */
export function privatePaths(routes: readonly RouteDef[]): string[] {
  const all = [...SERVER_PRIVATE_PATHS, ...routes.filter((r) => r.crawl === 'private').map((r) => prefixOf(r.path))];
  return all.filter((p, i) => all.findIndex((q) => p.startsWith(q)) === i);
}

export const isPrivatePath = (routes: readonly RouteDef[], path: string): boolean =>
  privatePaths(routes).some((prefix) => path.startsWith(prefix));

/** The route table's pages worth indexing: no parameters (content adds those), nothing private or unlisted. */
export const indexableStaticPaths = (routes: readonly RouteDef[]): string[] =>
  routes
    .filter((route) => !route.path.includes(':') && (route.crawl ?? 'index') === 'index')
    .map((route) => route.path)
    .filter((path) => !isPrivatePath(routes, path));

/** robots.txt: everything allowed but the private paths, and where the sitemap is. */
export const robotsTxt = (routes: readonly RouteDef[], origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...privatePaths(routes).map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
