/** Browser-storage keys and values for cookie consent (spec section 3, "Browser-local storage"). */
export const CONSENT_KEY = 'ashgrove-press:cookie-consent';
export type ConsentValue = 'accepted' | 'rejected';
export const LANG_KEY = 'lang';
export const LANG_VALUE = 'en';

/**
 * Class the page's first inline script (shared/build/src/consent-early.js) puts on <html> when a choice is already stored, so the
 * consent banner the server sends in the first HTML stays hidden for returning visitors until
 * the shell has started (the shell then removes the class and renders the banner itself).
 */
export const CONSENT_DECIDED_CLASS = 'consent-decided';

/** The attribute on the banner's Accept / Reject buttons naming the choice they make. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';

/** The attribute on the footer's "Cookie settings" button, which opens the banner again. */
export const CONSENT_REOPEN_ATTRIBUTE = 'data-consent-reopen';

/**
 * Put on <html> when the visitor opened the banner again from the first HTML's footer, before
 * the app had started, and has not chosen since: the app then starts with the banner open.
 */
export const CONSENT_REOPENED_ATTRIBUTE = 'data-consent-reopened';
