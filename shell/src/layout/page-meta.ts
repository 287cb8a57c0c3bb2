import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { routeTable } from '@publisher/shared/routes';
import { canonicalPath, DEFAULT_DESCRIPTION } from '@publisher/shared/seo';
import { manifestNow } from '../federation/manifest';

/*
 * Keeps the head in step with client-side navigation: meta description, canonical link, og:url
 * and og:description. The first page's head is the server's (it knows the book or story; the
 * shell only knows the route), so it is left alone until the visitor navigates. Each route's
 * description comes with its remote's routes in the runtime manifest. The title and og:title are
 * React's (PageTitle, from @publisher/shared-react/page-title; layout/route-title.tsx).
 */

function describePath(pathname: string): string {
  const routes = manifestNow()?.routes;
  return (routes && routeTable(routes).match(pathname)?.description) || DEFAULT_DESCRIPTION;
}

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

function setCanonical(pathname: string): string {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  // The server built the first canonical on SITE_URL when set: keep its origin.
  const origin = link ? new URL(link.href).origin : location.origin;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = new URL(canonicalPath(pathname), origin).href;
  return link.href;
}

/** What the server wrote about the first page's content (a book's JSON-LD, a soft 404's noindex, /books' neighbours): wrong for any other page. */
const FIRST_PAGE_ONLY =
  'script[type="application/ld+json"], meta[name="robots"], meta[property^="book:"], meta[property^="article:"], link[rel="prev"], link[rel="next"]';

export function usePageMeta(): void {
  const { pathname, search } = useLocation();
  const location = `${pathname}${search}`;
  // The location the server wrote the head for; null once the visitor has navigated away (a new
  // query is a new page too: /books?page=2 has its own canonical and neighbours on the server).
  const served = useRef<string | null>(location);
  useEffect(() => {
    if (served.current === location) return;
    served.current = null;
    const description = describePath(pathname);
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', setCanonical(pathname));
    document.head.querySelectorAll(FIRST_PAGE_ONLY).forEach((el) => el.remove());
  }, [location, pathname]);
}
