import { StrictMode, startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { LANG_KEY, LANG_VALUE } from '@publisher/shared/consent';
import { ShellApp, rendersAtOnce } from './router';
import './styles.css';

try {
  localStorage.setItem(LANG_KEY, LANG_VALUE);
} catch {
  // Storage can be blocked (private mode); the site works without it.
}

/**
 * BrowserRouter, but a navigation whose page is in hand (its remote and code loaded: after a hover,
 * say) renders at once, in the click's own task: React's transition would slice the render into
 * 5 ms pieces with other tasks between them. Any other navigation stays a transition, so the page
 * before is held while the next one loads (router.tsx, docs/decisions/114).
 */
function ShellRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => {
    // React Router keys a document's first entry "default" in every document, so a position kept for one
    // page would open another loaded fresh in the same tab (scroll-restoration.tsx): give it a key of its own.
    const state = window.history.state as { key?: unknown } | null;
    if (typeof state?.key !== 'string')
      window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
    return createBrowserHistory({ window, v5Compat: true });
  });
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (rendersAtOnce(location.pathname)) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A transition: React renders the app in small slices, yielding to the browser between them,
// instead of one long task (the prerendered chrome stays on screen until the app commits).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <ShellRouter>
        <ShellApp />
      </ShellRouter>
    </StrictMode>,
  );
});
