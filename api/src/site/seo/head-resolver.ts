import type { RouteDef } from '@publisher/shared/routes';
import { canonicalPath, DEFAULT_DESCRIPTION, PODCAST_FEED_PATH } from '@publisher/shared/seo';
import { SITE } from '@publisher/shared/site';
import { bookQueryString, parseBookQuery, parseSearch } from '@publisher/shared/contracts/book-query';
import { bookCatalogue } from '../../services/book-catalogue';
import type { ContentStore } from '../../ports/content-store';
import type { HeadResolver } from '../page-head';
import { bookParts, type BookPage } from './book-parts';
import { authorParts, musicParts, storyParts } from './content-parts';
import { composeHead, defaultImage, type HeadParts } from './head-tags';
import { organizationJsonLd } from './organization';
import { PODCAST_TITLE } from './podcast-feed';
import { publicOrigin } from './site-origin';

export interface HeadResolverDeps {
  content: ContentStore;
  /** SITE_URL: canonical and Open Graph URLs are built on it when set. */
  siteUrl?: string | undefined;
  /** The longest the first HTML waits for content before it goes out with the route's head. */
  timeoutMs?: number;
  now?: () => Date;
}

type Lookup = (slug: string, base: HeadParts, origin: string) => Promise<HeadParts | null>;

/** The route's own head: its title and sentence (from its remote's route table), the publisher's card. */
function routeParts(route: RouteDef | undefined, pathname: string, origin: string): HeadParts {
  return {
    title: `${route ? route.title : 'Page not found'} | ${SITE.name}`,
    description: route?.description || DEFAULT_DESCRIPTION,
    canonical: new URL(canonicalPath(pathname), origin).href,
    ogType: 'website',
    image: defaultImage(origin),
    noindex: !route,
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`content took over ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The server-written head of every app route (crawlers and link previews run no JavaScript).
 * Content pages are looked up in the cached lists, not by slug: any number of made-up slugs
 * costs no upstream request. An unknown slug gets its route's head marked noindex and notFound
 * (the page, which says "not found", goes out with status 404); a slow or failing read gets the
 * route's head and a 200: only content that is known to be missing is a 404.
 */
export function createHeadResolver(deps: HeadResolverDeps): HeadResolver {
  const { content } = deps;
  const now = () => deps.now?.() ?? new Date();
  const book =
    (page: BookPage): Lookup =>
    async (slug, base, origin) => {
      const found = (await content.listBooks()).find((b) => b.slug === slug);
      return found ? bookParts(found, page, base, origin, now()) : null;
    };
  const lookups: Record<string, Lookup> = {
    'book-detail': book('book-detail'),
    'sample-reader': book('sample-reader'),
    'full-flipbook': book('full-flipbook'),
    'story-detail': async (slug, base, origin) => {
      const found = (await content.listStories()).find((s) => s.slug === slug);
      return found ? storyParts(found, base, origin) : null;
    },
    'author-detail': async (slug, base, origin) => {
      const found = (await content.listAuthors()).find((a) => a.slug === slug);
      return found ? authorParts(found, base, origin) : null;
    },
    'music-entry': async (slug, base, origin) => {
      const found = (await content.listMusic()).find((m) => m.slug === slug);
      return found ? musicParts(found, base, origin) : null;
    },
  };

  const catalogue = bookCatalogue();

  /**
   * /books: one canonical URL per choice, rel prev/next between its pages, and a title naming the
   * page; an impossible choice is not indexed.
   */
  const booksHead = async (search: string, base: HeadParts, origin: string) => {
    const parsed = parseBookQuery(new URLSearchParams(search));
    if (!parsed.ok) return composeHead({ ...base, noindex: true });
    const { query } = parsed;
    const url = (page: number) => `${origin}/books${bookQueryString({ ...query, page })}`;
    const title = query.page > 1 ? `Books, page ${query.page} | ${SITE.name}` : base.title;
    const parts = { ...base, title, canonical: url(query.page) };
    try {
      const { pages } = catalogue(await withTimeout(content.listBooks(), deps.timeoutMs ?? 1000), query, now());
      const links = [
        ...(query.page > 1 && query.page <= pages ? [{ rel: 'prev', href: url(query.page - 1) }] : []),
        ...(query.page < pages ? [{ rel: 'next', href: url(query.page + 1) }] : []),
      ];
      return composeHead({ ...parts, links, noindex: query.page > pages });
    } catch {
      return composeHead(parts);
    }
  };

  /** /search: results pages are for visitors, not for an index. */
  const searchHead = (search: string, base: HeadParts, origin: string) => {
    const parsed = parseSearch(new URLSearchParams(search).get('q'));
    const q = parsed.ok ? parsed.q : null;
    return composeHead({
      ...base,
      title: q ? `Search: ${q} | ${SITE.name}` : base.title,
      canonical: `${origin}/search${q ? `?${new URLSearchParams({ q })}` : ''}`,
      noindex: true,
    });
  };

  return async ({ route, pathname, origin: requestOrigin, search = '' }) => {
    const origin = publicOrigin(deps.siteUrl, requestOrigin);
    const base = routeParts(route, pathname, origin);
    if (!route) return composeHead(base);
    if (route.path === '/books') return booksHead(search, base, origin);
    if (route.path === '/search') return searchHead(search, base, origin);
    if (route.path === '/') return composeHead({ ...base, jsonLd: [organizationJsonLd(origin)] });
    if (route.path === '/podcast') {
      const feed = {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: PODCAST_TITLE,
        href: `${origin}${PODCAST_FEED_PATH}`,
      };
      return composeHead({ ...base, links: [feed] });
    }
    const lookup = route.remote === 'catalogue' ? lookups[route.page] : undefined;
    if (!lookup) return composeHead(base);
    const slug = canonicalPath(pathname).split('/').pop() ?? '';
    try {
      const parts = await withTimeout(lookup(slug, base, origin), deps.timeoutMs ?? 1000);
      return parts ? composeHead(parts) : { ...composeHead({ ...base, noindex: true }), notFound: true };
    } catch {
      return composeHead(base);
    }
  };
}
