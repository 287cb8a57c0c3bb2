import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { LANG_KEY, LANG_VALUE } from '@publisher/shared/consent';
import { ShellApp } from './router';
import './styles.css';

try {
  localStorage.setItem(LANG_KEY, LANG_VALUE);
} catch {
  // Storage can be blocked (private mode); the site works without it.
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A transition: React renders the app in small slices, yielding to the browser between them,
// instead of one long task (the prerendered chrome stays on screen until the app commits).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <ShellApp />
      </BrowserRouter>
    </StrictMode>,
  );
});
