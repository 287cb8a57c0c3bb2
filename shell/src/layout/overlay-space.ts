import { useEffect, type RefObject } from 'react';

/**
 * Publishes how much of the viewport a sticky or fixed overlay covers, as a custom property on
 * <html>: `--header-space` (the sticky header, from the top) or `--consent-space` (the open
 * consent banner, from the bottom). styles.css turns them into scroll-padding, so the browser
 * never scrolls a focused element or a link target underneath (WCAG 2.4.11, Focus Not Obscured).
 * Set through the CSSOM, which the Content-Security-Policy allows (a style attribute it would not).
 */
export function useOverlaySpace(
  ref: RefObject<HTMLElement | null>,
  property: '--header-space' | '--consent-space',
  edge: 'top' | 'bottom',
  active = true,
): void {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const root = document.documentElement.style;
    const update = () => {
      const box = el.getBoundingClientRect();
      const covered = edge === 'top' ? box.height : Math.max(0, window.innerHeight - box.top);
      root.setProperty(property, `${Math.ceil(covered)}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.removeProperty(property);
    };
  }, [ref, property, edge, active]);
}
