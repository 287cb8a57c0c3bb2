import { escapeHtml } from './plain-page';
import { matchRoute } from '@publisher/shared/routes';
import { SITE } from '@publisher/shared/site';

/** What the server writes into a page's <head> before any JavaScript runs (crawlers, link previews). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Further head markup (Open Graph, JSON-LD, alternate links), already escaped. */
  extra: string;
  /** The route exists but the content it names does not (an unknown book): the page goes out as a 404. */
  notFound?: boolean;
}

/** Resolves the head of a page; may read content (a book's cover, title and author). */
/** The head of a page: `search` is the URL's query ("" or "?…"), for pages that depend on it (/books, /search). */
export type HeadResolver = (pathname: string, origin: string, search?: string) => Promise<PageHead>;

export const DEFAULT_DESCRIPTION =
  'Ashgrove Press is an independent UK publisher of books, ebooks, short stories, music and a podcast.';

/** The route table's title and the site description: the fallback for every page. */
export const basicHead: HeadResolver = async (pathname, origin) => {
  const route = matchRoute(pathname);
  return {
    title: route ? `${route.title} | ${SITE.name}` : `Page not found | ${SITE.name}`,
    description: DEFAULT_DESCRIPTION,
    canonical: new URL(pathname, origin).href,
    extra: '',
  };
};

/** Writes a head into the built index.html (its <title> and description are replaced). */
export function renderIndex(template: string, head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.extra,
  ]
    .filter(Boolean)
    .join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}
