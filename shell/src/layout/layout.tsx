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

export function Layout() {
  usePageMeta();
  usePrefetch();
  const { key } = useLocation();
  useEffect(() => navigationShown(key), [key]);
  return (
    <ConsentProvider>
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
