import { bookQueryString, parseSearch } from '@publisher/shared/contracts/book-query';
import { parseBookQuery } from '@publisher/shared/contracts/book-query-schema';
import type { PageHeadParts } from '@publisher/shared/server-render';
import { canonicalPath, PODCAST_FEED_PATH, PODCAST_TITLE } from '@publisher/shared/seo';
import { SITE } from '@publisher/shared/site';
import { RESOURCES, type Resource } from './api-client/resources';
import {
  counterpart,
  englishPage,
  isItalianPage,
  ITALIAN,
  italianBookSearch,
  italianBooksPath,
  SITE_LANG,
} from './i18n/editions';
import { languageCode, OG_LOCALES } from './i18n/lang';
import { bookParts, type BookPage } from './heads/book-parts';
import { authorParts, musicParts, storyParts } from './heads/content-parts';
import { organizationJsonLd } from './heads/organization';

/*
 * The heads of the catalogue's pages (docs/decisions/127): title, description, canonical, Open
 * Graph, JSON-LD and share image, built on the server from the very content the page rendered
 * with. The server writes them into the first HTML (crawlers and link previews run no JavaScript);
 * what a head leaves out keeps the root's generic head for the route (its title and description
 * from routes.json, the canonical URL on SITE_URL, the publisher's card).
 */

export interface HeadInput {
  /** The page's path (its language alternates are built from it); "/" when not given. */
  pathname?: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The site's public origin, for absolute URLs. */
  origin: string;
  /** What the page read, by API path. */
  data: Record<string, unknown>;
  now?: Date;
}

/** The body the page read at `resource` (the page renders the same one); undefined when absent. */
const bodyOf = <T>(input: HeadInput, resource: Resource<T>): T | undefined =>
  input.data[resource.path] as T | undefined;

/** og:locale of a record in another language than the page's (`pageLang`): the share card says what it holds. */
function contentLocale(language: string | null | undefined, pageLang: string): PageHeadParts {
  const code = languageCode(language);
  const locale = code && code !== pageLang.split('-')[0] ? OG_LOCALES[code] : undefined;
  return locale ? { ogLocale: locale } : {};
}

const bookHead =
  (page: BookPage) =>
  (input: HeadInput, slug: string, lang: string): PageHeadParts | undefined => {
    const found = bodyOf(input, RESOURCES.book(slug));
    return (
      found && {
        ...bookParts(found.book, page, input.origin, input.now),
        ...contentLocale(found.book.language, lang),
      }
    );
  };

/** The pages of one record: their head from that record. */
const RECORD_HEADS: Record<string, (input: HeadInput, slug: string, lang: string) => PageHeadParts | undefined> = {
  'book-detail': bookHead('book-detail'),
  'sample-reader': bookHead('sample-reader'),
  'full-flipbook': bookHead('full-flipbook'),
  // Stories and authors are written in English (they have no language of their own).
  'story-detail': (input, slug, lang) => {
    const found = bodyOf(input, RESOURCES.story(slug));
    return found && { ...storyParts(found.story, input.origin), ...contentLocale('English', lang) };
  },
  'author-detail': (input, slug, lang) => {
    const found = bodyOf(input, RESOURCES.author(slug));
    return found && { ...authorParts(found.author, input.origin), ...contentLocale('English', lang) };
  },
  'music-entry': (input, slug) => {
    const found = bodyOf(input, RESOURCES.musicEntry(slug));
    return found && musicParts(found.entry, input.origin);
  },
};

/** Whether the page shows one record named by its slug (a missing record makes it a 404). */
export const isRecordPage = (page: string): boolean => englishPage(page) in RECORD_HEADS;

/**
 * /books: one canonical URL per choice, rel prev/next between its pages, and a title naming the
 * page; an impossible choice is not indexed.
 */
function booksHead(input: HeadInput, lang: string): PageHeadParts {
  const italian = lang === ITALIAN;
  const parsed = parseBookQuery(italian ? italianBookSearch(input.search) : input.search);
  if (!parsed.ok) return { noindex: true };
  const { query } = parsed;
  const url = (page: number) =>
    `${input.origin}${italian ? italianBooksPath({ ...query, page }) : `/books${bookQueryString({ ...query, page })}`}`;
  const pageTitle = italian ? `Libri, pagina ${query.page}` : `Books, page ${query.page}`;
  const own: PageHeadParts = {
    canonical: url(query.page),
    ...(query.page > 1 ? { title: `${pageTitle} | ${SITE.name}` } : {}),
  };
  const found = bodyOf(input, RESOURCES.books(bookQueryString(query)));
  if (!found) return own;
  const { pages } = found;
  const links = [
    ...(query.page > 1 && query.page <= pages ? [{ rel: 'prev', href: url(query.page - 1) }] : []),
    ...(query.page < pages ? [{ rel: 'next', href: url(query.page + 1) }] : []),
  ];
  return { ...own, links, noindex: query.page > pages };
}

/** /search: results pages are for visitors, not for an index. */
function searchHead(input: HeadInput, lang: string): PageHeadParts {
  const parsed = parseSearch(input.search.get('q'));
  const q = parsed.ok ? parsed.q : null;
  return {
    ...(q ? { title: `${lang === ITALIAN ? 'Cerca' : 'Search'}: ${q} | ${SITE.name}` } : {}),
    canonical: `${input.origin}${lang === ITALIAN ? '/it' : ''}/search${q ? `?${new URLSearchParams({ q })}` : ''}`,
    noindex: true,
  };
}

/** The page's own head before its language: undefined leaves the route's generic head. */
function contentHead(page: string, input: HeadInput, lang: string): PageHeadParts | undefined {
  if (page === 'books') return booksHead(input, lang);
  if (page === 'search') return searchHead(input, lang);
  const record = RECORD_HEADS[page];
  return record && input.params.slug ? record(input, input.params.slug, lang) : undefined;
}

/**
 * A page's language parts (docs/decisions/131): <html lang> and og:locale of the Italian edition,
 * and the hreflang alternates of a page with an equivalent in the other edition (en-GB, it and
 * x-default, the English page), each on the pages' canonical URLs.
 */
function languageParts(page: string, input: HeadInput, own: PageHeadParts | undefined): PageHeadParts {
  const lang = isItalianPage(page) ? ITALIAN : SITE_LANG;
  const base: PageHeadParts = lang === ITALIAN ? { lang, ogLocale: OG_LOCALES.it } : {};
  if (own?.noindex) return base;
  const here = own?.canonical ?? `${input.origin}${canonicalPath(input.pathname ?? '/')}`;
  const path = here.slice(input.origin.length);
  const other = counterpart(path);
  if (!other?.equivalent) return base;
  const [en, it] = lang === ITALIAN ? [other.href, path] : [path, other.href];
  const url = (p: string) => `${input.origin}${p}`;
  const links = [
    { rel: 'alternate', hreflang: SITE_LANG, href: url(en) },
    { rel: 'alternate', hreflang: ITALIAN, href: url(it) },
    { rel: 'alternate', hreflang: 'x-default', href: url(en) },
  ];
  return { ...base, links };
}

/** The English home page describes the publisher; the podcast page links its feed. */
function siteParts(page: string, origin: string): PageHeadParts {
  if (page === 'home') return { jsonLd: [organizationJsonLd(origin)] };
  if (page !== 'podcast') return {};
  const feed = {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: PODCAST_TITLE,
    href: `${origin}${PODCAST_FEED_PATH}`,
  };
  return { links: [feed] };
}

/** The head of a catalogue page, from what it rendered with; undefined leaves the route's generic head. */
export function pageHead(page: string, input: HeadInput): PageHeadParts | undefined {
  const lang = isItalianPage(page) ? ITALIAN : SITE_LANG;
  const own = contentHead(englishPage(page), input, lang);
  const language = languageParts(page, input, own);
  const site = siteParts(page, input.origin);
  if (!own && Object.keys(language).length === 0 && Object.keys(site).length === 0) return undefined;
  return {
    ...own,
    ...language,
    // The page's record speaks for og:locale when it is in another language than the page.
    ...(own?.ogLocale ? { ogLocale: own.ogLocale } : {}),
    links: [...(own?.links ?? []), ...(language.links ?? []), ...(site.links ?? [])],
    ...(site.jsonLd ? { jsonLd: [...(own?.jsonLd ?? []), ...site.jsonLd] } : {}),
  };
}
