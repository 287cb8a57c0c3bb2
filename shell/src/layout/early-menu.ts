/**
 * The header's menu toggle before the app has started (375 px and narrower, where the menu is
 * behind a button). The prerendered header (shell/scripts/prerender.tsx) carries
 * EARLY_HEADER_ATTRIBUTE; the app's own header does not, so this script stops acting the moment
 * React replaces the prerendered DOM. The app's header starts in the state the visitor left the
 * prerendered one in (open or closed, focused or not): see earlyMenuState.
 */
export const EARLY_HEADER_ATTRIBUTE = 'data-early';
const TOGGLE = `header[${EARLY_HEADER_ATTRIBUTE}] .menu-toggle`;

/** The inline script (allowed by its hash in the CSP, as every inline script of the page). */
export const MENU_EARLY_SCRIPT = [
  '(function(){document.addEventListener("click",function(e){',
  `var b=e.target.closest&&e.target.closest(${JSON.stringify(TOGGLE)});if(!b)return;`,
  'var o=b.getAttribute("aria-expanded")!=="true",n=document.getElementById(b.getAttribute("aria-controls"));',
  'b.setAttribute("aria-expanded",String(o));n&&n.classList.toggle("open",o)})})()',
].join('');

/** What the visitor did with the prerendered menu, read once while the app's header first renders. */
export function earlyMenuState(): { open: boolean; focused: boolean } {
  if (typeof document === 'undefined') return { open: false, focused: false };
  const toggle = document.querySelector(TOGGLE);
  return {
    open: toggle?.getAttribute('aria-expanded') === 'true',
    focused: Boolean(toggle) && document.activeElement === toggle,
  };
}
