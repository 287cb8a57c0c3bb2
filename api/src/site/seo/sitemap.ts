import { sampleUrl } from '@publisher/shared/domain/catalogue-offers';
import { calendarDay, today } from '@publisher/shared/domain/catalogue-dates';
import { routeTable, type RouteDef } from '@publisher/shared/routes';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import { indexableStaticPaths, isPrivatePath } from './crawl-policy';
import { element } from '@publisher/shared/server/xml';

interface Entry {
  path: string;
  /** A content date; only past ones are written (a future release date is no modification time). */
  date?: string | null;
}

/** The language editions the routes publish: a two-letter home (`/it`) under which pages repeat the site's paths. */
const editionPrefixes = (routes: readonly RouteDef[]): string[] =>
  routes.filter((route) => /^\/[a-z]{2}$/.test(route.path)).map((route) => route.path);

/** Each content page again in every language edition that publishes its path (`/it/books/<slug>`, decision 131). */
function inEditions(routes: readonly RouteDef[], entries: readonly Entry[]): Entry[] {
  const table = routeTable(routes);
  return editionPrefixes(routes).flatMap((prefix) =>
    entries
      .map((entry) => ({ ...entry, path: `${prefix}${entry.path}` }))
      .filter((entry) => table.match(entry.path)?.path.startsWith(`${prefix}/`)),
  );
}

/**
 * Every page worth indexing: the route table's static pages (the remotes' published routes), then each book (and its sample
 * reader when it has a sample), story, author and music entry, then those content pages in each language edition whose
 * routes publish them, on `origin`. The gated full
 * flipbooks are left out: they show an access form to anyone who has not bought them.
 */
export async function buildSitemap(
  content: ContentStore,
  routes: readonly RouteDef[],
  origin: string,
  now: Date = new Date(),
): Promise<string> {
  const [books, stories, authors, music] = await Promise.all([
    content.listBooks(),
    content.listStories(),
    content.listAuthors(),
    content.listMusic(),
  ]);
  const contentPages: Entry[] = [
    ...books.flatMap((b) => {
      const date = b.publicationDate ?? b.releaseDate;
      const book = { path: `/books/${b.slug}`, date };
      return sampleUrl(b) ? [book, { path: `/read/${b.slug}`, date }] : [book];
    }),
    ...stories.map((s) => ({ path: `/stories/${s.slug}`, date: s.publishedDate })),
    ...authors.map((a) => ({ path: `/authors/${a.slug}` })),
    ...music.map((m) => ({ path: `/music/${m.slug}`, date: m.releaseDate })),
  ];
  const entries: Entry[] = [
    ...indexableStaticPaths(routes).map((path) => ({ path })),
    ...contentPages,
    ...inEditions(routes, contentPages),
  ];
  const day = today(now);
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = new URL(entry.path, origin).href;
    if (seen.has(loc) || isPrivatePath(routes, entry.path)) continue;
    seen.add(loc);
    const lastmod = calendarDay(entry.date);
    urls.push(`  <url>${element('loc', loc)}${lastmod && lastmod <= day ? element('lastmod', lastmod) : ''}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
