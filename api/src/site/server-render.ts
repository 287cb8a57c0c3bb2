import { FRAGMENT_MARKER, unescapeAttribute } from '@publisher/shared/fragments';
import { REMOTE_NAMES, type RemoteName } from '@publisher/shared/remote-names';
import type { RouteDef } from '@publisher/shared/routes';
import {
  SERVER_OUTLET_ATTRIBUTE,
  SERVER_RENDER_ELEMENT_ID,
  type PageHeadParts,
  type ServerRender,
} from '@publisher/shared/server-render';
import { dataBlock } from './boot-hints';
import { escapeHtml } from '@publisher/shared/server/http/plain-page';
import type { PublishedServer } from './route-source';
import type { ServerModule, ServerModuleLoader } from './server-modules';
import { noteFallback } from '@publisher/shared/server/http/fallback-tracking';

/**
 * What a page gets from its remote's server module: body HTML and head markup (data block, styles);
 * `notFound`: the content the page names does not exist (with `html` null, the browser renders its
 * not-found state); `own` is the head its team built.
 */
export interface RenderedPage {
  html: string | null;
  head: string;
  own?: PageHeadParts | undefined;
  notFound?: boolean;
}

/** Renders the remote page of a route into HTML, or null (no server module, a failure, too slow). */
export type PageRenderer = (
  route: RouteDef,
  pathname: string,
  search: string,
  origin?: string,
) => Promise<RenderedPage | null>;

export interface ServerRenderOptions {
  /** Head markup for each hosted remote's style sheets: inlined <style> elements or links (remote-assets.ts). */
  stylesOf: (remote: RemoteName) => string[];
  /** The same for a fragment a hosted remote lends (`buy-box`), added to a page whose HTML holds it. */
  fragmentStylesOf?: (remote: RemoteName, name: string) => string[];
  /** The server module each remote deployed elsewhere published (route-source.ts). */
  published?: () => Partial<Record<RemoteName, PublishedServer>>;
  /** Reads an API path in-process: its status, and its body when 200. */
  read: (path: string) => Promise<{ status: number; body: unknown }>;
  /** Where the remotes' server modules come from (server-modules.ts; tests give their own). */
  modules: ServerModuleLoader;
  /** Loading and rendering slower than this is abandoned: the page is sent without it. */
  timeoutMs?: number;
  log?: (message: string) => void;
}

/**
 * Server rendering of remote pages (docs/decisions/087, 127). A remote this server hosts is rendered
 * with the server module of the very build the browser will load; a remote deployed on another
 * origin with the module its own current deploy publishes (server-modules.ts), with links to that
 * deploy's style sheets. Anything that goes wrong (no module, a failed or slow load, a render that
 * throws or takes too long) means the page is sent without server rendering: the browser renders it.
 */
export function serverRenderer(options: ServerRenderOptions): PageRenderer {
  const { stylesOf, read, modules, timeoutMs = 1500, log = (m) => console.error(m) } = options;
  const published = options.published ?? ((): Partial<Record<RemoteName, PublishedServer>> => ({}));
  const getJson = async (path: string): Promise<unknown> => (await read(path)).body;
  const links = (hrefs: string[]) => hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`);
  /**
   * A fragment's look is its own team's (decision 136): the head of a page that holds its server HTML
   * gets its style sheets, from the lending remote's deploy as the page's own styles are, before first paint.
   */
  const fragmentStyles = (remote: RemoteName, name: string): string[] => {
    const lender = published()[remote];
    return lender ? links(lender.fragmentStyles?.[name] ?? []) : (options.fragmentStylesOf?.(remote, name) ?? []);
  };

  return async (route, pathname, search, origin = 'http://localhost') => {
    const location = `${pathname}${search}`;
    const server = published()[route.remote];
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const work = async () => {
        const render = (await modules(route.remote, server?.module))?.render;
        const result = render
          ? await render({ page: route.page, pattern: route.path, location, origin, getJson, read })
          : undefined;
        if (!result || !('html' in result)) return result;
        const filled: string[] = [];
        const html = await withFragments(
          result.html,
          (remote) => modules(remote, published()[remote]?.module),
          log,
          (remote, name) => filled.push(...fragmentStyles(remote, name)),
        );
        return { ...result, html, fragmentStyles: [...new Set(filled)] };
      };
      const result = await Promise.race([
        work(),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), timeoutMs);
        }),
      ]);
      if (result === undefined) return null;
      // Content it could not read, or too slow: the browser renders it, and this first HTML is not
      // kept by the CDN (or the app's shared cache) in place of the page with its content.
      if (!result) {
        noteFallback();
        return null;
      }
      if (!('html' in result)) return { html: null, head: '', own: result.head, notFound: true };
      const block: ServerRender = {
        remote: route.remote,
        page: route.page,
        location,
        data: result.data,
        ...(result.refused ? { refused: result.refused } : {}),
      };
      const styles = server ? links(server.styles) : stylesOf(route.remote);
      return {
        html: result.html,
        head: [...styles, ...result.fragmentStyles, dataBlock(SERVER_RENDER_ELEMENT_ID, block)].join('\n    '),
        own: result.head,
        ...(result.notFound ? { notFound: true } : {}),
      };
    } catch (error) {
      log(`Server rendering of ${location} failed; the browser renders it (${String(error)}).`);
      noteFallback();
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Fills the fragment markers a page's HTML holds (decision 136) with the HTML of the remote that lends
 * each (its server module's `renderFragment`, given the marker's props), telling `filled` of each.
 * A marker whose remote has no such module, or whose render fails or refuses the props, stays empty:
 * the browser loads the fragment's code at once and renders it there.
 */
export async function withFragments(
  html: string,
  moduleOf: (remote: RemoteName) => Promise<ServerModule | null>,
  log: (message: string) => void = (m) => console.error(m),
  filled: (remote: RemoteName, name: string) => void = () => undefined,
): Promise<string> {
  const markers = [...html.matchAll(FRAGMENT_MARKER)];
  if (markers.length === 0) return html;
  const known = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
  const modules = new Map<RemoteName, ServerModule | null>();
  for (const [, remote = ''] of markers) {
    if (known(remote) && !modules.has(remote)) modules.set(remote, await moduleOf(remote));
  }
  return html.replace(FRAGMENT_MARKER, (marker, remote: string, name: string, props: string) => {
    const renderFragment = known(remote) ? modules.get(remote)?.renderFragment : undefined;
    if (!renderFragment) return marker;
    try {
      const inner = renderFragment(name, JSON.parse(unescapeAttribute(props)) as unknown);
      if (inner === null) return marker;
      filled(remote as RemoteName, name);
      return `${marker.slice(0, -'</div>'.length)}${inner}</div>`;
    } catch (error) {
      log(`The ${remote} fragment ${name} did not render; the browser renders it (${String(error)}).`);
      return marker;
    }
  });
}

const OUTLET = new RegExp(`(<div class="server-outlet" ${SERVER_OUTLET_ATTRIBUTE}="">)[\\s\\S]*?(</div></main>)`);

/** Writes a rendered page into the first HTML: its body in place of the loading state, its head markup before </head>. */
export function withRenderedPage(html: string, page: RenderedPage | null): string {
  if (!page || page.html === null || !OUTLET.test(html)) return html;
  return html
    .replace(OUTLET, (_m, open: string, close: string) => `${open}${page.html ?? ''}${close}`)
    .replace('</head>', () => `    ${page.head}\n  </head>`);
}
