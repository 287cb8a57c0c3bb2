import type { CheckoutError } from './commerce-checkout';

/** A page's own words for a failed checkout (spec section 8), in its language. */
export interface CheckoutFailureWords {
  /** Failed to create checkout session */
  checkoutFailed: string;
  /** Purchase failed. Please try again. */
  purchaseFailed: string;
}

/** A CheckoutError, told by its shape: a page that loads the checkout code lazily need not load the class. */
const isCheckoutError = (error: unknown): error is CheckoutError =>
  error instanceof Error && error.name === 'CheckoutError' && 'failure' in error;

/**
 * Words a failed checkout as the spec does (section 8), for every team's buy button: the server's own
 * error text as given, Failed to create checkout session when no URL came back, Purchase failed. Please
 * try again. for anything else (network, exceptions, the checkout code not loading). The server words
 * its refusals in the site's language (English): a page in another language (`serverLanguage` false)
 * says its own Failed to create checkout session instead.
 */
export function checkoutFailureText(error: unknown, words: CheckoutFailureWords, serverLanguage: boolean): string {
  if (isCheckoutError(error)) {
    if (error.failure === 'server') return (serverLanguage ? error.serverMessage : null) ?? words.checkoutFailed;
    if (error.failure === 'no-url') return words.checkoutFailed;
  }
  return words.purchaseFailed;
}
