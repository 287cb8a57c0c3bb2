import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './header';
import { Footer } from './footer';
import { ConsentProvider } from '../consent/consent-context';
import { ConsentBanner } from '../consent/consent-banner';
import { ThirdParties } from '../consent/third-parties';
import { usePageMeta } from './page-meta';
import { ScrollRestoration } from './scroll-restoration';
import { usePrefetch } from '../federation/prefetch';
import { navigationShown } from './navigation-progress';
import { CHROME_LANG } from './chrome-lang';

/**
 * What follows the location (the head's meta, prefetching, the progress bar): a leaf, so a
 * navigation renders it and the page, not the chrome around them (header, footer, consent).
 */
function LocationEffects() {
  usePageMeta();
  usePrefetch();
  const { key } = useLocation();
  useEffect(() => navigationShown(key), [key]);
  return null;
}

/** The chrome around every page. It reads no location: a navigation re-renders only the leaves that do. */
export function Layout() {
  return (
    <ConsentProvider>
      <LocationEffects />
      <a className="skip-link" href="#main" lang={CHROME_LANG}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ConsentBanner />
      <ThirdParties />
      {/* New pages open at the top; Back and Forward return to where the visitor was. */}
      <ScrollRestoration />
    </ConsentProvider>
  );
}
