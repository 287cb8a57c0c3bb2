import type { RemoteName } from './remote-names';

/*
 * Fragments (issue 26, decision 136): a piece of one team's interface that another team's page
 * places, as the tractor-store blueprint has the checkout team lend its buy button and mini-cart.
 * No React here: the shell, every remote, the server and commerce's server module read these.
 *
 * - A remote exposes a fragment as a module (`./buy-box`) whose `mount` renders it into an element
 *   (hydrating the server's HTML when there is some) and returns its handle.
 * - The host page places it with shared/react's <RemoteFragment>, which loads the module through the
 *   page's federation runtime. A remote never imports the shell: the shell provides its loader here
 *   (`provideRemoteModules`), on the page's global object, and placements ask it (`loadRemoteModule`).
 * - On the server a placement renders an empty marker carrying the fragment's props; the host fills
 *   it with the owning remote's `renderFragment` (api/src/site/server-render.ts), so the first HTML
 *   holds the fragment and the browser hydrates it in place once its code is on the page.
 */

/** Commerce's buy box and mini-basket, as exposed in its vite.config. */
export const BUY_BOX_MODULE = './buy-box';
export const MINI_BASKET_MODULE = './mini-basket';

/** What a host gives a mounted fragment. */
export interface FragmentHost {
  /** Client-side navigation in the host's router (a plain link reloads the page). */
  navigate(to: string): void;
  /**
   * A press on one of the fragment's buttons (its `data-fragment-action`) made before its code was on
   * the page: the fragment performs it once, as soon as it is live.
   */
  action?: string | undefined;
}

export interface FragmentHandle {
  update(props: unknown, host: FragmentHost): void;
  unmount(): void;
}

/** What a fragment's exposed module offers: `hydrate` true when `element` holds its server HTML. */
export interface FragmentModule {
  mount(element: HTMLElement, props: unknown, host: FragmentHost, hydrate: boolean): FragmentHandle;
}

/** The attribute naming the fragment (`commerce/buy-box`) on its element, and the one with its props (JSON). */
export const FRAGMENT_ATTRIBUTE = 'data-fragment';
export const FRAGMENT_PROPS_ATTRIBUTE = 'data-fragment-props';
/** The attribute a fragment's buttons carry so a press before its code loads can be replayed. */
export const FRAGMENT_ACTION_ATTRIBUTE = 'data-fragment-action';

/** A remote's server module may render its fragments: HTML for `name` with `props`, or null (unknown, invalid). */
export type FragmentRenderFunction = (name: string, props: unknown) => string | null;

/** An empty fragment marker as React writes it on the server (`<div data-fragment=… data-fragment-props=…></div>`). */
export const FRAGMENT_MARKER = /<div data-fragment="([a-z]+)\/([a-z-]+)" data-fragment-props="([^"]*)"([^>]*)><\/div>/g;

/** The text of an HTML attribute value as React escapes it (&amp; &quot; &#x27; &lt; &gt;). */
export function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

type Loader = (remote: RemoteName, exposed: string) => Promise<unknown>;
const LOADER = Symbol.for('ashgrove-press:remote-modules');
type WithLoader = { [LOADER]?: Loader };

/** The shell says how this page loads a remote's exposed module (its federation runtime). */
export function provideRemoteModules(load: Loader): void {
  (globalThis as WithLoader)[LOADER] = load;
}

/** Loads a remote's exposed module through the page's federation runtime; rejects when the page has none. */
export function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const load = (globalThis as WithLoader)[LOADER];
  if (!load) return Promise.reject(new Error('This page has no federation runtime to load fragments with.'));
  return load(remote, exposed).then((m) => {
    if (!m) throw new Error(`The ${remote} section did not give ${exposed}.`);
    return m as T;
  });
}
