import * as Sentry from '@sentry/browser';
import type { Breadcrumb, ErrorEvent } from '@sentry/browser';
import { PAGE_VIEW_QUERY_ALLOW_LIST } from './page-view-url';
import { remoteSignal, setRemoteErrorReporter, type RemoteSignal } from '../federation/release-signals';

let started = false;

/** Imported dynamically, only after the visitor accepts, so nothing of it loads before. */
export function startErrorReporting(dsn: string): void {
  if (started) return;
  started = true;
  Sentry.init({
    dsn,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend: (event) => scrubEvent(withRemoteTags(event, remoteSignal({ pathname: window.location.pathname }))),
    beforeBreadcrumb: scrubBreadcrumb,
  });
  // A remote page's error boundary reports what it caught, tagged with that remote and its deploy.
  setRemoteErrorReporter((error, signal) => {
    Sentry.captureException(error, signal ? { tags: { ...signal } } : undefined);
  });
}

/**
 * Every report says which remote and which of its deploys it came from (docs/decisions/135): the
 * tags its boundary gave, else those of the page shown, so a canary's errors can be told apart.
 */
export function withRemoteTags(event: ErrorEvent, signal: RemoteSignal | null): ErrorEvent {
  if (!signal || event.tags?.remote) return event;
  return { ...event, tags: { ...event.tags, remote: signal.remote, version: signal.version } };
}

/*
 * An error report carries the page's URL, the Referer and breadcrumbs of navigations and
 * requests. On the success, portal and sign-in pages those hold purchase proofs and tokens in the
 * query, so every URL is cut to its path and the page-view allow-list (page-view-url.ts) before
 * anything leaves the browser.
 */

const BASE = 'http://relative.invalid';

/** `value` with only allow-listed query parameters and no fragment; relative URLs stay relative. */
export function scrubUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '';
  }
  const kept = new URLSearchParams();
  for (const [name, v] of url.searchParams) if (PAGE_VIEW_QUERY_ALLOW_LIST.includes(name)) kept.append(name, v);
  const query = kept.toString();
  const origin = url.origin === BASE ? '' : url.origin;
  return `${origin}${url.pathname}${query ? `?${query}` : ''}`;
}

export function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    if (event.request.url) event.request.url = scrubUrl(event.request.url);
    delete event.request.query_string;
    delete event.request.cookies;
    if (event.request.headers) {
      const {
        Referer: _referer,
        referer: _lower,
        Cookie: _cookie,
        cookie: _lowerCookie,
        ...headers
      } = event.request.headers;
      event.request.headers = headers;
    }
  }
  event.breadcrumbs = event.breadcrumbs?.map((crumb) => scrubBreadcrumb(crumb));
  return event;
}

export function scrubBreadcrumb(crumb: Breadcrumb): Breadcrumb {
  const data = crumb.data;
  if (!data) return crumb;
  const scrubbed: Record<string, unknown> = { ...data };
  for (const key of ['url', 'from', 'to'])
    if (typeof scrubbed[key] === 'string') scrubbed[key] = scrubUrl(scrubbed[key] as string);
  return { ...crumb, data: scrubbed };
}
