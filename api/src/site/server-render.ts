import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultRemotePath, type RemoteName } from '@publisher/shared/remote-names';
import type { RemoteManifest } from '@publisher/shared/remotes';
import type { RouteDef } from '@publisher/shared/routes';
import {
  SERVER_MODULE_PATH,
  SERVER_OUTLET_ATTRIBUTE,
  SERVER_RENDER_ELEMENT_ID,
  type RenderFunction,
  type ServerRender,
} from '@publisher/shared/server-render';
import { dataBlock } from './boot-hints';
import { noteFallback } from '../services/fallback-tracking';

/** What a page gets from its remote's server module: body HTML, and head markup (data block, styles). */
export interface RenderedPage {
  html: string;
  head: string;
}

/** Renders the remote page of a route into HTML, or null (no server module, a failure, too slow). */
export type PageRenderer = (route: RouteDef, pathname: string, search: string) => Promise<RenderedPage | null>;

export interface ServerRenderOptions {
  /** The project root (where mfe-<name>/dist lives). */
  root: string;
  manifest: Pick<RemoteManifest, 'remotes'>;
  /** Head markup for each remote's style sheets: inlined <style> elements or links (static-site.ts). */
  stylesOf: (remote: RemoteName) => string[];
  /** Reads an API path in-process: the body of a 200 answer, else undefined. */
  getJson: (path: string) => Promise<unknown>;
  /** A render slower than this is abandoned: the page is sent without it. */
  timeoutMs?: number;
  log?: (message: string) => void;
}

/**
 * Server rendering of remote pages (docs/decisions/087). Only a remote this server hosts itself
 * (its manifest entry is the default /remotes/<name>/ path) is rendered, with the server module
 * of the very build the browser will load; a remote deployed elsewhere is rendered in the browser
 * as before. Anything that goes wrong means the page is sent as it was without server rendering.
 */
export function serverRenderer(options: ServerRenderOptions): PageRenderer {
  const { root, manifest, stylesOf, getJson, timeoutMs = 1500, log = (m) => console.error(m) } = options;
  const modules = new Map<RemoteName, Promise<RenderFunction | null>>();

  const moduleOf = (remote: RemoteName): Promise<RenderFunction | null> => {
    let module = modules.get(remote);
    if (!module) {
      const file = path.join(root, `mfe-${remote}/dist`, SERVER_MODULE_PATH);
      const hosted = manifest.remotes.find((r) => r.remote === remote)?.entry === defaultRemotePath(remote);
      module =
        hosted && existsSync(file)
          ? import(pathToFileURL(file).href).then(
              (m: { render?: unknown }) => (typeof m.render === 'function' ? (m.render as RenderFunction) : null),
              (error: unknown) => {
                log(`Server rendering of ${remote} is off: its server module did not load (${String(error)}).`);
                return null;
              },
            )
          : Promise.resolve(null);
      modules.set(remote, module);
    }
    return module;
  };

  return async (route, pathname, search) => {
    const render = await moduleOf(route.remote);
    if (!render) return null;
    const location = `${pathname}${search}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const result = await Promise.race([
        render({ page: route.page, pattern: route.path, location, getJson }),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), timeoutMs);
        }),
      ]);
      // Content it could not read, or too slow: the browser renders it, and this first HTML is not
      // kept by the CDN (or the app's shared cache) in place of the page with its content.
      if (!result) {
        noteFallback();
        return null;
      }
      const block: ServerRender = { remote: route.remote, page: route.page, location, data: result.data };
      return {
        html: result.html,
        head: [...stylesOf(route.remote), dataBlock(SERVER_RENDER_ELEMENT_ID, block)].join('\n    '),
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

const OUTLET = new RegExp(`(<div class="server-outlet" ${SERVER_OUTLET_ATTRIBUTE}="">)[\\s\\S]*?(</div></main>)`);

/** Writes a rendered page into the first HTML: its body in place of the loading state, its head markup before </head>. */
export function withRenderedPage(html: string, page: RenderedPage | null): string {
  if (!page || !OUTLET.test(html)) return html;
  return html
    .replace(OUTLET, (_m, open: string, close: string) => `${open}${page.html}${close}`)
    .replace('</head>', () => `    ${page.head}\n  </head>`);
}
