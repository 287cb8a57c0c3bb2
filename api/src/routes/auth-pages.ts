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
