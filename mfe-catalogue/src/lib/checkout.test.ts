import { describe, expect, it } from 'vitest';
import { CheckoutError } from '@publisher/shared/domain/commerce-checkout';
import { checkoutMessage } from './checkout';

describe('checkoutMessage', () => {
  it('shows the server error as given', () => {
    expect(checkoutMessage(new CheckoutError('server', 'This edition is sold out.'))).toBe('This edition is sold out.');
  });
  it('says the session failed when no URL came back or the server gave no text', () => {
    expect(checkoutMessage(new CheckoutError('no-url'))).toBe('Failed to create checkout session');
    expect(checkoutMessage(new CheckoutError('server'))).toBe('Failed to create checkout session');
  });
  it('asks to try again on a network failure or any other exception', () => {
    expect(checkoutMessage(new CheckoutError('network'))).toBe('Purchase failed. Please try again.');
    expect(checkoutMessage(new TypeError('boom'))).toBe('Purchase failed. Please try again.');
  });
});
