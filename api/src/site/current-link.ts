import { HEADER_LINKS, isCurrentSection } from '@publisher/shared/routes';

/**
 * Marks the header link of the page's section as current (`aria-current="page"`) in the first
 * HTML. The shell's prerendered header is rendered at no route (shell/scripts/prerender.tsx), so
 * without this the highlight, and the "current page" a screen reader announces, would only
 * appear once the app had started. The app's header marks the same link (isCurrentSection).
 */
export function withCurrentLink(html: string, pathname: string): string {
  const link = HEADER_LINKS.find((l) => isCurrentSection(l, pathname));
  if (!link) return html;
  const nav = html.indexOf('class="site-nav"');
  if (nav < 0) return html;
  const anchor = `<a href="${link.to}"`;
  const at = html.indexOf(anchor, nav);
  if (at < 0) return html;
  return `${html.slice(0, at)}<a aria-current="page" href="${link.to}"${html.slice(at + anchor.length)}`;
}
