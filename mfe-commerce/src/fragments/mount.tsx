import type { MouseEvent, ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { FragmentHandle, FragmentHost } from '@publisher/shared/fragments';

/** Ids of commerce's fragments (useId) never meet the host page's own. */
export const FRAGMENT_ID_PREFIX = 'commerce-fragment-';

/**
 * A fragment's root in the host's element (decision 136): hydrates the server's HTML when there is
 * some, else renders afresh; `render` builds the tree from the props (checked by the caller) and host.
 */
export function mountFragment<P>(
  element: HTMLElement,
  props: P,
  host: FragmentHost,
  hydrate: boolean,
  render: (props: P, host: FragmentHost) => ReactNode,
  parse: (props: unknown) => P,
): FragmentHandle {
  const options = { identifierPrefix: FRAGMENT_ID_PREFIX };
  let root: Root;
  if (hydrate) root = hydrateRoot(element, render(props, host), options);
  else {
    root = createRoot(element, options);
    root.render(render(props, host));
  }
  return {
    // A later render keeps the press replayed at mount: it is not made again.
    update: (next, nextHost) => root.render(render(parse(next), { navigate: nextHost.navigate })),
    unmount: () => root.unmount(),
  };
}

/** A plain link the host's router follows (the box is its own React root, outside the host's router). */
export function followLink(navigate: FragmentHost['navigate'], to: string) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
}
