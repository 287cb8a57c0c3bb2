import { pageViewUrl } from './page-view-url';
import { remoteSignal } from '../federation/release-signals';

type Plausible = ((event: string, options?: Record<string, unknown>) => void) & { q?: unknown[] };

declare global {
  interface Window {
    plausible?: Plausible;
  }
}

const SCRIPT_ID = 'analytics-script';

/** Adds the analytics script (Plausible-compatible: it reads its site from data-domain). */
export function addAnalyticsScript(domain: string, src: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  // Queue events sent before the script has loaded, as the vendor's snippet does.
  window.plausible =
    window.plausible ??
    Object.assign((...args: unknown[]) => (window.plausible!.q = window.plausible!.q ?? []).push(args), {});
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.defer = true;
  script.src = src;
  script.dataset.domain = domain;
  document.head.append(script);
  sendPageView();
}

export function removeAnalyticsScript(): void {
  document.getElementById(SCRIPT_ID)?.remove();
  delete window.plausible;
}

/** Sends a page view with the path and allow-listed query only (see page-view-url.ts). */
export function sendPageView(): void {
  if (typeof window.plausible === 'function' && document.getElementById(SCRIPT_ID)) {
    // The page's remote and the deploy this tab loads it from (a canary's views can be told apart: decision 135).
    const signal = remoteSignal({ pathname: window.location.pathname });
    window.plausible('pageview', { u: pageViewUrl(window.location.href), ...(signal ? { props: { ...signal } } : {}) });
  }
}
