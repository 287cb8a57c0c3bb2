import { SITE, SOCIAL_LINKS } from '@publisher/shared/site';
import type { HeadImage } from '@publisher/shared/server-render';
import type { PageHead } from '../page-head';
import { escapeHtml } from '@publisher/shared/server/http/plain-page';
import { jsonLdScript, metaTag } from './markup';

/** Everything one page's head says, before it is turned into markup. */
export interface HeadParts {
  /** The full <title> ("Crownless | Ashgrove Press"). */
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'book' | 'article' | 'profile';
  /** The Open Graph title when it should differ from <title> ("Crownless by Elena Marchetti"). */
  ogTitle?: string;
  image: HeadImage;
  /** Further Open Graph properties (book:isbn …), in order. */
  properties?: readonly (readonly [string, string])[];
  jsonLd?: readonly unknown[];
  /** <link> elements beyond the canonical: [rel, type, title, hreflang, href]. */
  links?: readonly { rel: string; href: string; type?: string; title?: string; hreflang?: string }[];
  /** Soft-404 pages (a route with an unknown slug) ask not to be indexed. */
  noindex?: boolean;
  /** The page's language (<html lang>); the site's when absent. */
  lang?: string;
  /** og:locale when not the site's (an Italian page, or an Italian book on an English one). */
  ogLocale?: string;
}

/** The publisher's card for pages without an image of their own (shell/public/social-card.png). */
export const defaultImage = (origin: string): HeadImage => ({
  url: `${origin}/social-card.png`,
  alt: `${SITE.name}, independent publisher of books, stories, music and a podcast`,
  width: 1200,
  height: 630,
});

const xHandle = (() => {
  const x = SOCIAL_LINKS.find((link) => link.label === 'X');
  const name = x ? new URL(x.href).pathname.replace(/^\/+|\/+$/g, '') : '';
  return name ? `@${name}` : null;
})();

/** Turns a page's parts into the head the server writes (Open Graph, Twitter card, JSON-LD). */
export function composeHead(parts: HeadParts): PageHead {
  const { image } = parts;
  const wide = image.width !== undefined && image.height !== undefined && image.width > image.height;
  const tags = [
    ...(parts.noindex ? [metaTag('name', 'robots', 'noindex')] : []),
    metaTag('property', 'og:type', parts.ogType),
    metaTag('property', 'og:site_name', SITE.name),
    metaTag('property', 'og:locale', parts.ogLocale ?? 'en_GB'),
    metaTag('property', 'og:title', parts.ogTitle ?? parts.title),
    metaTag('property', 'og:description', parts.description),
    metaTag('property', 'og:url', parts.canonical),
    metaTag('property', 'og:image', image.url),
    metaTag('property', 'og:image:alt', image.alt),
    ...(image.width && image.height
      ? [
          metaTag('property', 'og:image:width', String(image.width)),
          metaTag('property', 'og:image:height', String(image.height)),
        ]
      : []),
    ...(parts.properties ?? []).map(([key, value]) => metaTag('property', key, value)),
    // Portrait covers crop badly in the large card; the small card shows them whole.
    metaTag('name', 'twitter:card', wide ? 'summary_large_image' : 'summary'),
    ...(xHandle ? [metaTag('name', 'twitter:site', xHandle)] : []),
    ...(parts.links ?? []).map(
      (l) =>
        `<link rel="${escapeHtml(l.rel)}"${l.type ? ` type="${escapeHtml(l.type)}"` : ''}${l.title ? ` title="${escapeHtml(l.title)}"` : ''}${l.hreflang ? ` hreflang="${escapeHtml(l.hreflang)}"` : ''} href="${escapeHtml(l.href)}" />`,
    ),
    ...(parts.jsonLd ?? []).map(jsonLdScript),
  ];
  return {
    title: parts.title,
    description: parts.description,
    canonical: parts.canonical,
    extra: tags.join('\n    '),
    ...(parts.lang ? { lang: parts.lang } : {}),
  };
}
