/* The page a refused sign-in link shows: plain HTML, no script, readable on its own. */

import { escapeHtml as escape, plainPage } from '@publisher/shared/server/http/plain-page';

export const LINK_REFUSED = {
  title: 'This sign-in link no longer works',
  body: 'Sign-in links work once, within 15 minutes. This one has been used already or has expired.',
  again: 'Ask for a new link on your dashboard',
} as const;

export function linkRefusedPage(dashboardUrl: string): string {
  return plainPage(
    `${LINK_REFUSED.title} · Ashgrove Press`,
    `<main>
<h1>${escape(LINK_REFUSED.title)}</h1>
<p>${escape(LINK_REFUSED.body)}</p>
<p><a href="${escape(dashboardUrl)}">${escape(LINK_REFUSED.again)}</a></p>
</main>`,
  );
}

export const LINK_CONFIRM = {
  title: "Sign in to The Architect's Method",
  body: (email: string) => `You asked for a link to see your plan and projects as ${email} on this browser.`,
  libraryTitle: 'Sign in to your Ashgrove Press library',
  libraryBody: (email: string) =>
    `You asked for a link to see everything you bought, your plans and your data as ${email} on this browser.`,
  button: 'Sign In',
  notYou: 'If you did not ask for it, close this page: nothing changes.',
  /** Whichever page the link leads to, the other is one click away once signed in. */
  alsoLibrary: 'Once signed in, your library lists everything you bought:',
  alsoDashboard: 'Once signed in, your writing projects are on the dashboard:',
} as const;

/**
 * The page the e-mailed link opens. A GET changes nothing (mail scanners and link previews open
 * links too); the button's POST redeems the link, once.
 */
export function linkConfirmPage(
  action: string,
  token: string,
  email: string,
  next = '/architect-method/dashboard',
): string {
  const library = next === '/library';
  const title = library ? LINK_CONFIRM.libraryTitle : LINK_CONFIRM.title;
  const other = library
    ? `${escape(LINK_CONFIRM.alsoDashboard)} <a href="/architect-method/dashboard">/architect-method/dashboard</a>`
    : `${escape(LINK_CONFIRM.alsoLibrary)} <a href="/library">/library</a>`;
  return plainPage(
    `${title} · Ashgrove Press`,
    `<main>
<h1>${escape(title)}</h1>
<p>${escape(library ? LINK_CONFIRM.libraryBody(email) : LINK_CONFIRM.body(email))}</p>
<form method="post" action="${escape(action)}">
<input type="hidden" name="token" value="${escape(token)}">
<button type="submit">${escape(LINK_CONFIRM.button)}</button>
</form>
<p>${other}</p>
<p>${escape(LINK_CONFIRM.notYou)}</p>
</main>`,
  );
}

export const LINK_FAILED = {
  title: 'We could not sign you in just now',
  body: 'Your link still works. Please press Sign In again in a minute.',
} as const;

/**
 * A redeemed link whose sign-in could not be stored (a store fault, or the link in use by another
 * click): nothing is spent (decision 140), so the page offers the same button again.
 */
export function linkFailedPage(action: string, token: string): string {
  return plainPage(
    `${LINK_FAILED.title} · Ashgrove Press`,
    `<main>
<h1>${escape(LINK_FAILED.title)}</h1>
<p>${escape(LINK_FAILED.body)}</p>
<form method="post" action="${escape(action)}">
<input type="hidden" name="token" value="${escape(token)}">
<button type="submit">${escape(LINK_CONFIRM.button)}</button>
</form>
</main>`,
  );
}
