import { ConsentProvider } from '../consent/consent-context';
import { Header } from './header';
import { Footer } from './footer';

/** What the first paint shows while the site configuration loads: the site's chrome, no blank page. */
export function ShellFallback() {
  return (
    <ConsentProvider>
      <Header />
      <main id="main">
        <div className="remote-state" data-remote-state="loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          Loading…
        </div>
      </main>
      <Footer />
    </ConsentProvider>
  );
}
