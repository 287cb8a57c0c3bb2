import { REMOTE_NAMES, type RemoteName } from './remote-names';

/*
 * Route ownership (docs/decisions/110). Each remote declares the pages it serves in its own
 * `src/routes.ts`; its build publishes them next to its entry (`routes.json`, written by
 * shared/build/src/remote-vite.ts), the server reads each remote's list at run time and carries
 * them in the runtime manifest, and the shell and the server route by that. A new page therefore
 * ships with its remote's deploy alone. Framework-free and zod-free: the shell's first script
 * checks the lists with `routeListProblem`.
 */

/** How crawlers treat a page: indexed (the default), left out of the sitemap, or disallowed. */
export type CrawlPolicy = 'index' | 'unlisted' | 'private';

/** One page a remote serves, as it publishes it. */
export interface PublishedRoute {
  /** A path pattern: literal segments and `:name` parameters (`/books/:slug`). */
  path: string;
  /** The page id the remote's root renders for it. */
  page: string;
  /** The page's title, before " | Ashgrove Press". */
  title: string;
  /** The page's meta description (content pages refine it on the server from their record). */
  description: string;
  crawl?: CrawlPolicy;
}

/** A route of the composed site: a published route and the remote that serves it. */
export interface RouteDef extends PublishedRoute {
  remote: RemoteName;
}

/** What a remote's build writes to `routes.json`. */
export interface PublishedRoutes {
  remote: RemoteName;
  routes: PublishedRoute[];
  /**
   * A copy of remoteEntry.js under a name that changes with its content (`remoteEntry-<hash>.js`,
   * next to it), so it may be cached for good: a host serving this very build names it in its
   * manifest, and a link prefetched earlier then opens without asking the server again
   * (docs/decisions/114). Absent from builds before it and from `vite dev`.
   */
  entry?: string;
  /**
   * The files the entry loads at once besides itself (relative to remoteEntry.js): what a host may
   * prefetch, with the entry, when a link to one of its pages comes into view.
   */
  firstStep?: string[];
  /** Each page's own code beyond the first step (relative to remoteEntry.js), by page id. */
  pages?: Record<string, string[]>;
  /**
   * The remote's server module under a name that changes with its content
   * (`server/render-<hash>.js`, relative to remoteEntry.js): a host renders this remote's pages
   * with it, loaded from the remote's own deploy (docs/decisions/127). Absent when it ships none.
   */
  server?: string;
  /** The style sheets its server-rendered pages need (relative to remoteEntry.js). */
  serverStyles?: string[];
  /**
   * The style sheets of each fragment it lends (decision 136), by name (`buy-box`), relative to
   * remoteEntry.js: a host whose page's first HTML holds the fragment puts them in that page's head.
   */
  fragmentStyles?: Record<string, string[]>;
  /**
   * The endpoints its server module serves (docs/decisions/133): the paths a host hands to it and
   * the anonymous writes the host limits. Absent when the module exports no `api`.
   */
  api?: { paths: string[]; writes?: string[] };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The file name of a remote's published route list, next to its remoteEntry.js. */
export const ROUTES_FILE = 'routes.json';

/** The name of the content-named copy of a remote's entry (see PublishedRoutes.entry). */
export const immutableEntryName = (hash: string): string => `remoteEntry-${hash}.js`;
/** A file name immutableEntryName gives: a remote's entry that never changes under that name. */
export const IMMUTABLE_ENTRY = /^remoteEntry-[0-9a-f]{12}\.js$/;

/** The content-named entry a remote's published file names, when it names a valid one. */
export function publishedEntry(value: unknown): string | null {
  const entry = isObject(value) ? value.entry : undefined;
  return typeof entry === 'string' && IMMUTABLE_ENTRY.test(entry) ? entry : null;
}

/** The name of the content-named server module (see PublishedRoutes.server). */
export const serverModuleName = (hash: string): string => `server/render-${hash}.js`;
/** A file name serverModuleName gives. */
export const SERVER_MODULE_FILE = /^server\/render-([0-9a-f]{12})\.js$/;
const STYLE_FILE = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*\.css$/;

/** A fragment's name, as its marker writes it (FRAGMENT_MARKER in fragments.ts). */
const FRAGMENT_NAME = /^[a-z-]+$/;
const styleFiles = (files: unknown): string[] =>
  Array.isArray(files)
    ? files.filter((s): s is string => typeof s === 'string' && STYLE_FILE.test(s) && !s.includes('..'))
    : [];

/** The style sheets of each fragment a remote's published file names (valid names and files only). */
export function publishedFragmentStyles(value: unknown): Record<string, string[]> {
  const named = isObject(value) && isObject(value.fragmentStyles) ? value.fragmentStyles : {};
  return Object.fromEntries(
    Object.entries(named).flatMap(([name, files]) => (FRAGMENT_NAME.test(name) ? [[name, styleFiles(files)]] : [])),
  );
}

/**
 * The server module and the style sheets a remote's published file names, when it names a valid module,
 * as absolute URLs against `base` (the published file's own URL).
 */
export function publishedServer(
  value: unknown,
  base: URL,
): { module: string; styles: string[]; fragmentStyles: Record<string, string[]> } | null {
  const server = isObject(value) ? value.server : undefined;
  if (typeof server !== 'string' || !SERVER_MODULE_FILE.test(server)) return null;
  const absolute = (files: string[]) => files.map((file) => new URL(file, base).href);
  const fragments = Object.entries(publishedFragmentStyles(value));
  return {
    module: new URL(server, base).href,
    styles: absolute(styleFiles(isObject(value) ? value.serverStyles : undefined)),
    fragmentStyles: Object.fromEntries(fragments.map(([name, files]) => [name, absolute(files)])),
  };
}

const PATTERN = /^\/(?:[A-Za-z0-9._~-]+|:[A-Za-z]+)?(?:\/(?:[A-Za-z0-9._~-]+|:[A-Za-z]+))*$/;
const PAGE_ID = /^[a-z0-9][a-z0-9-]*$/;
const CRAWL: readonly string[] = ['index', 'unlisted', 'private'];

/** Why a value is not a list of routes (the first problem found), or null when it is one. */
export function routeListProblem(value: unknown, withRemote = false): string | null {
  if (!Array.isArray(value)) return 'not a list';
  for (const [i, r] of value.entries()) {
    if (!isObject(r)) return `[${i}]: not an object`;
    if (typeof r.path !== 'string' || !PATTERN.test(r.path)) return `[${i}].path: not a path pattern`;
    if (typeof r.page !== 'string' || !PAGE_ID.test(r.page)) return `[${i}].page: not a page id`;
    if (typeof r.title !== 'string' || r.title.trim() === '') return `[${i}].title: empty`;
    if (typeof r.description !== 'string') return `[${i}].description: not text`;
    if (r.crawl !== undefined && !CRAWL.includes(r.crawl as string)) return `[${i}].crawl: unknown policy`;
    if (withRemote && !REMOTE_NAMES.includes(r.remote as RemoteName)) return `[${i}].remote: unknown remote`;
  }
  return null;
}

/** A remote's published routes file, checked: its routes with the remote named, or an error saying why not. */
export function parsePublishedRoutes(value: unknown, remote: RemoteName): RouteDef[] {
  if (!isObject(value) || value.remote !== remote) throw new Error(`not the route list of ${remote}`);
  const problem = routeListProblem(value.routes);
  if (problem) throw new Error(`routes${problem}`);
  return (value.routes as PublishedRoute[]).map((route) => ({ ...route, remote }));
}

/** The routes of a remote, with the remote named (its own table, for its tests and standalone host). */
export const withRemote = (remote: RemoteName, routes: readonly PublishedRoute[]): RouteDef[] =>
  routes.map((route) => ({ ...route, remote }));

const toRegex = (path: string): RegExp =>
  new RegExp(`^${path.replace(/\./g, '\\.').replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`);

/** A route table: its routes, and the route a pathname belongs to, if any. */
export interface RouteTable {
  readonly routes: readonly RouteDef[];
  match(pathname: string): RouteDef | undefined;
}

const tables = new WeakMap<readonly RouteDef[], RouteTable>();

/** The table of a list of routes (the first route that matches a path wins); built once per list. */
export function routeTable(routes: readonly RouteDef[]): RouteTable {
  let table = tables.get(routes);
  if (!table) {
    const matchers = routes.map((route) => ({ route, re: toRegex(route.path) }));
    table = { routes, match: (pathname) => matchers.find((m) => m.re.test(pathname))?.route };
    tables.set(routes, table);
  }
  return table;
}

/*
 * Header navigation is the shell's own (it links into every remote's pages); the server marks the
 * current section in the first HTML from the same list.
 */

/**
 * Header navigation, in the spec's order. /education and /architects-method are deliberately absent.
 * `also`: other path prefixes under which the link is the current section (a book's reader is "Books").
 */
export const HEADER_LINKS: readonly { to: string; label: string; also?: readonly string[] }[] = [
  { to: '/', label: 'Home' },
  { to: '/books', label: 'Books', also: ['/read'] },
  { to: '/stories', label: 'Stories' },
  { to: '/music', label: 'Music' },
  { to: '/podcast', label: 'Podcast' },
  { to: '/authors', label: 'Authors' },
  { to: '/submissions', label: 'Submissions' },
  { to: '/services', label: 'Services' },
  { to: '/utilities', label: 'Utilities' },
  {
    to: '/architect-method',
    label: "Architect's Method",
    also: ['/architects-method', '/architect-method-validation'],
  },
  { to: '/my-purchases', label: 'My Purchases' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

const under = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether a header link is the current section for a pathname. */
export function isCurrentSection(link: (typeof HEADER_LINKS)[number], pathname: string): boolean {
  if (link.to === '/') return pathname === '/';
  return under(pathname, link.to) || (link.also ?? []).some((prefix) => under(pathname, prefix));
}
