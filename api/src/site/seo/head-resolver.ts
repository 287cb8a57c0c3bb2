import type { RouteDef } from '@publisher/shared/routes';
import type { PageHeadParts } from '@publisher/shared/server-render';
import { canonicalPath, DEFAULT_DESCRIPTION } from '@publisher/shared/seo';
import { SITE } from '@publisher/shared/site';
import type { HeadResolver } from '../page-head';
import { composeHead, defaultImage, type HeadParts } from './head-tags';
import { publicOrigin } from './site-origin';

export interface HeadResolverDeps {
  /** SITE_URL: canonical and Open Graph URLs are built on it when set. */
  siteUrl?: string | undefined;
}

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

/** The page's own head (built by its team with its server render, decision 127) over the route's. */
function withOwn(base: HeadParts, own: PageHeadParts): HeadParts {
  const defined = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
  return { ...base, ...defined };
}

/**
 * The server-written head of every app route (crawlers and link previews run no JavaScript): the
 * generic head only. A content page's own head (a book's title, description, JSON-LD and cover) is
 * its team's, given with its server render (`own`, decision 127); without one (no server module,
 * a failed or slow render) the page keeps its route's head. The host adds only noindex, for
 * unknown paths and for pages whose record the team's module found missing (`notFound`: the page
 * goes out with status 404); it knows no team's page ids.
 */
export function createHeadResolver(deps: HeadResolverDeps = {}): HeadResolver {
  return async ({ route, pathname, origin: requestOrigin, own, notFound }) => {
    const origin = publicOrigin(deps.siteUrl, requestOrigin);
    const base = routeParts(route, pathname, origin);
    if (!route) return composeHead(base);
    if (notFound) return { ...composeHead({ ...base, noindex: true }), notFound: true };
    return composeHead(own ? withOwn(base, own) : base);
  };
}
