import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { boundaryName, type RemoteName } from '@publisher/shared/remote-names';
import { HYDRATED_ATTRIBUTE, serverRenderFor } from '@publisher/shared/server-render';

/** How a remote loads one page's code (a dynamic import, so each page is its own chunk). */
export type PageLoader = () => Promise<{ default: ComponentType }>;
export type PageMap = Record<string, PageLoader>;

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page" role="status" aria-live="polite">
      {label}
    </div>
  );
}

/** Shown for a page whose remote has not built it yet: never a blank page. */
export function NotBuiltYet() {
  return (
    <section className="page">
      <h1>This page is being built</h1>
      <p className="notice">We are putting the finishing touches to this page. Please check back soon.</p>
    </section>
  );
}

/** The component a remote exposes, with what the shell and the server need to render it at once. */
export interface RemoteRootComponent {
  (props: { page: string }): React.JSX.Element;
  displayName?: string;
  /** Loads a page's code; once it has resolved, the page renders without suspending. */
  preload(page: string): Promise<void>;
  /**
   * Set when the server rendered one of this remote's pages into the first HTML: resolves once
   * that page can render at once. The shell waits for it, so the server's HTML is replaced by the
   * same page, not by a loading state.
   */
  ready?: Promise<void>;
}

/** Rendered after the page, in its Suspense boundary: its effect runs once the page itself is live. */
function Live({ page, shown }: { page: string; shown: (page: string) => void }) {
  useEffect(() => shown(page), [page, shown]);
  return null;
}

/**
 * Builds the component a remote exposes: it renders the page the shell's route names,
 * inside the remote's `data-boundary` root. A page whose code is already loaded when it is
 * first shown renders directly; any other is lazy (with a loading state). The choice is made
 * once per page, so a page is never remounted because its code arrived. Once the page is live
 * (hydrated over the server's HTML, or rendered in the browser) the root carries `data-hydrated`:
 * set by an effect, so the first render matches the server's HTML (docs/decisions/132).
 */
export function createRemoteRoot(remote: RemoteName, pages: PageMap): RemoteRootComponent {
  const loaded = new Map<string, ComponentType>();
  const components = new Map<string, ComponentType>();

  const load = (page: string) =>
    pages[page]!().then((module) => {
      loaded.set(page, module.default);
      return module;
    });

  const componentOf = (page: string): ComponentType => {
    if (!pages[page]) return NotBuiltYet;
    let component = components.get(page);
    if (!component) {
      component = loaded.get(page) ?? lazy(() => load(page));
      components.set(page, component);
    }
    return component;
  };

  function RemoteRoot({ page }: { page: string }) {
    const Page = componentOf(page);
    const [live, setLive] = useState<string | null>(null);
    // The same element while the page stays: marking it live re-renders this root, not the page
    // (a whole page rendered again just after it was shown, on the main thread of a navigation).
    const content = useMemo(() => <Page />, [Page]);
    return (
      <div
        data-boundary={boundaryName(remote)}
        data-page={page}
        data-version={import.meta.env.VITE_REMOTE_VERSION ?? '1'}
        {...(live === page && { [HYDRATED_ATTRIBUTE]: '' })}
      >
        <Suspense fallback={<PageLoading />}>
          {content}
          <Live page={page} shown={setLive} />
        </Suspense>
      </div>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${remote})`;
  RemoteRoot.preload = (page: string): Promise<void> =>
    pages[page] && !loaded.has(page) ? load(page).then(() => undefined) : Promise.resolve();
  const server = serverRenderFor(remote);
  if (server) RemoteRoot.ready = RemoteRoot.preload(server.page).catch(() => undefined);
  return RemoteRoot;
}

/**
 * A part of a page that is never on its first screen (docs/decisions/114). When a link inside the
 * app opens the page (it opens at its top), the part is rendered just after the frame that shows
 * the page, in a room a screen tall meanwhile (nothing on that screen moves, the footer stays out
 * of it): the navigation's frame renders, lays out and paints only what can be seen. Everywhere
 * else it is rendered with the page: on the server and over the server's HTML (hydration), on the
 * document's first page, on Back and Forward (a saved scroll position needs the whole page) and for
 * a link to an anchor (its target may be here).
 */
export function BelowTheFold({ children, onScreenWhen }: { children: ReactNode; onScreenWhen?: string }) {
  const navigation = useNavigationType();
  const { hash } = useLocation();
  // onScreenWhen: a media query under which the part is on the first screen after all (a wide layout's side column).
  const [shown, setShown] = useState(
    () => navigation === 'POP' || hash !== '' || (onScreenWhen !== undefined && matchMedia(onScreenWhen).matches),
  );
  useEffect(() => {
    if (shown) return;
    // After the frame that paints the page: a task posted from its animation frame runs once it is painted.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [shown]);
  return shown ? children : <div aria-hidden="true" style={{ minHeight: '100vh' }} />;
}
