import { CheckoutError } from '@publisher/shared/domain/commerce-checkout';
import { BOOK_DETAIL } from '../strings/books';

/**
 * Words a failed checkout as the spec does (section 8): the server's own error text as given,
 * Failed to create checkout session when no URL came back, Purchase failed. Please try again.
 * for anything else (network, exceptions).
 */
export function checkoutMessage(error: unknown): string {
  if (error instanceof CheckoutError) {
    if (error.failure === 'server') return error.serverMessage ?? BOOK_DETAIL.checkoutFailed;
    if (error.failure === 'no-url') return BOOK_DETAIL.checkoutFailed;
  }
  return BOOK_DETAIL.purchaseFailed;
}
