/*
 * "Get Notified" with double opt-in (docs/decisions/124): an e-mail asks for a mail when an item
 * goes live (or for every update); nothing but the confirmation mail goes to it until its owner
 * opens the link in that mail and confirms. No zod here: pages import these constants; the request
 * and response schemas are in notify-schema.ts (decision 085).
 */

/** What can go live and be asked about. Education courses are `course/year8`… */
export const NOTIFY_ITEM_KINDS = ['book', 'story', 'music', 'episode', 'course'] as const;
export type NotifyItemKind = (typeof NOTIFY_ITEM_KINDS)[number];

/** Every update, not one item (the home page's Subscribe for Updates). */
export const ALL_UPDATES = 'all';

/** `all`, or `<kind>/<slug>` with a slug of lower-case letters, digits and hyphens. */
export const NOTIFY_TOPIC = new RegExp(`^(${ALL_UPDATES}|(${NOTIFY_ITEM_KINDS.join('|')})/[a-z0-9-]{1,100})$`);

export const notifyTopic = (kind: NotifyItemKind, slug: string): string => `${kind}/${slug}`;

export const NOTIFY_MESSAGES = {
  sent: 'Almost done: we sent you an e-mail. Open the link in it to confirm.',
  unavailable: 'Sign-ups are not available right now. Please try again later.',
  unknownItem: 'There is nothing to be notified about at that address.',
  sendFailed: 'We could not send the e-mail just now. Please try again in a few minutes.',
} as const;

/**
 * GET /api/notify/confirm?token= shows a page with a Confirm button (a mail scanner's GET
 * records nothing); its POST records the consent. GET /api/notify/unsubscribe?token= shows a page
 * with an Unsubscribe button; a POST to the same URL (the button, or a mail provider's one-click
 * `List-Unsubscribe=One-Click`, RFC 8058) removes every consent of the address.
 */
export const NOTIFY_PATHS = {
  signUp: '/api/notify',
  confirm: '/api/notify/confirm',
  unsubscribe: '/api/notify/unsubscribe',
} as const;
