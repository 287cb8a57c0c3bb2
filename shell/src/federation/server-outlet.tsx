import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { REMOTE_NAMES, type RemoteName } from '@publisher/shared/remote-names';
import {
  OUTLET_ACTIVITY_GLOBAL,
  OUTLET_CONTROLS,
  OUTLET_FOCUSABLE,
  SERVER_OUTLET_ATTRIBUTE,
  SERVER_RENDER_ELEMENT_ID,
  serverRenderFor,
  type OutletActivity,
} from '@publisher/shared/server-render';

/*
 * The remote page the server rendered into the first HTML (docs/decisions/087). It is read once,
 * before React replaces the first HTML, and shown wherever the app would otherwise show a loading
 * state for that page (the fallback while the site configuration loads, and the remote's loading
 * state), until the remote has rendered the page itself. Then it is dropped for good.
 *
 * React re-creates that HTML, then replaces it with the remote's identical render: each time,
 * form values and focus come back, and a button pressed before the remote was there is pressed
 * in the remote's render (the first HTML's inline script records them: shared/build/src/outlet-early.js).
 */
const captured: { html: string } | null = (() => {
  if (typeof document === 'undefined') return null;
  const outlet = document.querySelector(`[${SERVER_OUTLET_ATTRIBUTE}]`);
  return outlet && outlet.childElementCount > 0 && document.getElementById(SERVER_RENDER_ELEMENT_ID)
    ? { html: outlet.innerHTML }
    : null;
})();
let released = captured === null;

const activity = (): OutletActivity =>
  ((window as unknown as Record<string, OutletActivity | undefined>)[OUTLET_ACTIVITY_GLOBAL] ??= {});

/** Focus back on the element at the recorded position, if React's replacement dropped it. */
function restoreFocus(container: Element | null): void {
  const index = activity().focus;
  if (!container || index == null) return;
  if (document.activeElement && document.activeElement !== document.body) return;
  container.querySelectorAll<HTMLElement>(OUTLET_FOCUSABLE)[index]?.focus({ preventScroll: true });
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Puts back what the visitor typed or chose. In the remote's render (`live`), values are set
 * the way the browser sets them and announced with input/change events, so React's onChange
 * handlers see them as the visitor's own input.
 */
function restoreValues(container: Element | null, live: boolean): void {
  const { values } = activity();
  if (!container || !values) return;
  const controls = container.querySelectorAll<Control>(OUTLET_CONTROLS);
  for (const [index, value] of Object.entries(values)) {
    const control = controls[Number(index)];
    if (!control) continue;
    if (typeof value === 'boolean' && control instanceof HTMLInputElement) {
      if (control.checked !== value) {
        if (live) control.click();
        else control.checked = value;
      }
      continue;
    }
    if (typeof value !== 'string' || control.value === value) continue;
    // The prototype's setter: React's value tracker must not mistake this for its own update.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
    if (live) {
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

/** The server's HTML, if it is for this remote's page at the current address and still wanted. */
function serverHtml(remote: RemoteName | undefined): string | null {
  if (released || !captured) return null;
  if (remote) return serverRenderFor(remote) ? captured.html : null;
  return REMOTE_NAMES.some((r) => serverRenderFor(r)) ? captured.html : null;
}

/**
 * The outlet element: the server's HTML for this page while it is wanted, otherwise `fallback`.
 * Without a remote, any remote's server render at this address will do (the app's first screen).
 */
export function ServerOutlet({ remote, fallback }: { remote?: RemoteName; fallback: ReactNode }) {
  const html = serverHtml(remote);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (html === null) return;
    restoreValues(ref.current, false);
    restoreFocus(ref.current);
  }, [html]);
  const attributes = { className: 'server-outlet', [SERVER_OUTLET_ATTRIBUTE]: '', ref };
  return html === null ? (
    <div {...attributes}>{fallback}</div>
  ) : (
    <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/**
 * Rendered beside a remote's page: once that page is on screen, the server's HTML is not needed
 * again; focus and a pending button press carry over to the remote's render.
 */
export function ReleaseServerOutlet() {
  useLayoutEffect(() => {
    if (released) return;
    released = true;
    const main = document.getElementById('main');
    restoreValues(main, true);
    restoreFocus(main);
    const { click } = activity();
    activity().focus = null;
    delete activity().click;
    delete activity().values;
    // After the remote's own effects have run, as if the visitor had pressed it just now.
    if (click != null) setTimeout(() => main?.querySelectorAll('button')[click]?.click(), 0);
  }, []);
  return null;
}
