import { ConsentProvider } from '../consent/consent-context';
import { ConsentBanner } from '../consent/consent-banner';
import { Header } from './header';
import { Footer } from './footer';
import { SERVER_OUTLET_ATTRIBUTE } from '@publisher/shared/server-render';
import { CHROME_LANG } from './chrome-lang';

/**
 * What the first paint shows while the site configuration loads: the site's chrome, no blank page
 * (the server writes the page it rendered into the outlet, docs/decisions/132), laid out as Layout
 * lays it out (skip link, main, footer, consent banner), so nothing moves when the app takes over. Prerendered into index.html with the banner open; an inline
 * script hides it there for a visitor who has already chosen (shared/build/src/consent-early.js).
 */
export function ShellFallback() {
  return (
    <ConsentProvider>
      <a className="skip-link" href="#main" lang={CHROME_LANG}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <div className="server-outlet" {...{ [SERVER_OUTLET_ATTRIBUTE]: '' }}>
          <div className="remote-state" data-remote-state="loading" role="status" aria-live="polite" lang={CHROME_LANG}>
            <span className="spinner" aria-hidden="true" />
            Loading…
          </div>
        </div>
      </main>
      <Footer />
      <ConsentBanner />
    </ConsentProvider>
  );
}
