import * as Sentry from '@sentry/browser';

let started = false;

/** Imported dynamically, only after the visitor accepts, so nothing of it loads before. */
export function startErrorReporting(dsn: string): void {
  if (started) return;
  started = true;
  Sentry.init({ dsn, sendDefaultPii: false, tracesSampleRate: 0 });
}
