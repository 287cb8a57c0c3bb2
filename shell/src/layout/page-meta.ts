import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/*
 * Keeps the head in step with client-side navigation: meta description, canonical link,
 * og:url, og:description and og:title. The first page's head is the server's (it knows the
 * book or story, shared/src/seo.ts only knows the route), so it is left alone until the visitor
 * navigates. The descriptions are loaded then, as their own small chunk, so the first page
 * load carries none of their text.
 */

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

function setCanonical(pathname: string, canonicalPath: (p: string) => string): string {
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

/** What the server wrote about the first page's content (a book's JSON-LD, a soft 404's noindex): wrong for any other page. */
const FIRST_PAGE_ONLY =
  'script[type="application/ld+json"], meta[name="robots"], meta[property^="book:"], meta[property^="article:"]';

let titleObserver: MutationObserver | null = null;

/** og:title follows document.title, which the shell sets per route and a remote may refine later (decision 047). */
function followTitle(): void {
  setMeta('property', 'og:title', document.title);
  const title = document.head.querySelector('title');
  if (titleObserver || !title) return;
  titleObserver = new MutationObserver(() => setMeta('property', 'og:title', document.title));
  titleObserver.observe(title, { childList: true, characterData: true, subtree: true });
}

export function usePageMeta(): void {
  const { pathname } = useLocation();
  // The path the server wrote the head for; null once the visitor has navigated away.
  const served = useRef<string | null>(pathname);
  useEffect(() => {
    if (served.current === pathname) return;
    served.current = null;
    let current = true;
    void import('@publisher/shared/seo').then(({ canonicalPath, describePath }) => {
      if (!current) return;
      const description = describePath(pathname);
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
      setMeta('property', 'og:url', setCanonical(pathname, canonicalPath));
      followTitle();
      document.head.querySelectorAll(FIRST_PAGE_ONLY).forEach((el) => el.remove());
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
