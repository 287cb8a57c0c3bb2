/* The page a refused sign-in link shows: plain HTML, no script, readable on its own. */

import { escapeHtml as escape, plainPage } from '../site/plain-page';

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
  button: 'Sign In',
  notYou: 'If you did not ask for it, close this page: nothing changes.',
} as const;

/**
 * The page the e-mailed link opens. A GET changes nothing (mail scanners and link previews open
 * links too); the button's POST redeems the link, once.
 */
export function linkConfirmPage(action: string, token: string, email: string): string {
  return plainPage(
    `${LINK_CONFIRM.title} · Ashgrove Press`,
    `<main>
<h1>${escape(LINK_CONFIRM.title)}</h1>
<p>${escape(LINK_CONFIRM.body(email))}</p>
<form method="post" action="${escape(action)}">
<input type="hidden" name="token" value="${escape(token)}">
<button type="submit">${escape(LINK_CONFIRM.button)}</button>
</form>
<p>${escape(LINK_CONFIRM.notYou)}</p>
</main>`,
  );
}
