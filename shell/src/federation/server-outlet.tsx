import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Route, Router, Routes, UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { PageTitleContext } from '@publisher/shared-react/page-title';
import type { RemoteName } from '@publisher/shared/remote-names';
import {
  HYDRATED_ATTRIBUTE,
  OUTLET_ACTIVITY_GLOBAL,
  SERVER_OUTLET_ATTRIBUTE,
  SERVER_RENDER_ELEMENT_ID,
  serverRenderFor,
  type OutletActivity,
} from '@publisher/shared/server-render';
import type { RemoteComponent } from './runtime';

/*
 * The remote page the server rendered into the first HTML is hydrated in place (docs/decisions/132):
 * the element the server sent is moved (never re-created) into the shell's tree and becomes the
 * container of a React root of the remote's own, hydrated with the remote's component under the
 * shell's location and navigator once its code and data are in hand. Leaving the remote unmounts
 * that root; later pages mount in the shell's tree.
 *
 * A button pressed or a control changed before hydration started (no React listener yet) is kept by
 * the first HTML's inline script (shared/build/src/outlet-early.js) as the element itself: once the
 * remote's root marks the page live (data-hydrated), the control's value is entered again and the
 * button pressed, once. A frame that loaded meanwhile gets its load event again (React's onLoad was
 * not attached yet).
 */
const captured: HTMLElement | null = (() => {
  if (typeof document === 'undefined') return null;
  const outlet = document.querySelector<HTMLElement>(`[${SERVER_OUTLET_ATTRIBUTE}]`);
  return outlet && outlet.childElementCount > 0 && document.getElementById(SERVER_RENDER_ELEMENT_ID) ? outlet : null;
})();
let released = captured === null;

interface Island {
  view: (Remote: RemoteComponent) => ReactNode;
  Remote?: RemoteComponent;
  root?: Root;
  unmount?: ReturnType<typeof setTimeout>;
}
let island: Island | null = null;

const activity = (): OutletActivity =>
  ((window as unknown as Record<string, OutletActivity | undefined>)[OUTLET_ACTIVITY_GLOBAL] ??= {});

/** Whether this remote's page is the server-rendered one still to hydrate (the document's first page). */
export const hydratesServerPage = (remote: RemoteName): boolean => !released && serverRenderFor(remote) !== null;

/** Moves the server's element into `host`, keeping focus where it was. */
function adopt(host: HTMLElement | null): void {
  if (!captured || !host || captured.parentElement === host) return;
  // Out of the document (the shell's first render empties #root), the element lost focus.
  const lost = !captured.isConnected && document.activeElement === document.body;
  host.appendChild(captured);
  const focused = activity().focus;
  if (lost && focused instanceof HTMLElement && captured.contains(focused)) focused.focus({ preventScroll: true });
}

/** The server's page is done with: the shell renders this remote's pages itself from now on. */
function release(): void {
  released = true;
  island?.root?.unmount();
  island = null;
  captured?.remove();
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const checkable = (c: Control): c is HTMLInputElement =>
  c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

/** Enters a value again as the visitor's own input (hydration resets a controlled control to React's value). */
function enter(control: Control, value: string | boolean): void {
  if (typeof value === 'boolean') {
    if (checkable(control) && control.checked !== value) control.click();
    return;
  }
  if (control.value === value) return;
  // The prototype's setter: React's value tracker must not mistake this for its own update.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Hydrates the server's element; once the remote marks its page live, what the visitor did meanwhile follows. */
function hydrate(container: HTMLElement, tree: ReactNode, onError: () => void): Root {
  const seen = activity();
  seen.done = true;
  const choices = (seen.changed ?? []).map((c) => {
    const control = c as Control;
    return [control, checkable(control) ? control.checked : control.value] as const;
  });
  const observer = new MutationObserver(() => {
    if (!container.querySelector(`[${HYDRATED_ATTRIBUTE}]`)) return;
    observer.disconnect();
    seen.live = true;
    for (const element of seen.loaded ?? []) element.dispatchEvent(new Event('load'));
    for (const [control, value] of choices) enter(control, value);
    const pressed = seen.click;
    delete seen.click;
    // After the page's own effects, as if pressed just now.
    if (pressed instanceof HTMLElement)
      setTimeout(() => {
        pressed.focus({ preventScroll: true });
        pressed.click();
      }, 0);
  });
  observer.observe(container, { subtree: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  return hydrateRoot(container, tree, { onUncaughtError: onError });
}

interface Props {
  page: string;
  /** The route's pattern (the server rendered the page under it). */
  pattern: string;
  /** The remote's component, once it can render the server's page at once (code and data in hand). */
  ready: Promise<RemoteComponent>;
  /** The remote failed: the shell renders the page its usual way (loading, error, Retry). */
  onError: () => void;
}

/** The server's element, hydrated by the remote's own root while the remote stays on screen. */
export function HydratedOutlet({ page, pattern, ready, onError }: Props) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const claim = useContext(PageTitleContext);
  const host = useRef<HTMLDivElement>(null);
  const latestOnError = useRef(onError);
  latestOnError.current = onError;

  useLayoutEffect(() => {
    adopt(host.current);
    const view = (Remote: RemoteComponent) => (
      <PageTitleContext.Provider value={claim}>
        <Router location={location} navigator={navigator}>
          <Routes>
            <Route path={pattern} element={<Remote page={page} />} />
          </Routes>
        </Router>
      </PageTitleContext.Provider>
    );
    if (island) {
      clearTimeout(island.unmount);
      island.view = view;
      if (island.root && island.Remote) island.root.render(view(island.Remote));
    } else {
      const started: Island = (island = { view });
      const failed = () =>
        setTimeout(() => {
          if (island === started) release();
          latestOnError.current();
        }, 0);
      ready.then((Remote) => {
        if (island !== started) return;
        started.Remote = Remote;
        started.root = hydrate(captured!, started.view(Remote), failed);
      }, failed);
    }
    // Deferred: a root must not be unmounted while React renders another (StrictMode mounts again at once).
    return () => {
      const leaving = island;
      if (leaving) leaving.unmount = setTimeout(() => island === leaving && release(), 0);
    };
  }, [location, navigator, claim, page, pattern, ready]);

  return <div ref={host} className="server-host" />;
}
