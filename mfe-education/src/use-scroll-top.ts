import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// Back and forward arrive as popstate; the router handles the same event before our effect runs.
let lastWasPop = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (lastWasPop = true));

/**
 * Starts a page at the top after a link click. The shell has no scroll restoration yet, so a card
 * link near the bottom of /education would otherwise open the next page half-way down. Back and
 * forward are left to the browser, which restores the earlier position. (`useNavigationType` would
 * say this directly, but the shell does not share it: see docs/decisions/073.)
 */
export function useScrollTopOnPush(): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!lastWasPop) window.scrollTo(0, 0);
    lastWasPop = false;
  }, [key]);
}
