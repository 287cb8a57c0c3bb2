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

/** That inline script (allowed by its hash in the Content-Security-Policy). */
export const CONSENT_EARLY_SCRIPT = `try{localStorage.getItem(${JSON.stringify(CONSENT_KEY)})&&document.documentElement.classList.add(${JSON.stringify(CONSENT_DECIDED_CLASS)})}catch(e){}`;
