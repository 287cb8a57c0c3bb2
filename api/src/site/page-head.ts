import { escapeHtml } from '@publisher/shared/server/http/plain-page';
import type { RouteDef } from '@publisher/shared/routes';
import type { PageHeadParts } from '@publisher/shared/server-render';

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
  /** The page's language for <html lang> (its team's head, docs/decisions/131); the template's when absent. */
  lang?: string;
}

/** What the head of a page is resolved from. */
export interface PageRequest {
  /** The route the path belongs to (the remotes' published routes), if any. */
  route: RouteDef | undefined;
  pathname: string;
  origin: string;
  /** The URL's query ("" or "?…"), for pages that depend on it (/books, /search). */
  search?: string;
  /** The head the page's team built with its server render (decision 127), over the route's own. */
  own?: PageHeadParts;
  /** The page's server module found that the content the page names does not exist. */
  notFound?: boolean;
}

/** Resolves the head of a page (seo/head-resolver.ts). */
export type HeadResolver = (request: PageRequest) => Promise<PageHead>;

/** A language tag fit for <html lang> (BCP 47 letters, digits and hyphens), or null. */
const langTag = (lang: string | undefined): string | null =>
  lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) ? lang : null;

/** Writes a head into the built index.html (its <title> and description are replaced, and <html lang> when the page has its own). */
export function renderIndex(template: string, head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.extra,
  ]
    .filter(Boolean)
    .join('\n    ');
  const lang = langTag(head.lang);
  return (lang ? template.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`) : template)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}
