import type { RemoteName } from './remote-names';

/*
 * Server rendering of remote pages (docs/decisions/087). No zod and no React here: the shell,
 * every remote entry and the server read these names.
 *
 * A remote may ship, beside its browser build, a server module (`dist/server/render.js`, built
 * from its `src/server-render.tsx`, with a content-named copy `server/render-<hash>.js` that its
 * routes.json names) exporting `render`. The server loads it from its own copy of a build it hosts,
 * and from the remote's own origin for a remote deployed elsewhere (docs/decisions/127). For a page of such a remote, the server
 * asks it for the page's HTML, writes that HTML into the first HTML's <main> in place of the
 * loading state, and writes what the page read into a JSON data block. In the browser the remote
 * hydrates that HTML in place (docs/decisions/132), starting from the data block instead of fetching
 * it again, so nothing moves or flashes.
 */

/** The JSON data block with the server-rendered page's description and data. */
export const SERVER_RENDER_ELEMENT_ID = 'server-render';

/** The attribute of the element (the only child of <main>) holding the server-rendered HTML. */
export const SERVER_OUTLET_ATTRIBUTE = 'data-server-outlet';

/**
 * Set by a remote's root (createRemoteRoot) on its `data-boundary` element once its page is live:
 * hydrated, or rendered in the browser. Absent from the server's HTML.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Path of a remote's server module inside its build output. */
export const SERVER_MODULE_PATH = 'server/render.js';

/** What the page's data block carries. */
export interface ServerRender {
  remote: RemoteName;
  page: string;
  /** pathname + search the HTML was rendered for. */
  location: string;
  /** The response bodies the page read, by API path (each exactly as the API sent it). */
  data: Record<string, unknown>;
  /** Final refusals the page rendered with (a missing record's 404), by API path. */
  refused?: Record<string, Refusal>;
}

/** A read the API refused for good: its status, and its JSON body (null when it had none). */
export interface Refusal {
  status: number;
  body: unknown;
}

/** What the server gives a remote's `render` (docs/decisions/087, 127). */
export interface RenderRequest {
  page: string;
  /** The route's path pattern (e.g. `/books/:slug`), for the page's params. */
  pattern: string;
  /** pathname + search. */
  location: string;
  /** The site's public origin (SITE_URL, else the request's): canonical and JSON-LD URLs are built on it. */
  origin: string;
  /** Reads an API path in-process: the body of a 200 answer, or undefined for anything else. */
  getJson(path: string): Promise<unknown>;
  /**
   * Reads an API path in-process with its status (a 404 tells a missing record from an outage).
   * Absent from servers before decision 127: fall back to `getJson`.
   */
  read?(path: string): Promise<{ status: number; body: unknown }>;
}

/** An image for link previews (og:image). */
export interface HeadImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * A page's own head, built by its team from the data it rendered with (docs/decisions/127). Every
 * field is optional: what is left out keeps the server's generic head (the route's title and
 * description, the canonical URL on SITE_URL, the publisher's card). Values are plain text: the
 * server escapes them.
 */
export interface PageHeadParts {
  /** The full <title> ("Crownless | Ashgrove Press"). */
  title?: string;
  description?: string;
  /** Absolute canonical URL. */
  canonical?: string;
  ogType?: 'website' | 'book' | 'article' | 'profile';
  /** The Open Graph title when it should differ from <title>. */
  ogTitle?: string;
  image?: HeadImage;
  /** Further Open Graph properties (book:isbn …), in order. */
  properties?: readonly (readonly [string, string])[];
  jsonLd?: readonly unknown[];
  /** <link> elements beyond the canonical (`hreflang` on a language alternate). */
  links?: readonly { rel: string; href: string; type?: string; title?: string; hreflang?: string }[];
  noindex?: boolean;
  /** The page's language (BCP 47), written in <html lang>; the site's (en-GB) when absent (docs/decisions/131). */
  lang?: string;
  /** og:locale when the page's content is in another language than the page's ("it_IT"); else the page's. */
  ogLocale?: string;
}

/**
 * A rendered page: its HTML, what it read, and its head. `notFound`: the content the page names does
 * not exist (an unknown book); the page, its not-found state rendered from `refused`, goes out as a 404.
 */
export interface RenderResult {
  html: string;
  data: Record<string, unknown>;
  refused?: Record<string, Refusal>;
  notFound?: true;
  head?: PageHeadParts;
}

/** The same, with the not-found state left to the browser (modules before refusals were rendered). */
export interface RenderNotFound {
  notFound: true;
  head?: PageHeadParts;
}

/** null when the remote does not render that page on the server (or could not read its content). */
export type RenderFunction = (request: RenderRequest) => Promise<RenderResult | RenderNotFound | null>;

let cached: ServerRender | null | undefined;

/**
 * The page's server render, if the server rendered this remote's page at the current address
 * (browser only; null anywhere else, and after a client-side navigation to another address).
 */
export function serverRenderFor(remote: RemoteName): ServerRender | null {
  if (cached === undefined) cached = readBlock();
  if (!cached || cached.remote !== remote) return null;
  return cached.location === `${location.pathname}${location.search}` ? cached : null;
}

function readBlock(): ServerRender | null {
  if (typeof document === 'undefined') return null;
  try {
    const text = document.getElementById(SERVER_RENDER_ELEMENT_ID)?.textContent;
    const value = text ? (JSON.parse(text) as ServerRender) : null;
    return value &&
      typeof value.remote === 'string' &&
      typeof value.page === 'string' &&
      value.data &&
      typeof value.data === 'object'
      ? value
      : null;
  } catch {
    return null;
  }
}

/** Where the first HTML's inline script keeps what the visitor did in the server's HTML. */
export const OUTLET_ACTIVITY_GLOBAL = '__serverOutlet';

/** What that script records (shared/build/src/outlet-early.js). */
export interface OutletActivity {
  /** The last button in the outlet pressed while no hydrated React handled it. */
  click?: Element;
  /** The element last focused in the outlet. */
  focus?: Element;
  /** Set once the page is hydrated: nothing more is recorded. */
  done?: boolean;
  /** Form controls changed before hydration. */
  changed?: Element[];
  /** Frames and images that loaded before the page was live (their load event is sent again). */
  loaded?: Element[];
  /** Set once the page is live (the remote's marker): loads are React's own from then on. */
  live?: boolean;
}
