/** Browser-storage keys and values for cookie consent (spec section 3, "Browser-local storage"). */
export const CONSENT_KEY = 'ashgrove-press:cookie-consent';
export type ConsentValue = 'accepted' | 'rejected';
export const LANG_KEY = 'lang';
export const LANG_VALUE = 'en';

/**
 * Class the page's first inline script puts on <html> when a choice is already stored, so the
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

/**
 * That inline script (allowed by its hash in the Content-Security-Policy). It also makes the
 * first HTML's banner and footer button work before the app has started: a choice made there is
 * stored and hides the banner, and the app starts with it; "Cookie settings" shows the banner
 * again, with focus on its first button. Once the app renders its own banner and footer, the
 * first HTML's ones (and these listeners with them) are gone.
 */
export const CONSENT_EARLY_SCRIPT = [
  `(function(){var k=${JSON.stringify(CONSENT_KEY)},c=${JSON.stringify(CONSENT_DECIDED_CLASS)},R=${JSON.stringify(CONSENT_REOPENED_ATTRIBUTE)},h=document.documentElement;`,
  'try{localStorage.getItem(k)&&h.classList.add(c)}catch(e){}',
  'document.addEventListener("DOMContentLoaded",function(){var b=document.querySelector(".consent-banner");',
  `b&&b.addEventListener("click",function(e){var t=e.target.closest("[${CONSENT_CHOICE_ATTRIBUTE}]");if(!t)return;`,
  `try{localStorage.setItem(k,t.getAttribute("${CONSENT_CHOICE_ATTRIBUTE}"))}catch(x){}h.removeAttribute(R);h.classList.add(c)});`,
  `var r=document.querySelector("[${CONSENT_REOPEN_ATTRIBUTE}]");r&&b&&r.addEventListener("click",function(){`,
  `h.setAttribute(R,"");h.classList.remove(c);var a=b.querySelector("[${CONSENT_CHOICE_ATTRIBUTE}]");a&&a.focus()})})})()`,
].join('');
