/** Browser-storage keys and values for cookie consent (spec section 3, "Browser-local storage"). */
export const CONSENT_KEY = 'ashgrove-press:cookie-consent';
export type ConsentValue = 'accepted' | 'rejected';
export const LANG_KEY = 'lang';
export const LANG_VALUE = 'en';
