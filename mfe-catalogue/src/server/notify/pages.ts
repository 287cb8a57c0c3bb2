/* The pages the "Get Notified" links open (decision 124): plain HTML, no script, readable on their own. */

import { escapeHtml as escape, plainPage } from '@publisher/shared/server/http/plain-page';

export const NOTIFY_PAGES = {
  confirmTitle: 'Confirm your e-mail updates',
  confirmBody: (email: string, what: string) => `Send e-mail to ${email} about: ${what}?`,
  confirmButton: 'Confirm',
  confirmedTitle: 'You are signed up',
  confirmedBody: (email: string, what: string, date: string) =>
    `Thank you. We will e-mail ${email} about: ${what}. We recorded your consent on ${date}.`,
  confirmedStop: 'Every e-mail we send has an unsubscribe link. Changed your mind already?',
  refusedTitle: 'This confirmation link no longer works',
  refusedBody:
    'Confirmation links work once, within 48 hours. This one has been used already, has expired or is not complete. If you confirmed already, you are signed up.',
  unsubscribeTitle: 'Unsubscribe from e-mail updates',
  unsubscribeBody: (email: string) => `Stop every e-mail update from Ashgrove Press to ${email}?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedBody: (email: string) =>
    `We will send no more updates to ${email}, and we deleted your sign-ups. You can sign up again on any page with Get Notified.`,
  badLinkTitle: 'This unsubscribe link is not complete',
  badLinkBody: 'Please use the whole link from the e-mail, or write to us and we will remove your address.',
  confirmFailedTitle: 'We could not confirm your sign-up just now',
  confirmFailedBody: 'Your link still works. Please press Confirm again in a minute.',
  unsubscribeFailedTitle: 'We could not unsubscribe you just now',
  unsubscribeFailedBody:
    'Your link still works. Please press Unsubscribe again in a minute, or write to us and we will remove your address.',
  home: 'Back to Ashgrove Press',
} as const;

const s = NOTIFY_PAGES;
const page = (title: string, body: string) => plainPage(`${title} · Ashgrove Press`, `<main>\n${body}\n</main>`);
const home = `<p><a href="/">${escape(s.home)}</a></p>`;

/** A page with one button that posts to `action` (the link's own address). */
const buttonPage = (title: string, body: string, action: string, button: string, after = '') =>
  page(
    title,
    `<h1>${escape(title)}</h1>
<p>${escape(body)}</p>
<form method="post" action="${escape(action)}">
<button type="submit">${escape(button)}</button>
</form>${after}`,
  );

export const confirmPage = (action: string, email: string, what: string) =>
  buttonPage(s.confirmTitle, s.confirmBody(email, what), action, s.confirmButton);

export const confirmedPage = (email: string, what: string, date: string, unsubscribe: string) =>
  page(
    s.confirmedTitle,
    `<h1>${escape(s.confirmedTitle)}</h1>
<p>${escape(s.confirmedBody(email, what, date))}</p>
<p>${escape(s.confirmedStop)} <a href="${escape(unsubscribe)}">${escape(s.unsubscribeButton)}</a></p>
${home}`,
  );

export const confirmRefusedPage = () =>
  page(s.refusedTitle, `<h1>${escape(s.refusedTitle)}</h1>\n<p>${escape(s.refusedBody)}</p>\n${home}`);

export const unsubscribePage = (action: string, email: string) =>
  buttonPage(s.unsubscribeTitle, s.unsubscribeBody(email), action, s.unsubscribeButton);

export const unsubscribedPage = (email: string) =>
  page(
    s.unsubscribedTitle,
    `<h1>${escape(s.unsubscribedTitle)}</h1>\n<p>${escape(s.unsubscribedBody(email))}</p>\n${home}`,
  );

export const badUnsubscribePage = () =>
  page(s.badLinkTitle, `<h1>${escape(s.badLinkTitle)}</h1>\n<p>${escape(s.badLinkBody)}</p>\n${home}`);

/** The consent was not stored (a store fault, or the link in use by another click): the link still works (decision 140). */
export const confirmFailedPage = (action: string) =>
  buttonPage(s.confirmFailedTitle, s.confirmFailedBody, action, s.confirmButton, `\n${home}`);

/** The consents were not removed: the link still works. */
export const unsubscribeFailedPage = (action: string) =>
  buttonPage(s.unsubscribeFailedTitle, s.unsubscribeFailedBody, action, s.unsubscribeButton, `\n${home}`);
