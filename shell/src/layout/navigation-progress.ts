/*
 * What the visitor sees while a navigation holds the page before (router.tsx, decision 114): after
 * a short wait, a thin bar grows under the header, as a browser shows progress between documents,
 * so a click never looks ignored. A navigation that completes within the wait shows nothing.
 *
 * An attribute on <html> that the style sheet draws (styles.css), not React state: the bar
 * appears and goes without rendering anything while the next page is being prepared.
 */

/** The attribute styles.css draws the bar from. */
export const NAVIGATING_ATTRIBUTE = 'data-navigating';
/** How long a held navigation goes unmarked: one that ends sooner never flashes a bar. */
export const SHOW_AFTER_MS = 150;

let held: { key: string; timer: ReturnType<typeof setTimeout> } | undefined;

function settle(): void {
  if (!held) return;
  clearTimeout(held.timer);
  held = undefined;
  document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
}

/** A navigation to the location `key` is held until `ready` settles. */
export function navigationHeld(key: string, ready: Promise<unknown>): void {
  settle();
  const timer = setTimeout(() => document.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, ''), SHOW_AFTER_MS);
  held = { key, timer };
  const done = () => {
    if (held?.key === key) settle();
  };
  ready.then(done, done);
}

/** The location `key` is on screen: a hold for another one was given up (the visitor went elsewhere). */
export function navigationShown(key: string): void {
  if (held && held.key !== key) settle();
}
