/**
 * The header's menu toggle before the app has started (375 px and narrower, where the menu is
 * behind a button): scripts/early-menu.js, inlined by the prerender. The prerendered header (shell/scripts/prerender.tsx) carries
 * EARLY_HEADER_ATTRIBUTE; the app's own header does not, so this script stops acting the moment
 * React replaces the prerendered DOM. The app's header starts in the state the visitor left the
 * prerendered one in (open or closed, focused or not): see earlyMenuState.
 */
export const EARLY_HEADER_ATTRIBUTE = 'data-early';
/** The prerendered header's toggle: the early script (scripts/early-menu.js) acts on it alone. */
export const EARLY_MENU_TOGGLE = `header[${EARLY_HEADER_ATTRIBUTE}] .menu-toggle`;

/** What the visitor did with the prerendered menu, read once while the app's header first renders. */
export function earlyMenuState(): { open: boolean; focused: boolean } {
  if (typeof document === 'undefined') return { open: false, focused: false };
  const toggle = document.querySelector(EARLY_MENU_TOGGLE);
  return {
    open: toggle?.getAttribute('aria-expanded') === 'true',
    focused: Boolean(toggle) && document.activeElement === toggle,
  };
}
