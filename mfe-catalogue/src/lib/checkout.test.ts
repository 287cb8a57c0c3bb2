import { describe, expect, it } from 'vitest';
import { CheckoutError } from '@publisher/shared/domain/commerce-checkout';
import { ENGLISH } from '../i18n/english';
import { ITALIAN_STRINGS } from '../strings/it';
import { checkoutLanguage, checkoutMessage } from './checkout';

describe('checkoutMessage', () => {
  it('shows the server error as given', () => {
    expect(checkoutMessage(new CheckoutError('server', 'This edition is sold out.'), ENGLISH)).toBe(
      'This edition is sold out.',
    );
  });
  it('says the session failed when no URL came back or the server gave no text', () => {
    expect(checkoutMessage(new CheckoutError('no-url'), ENGLISH)).toBe('Failed to create checkout session');
    expect(checkoutMessage(new CheckoutError('server'), ENGLISH)).toBe('Failed to create checkout session');
  });
  it('asks to try again on a network failure or any other exception', () => {
    expect(checkoutMessage(new CheckoutError('network'), ENGLISH)).toBe('Purchase failed. Please try again.');
    expect(checkoutMessage(new TypeError('boom'), ENGLISH)).toBe('Purchase failed. Please try again.');
  });
});

// Issue 30 item 3: a checkout that fails on an Italian page says so in Italian.
describe('checkoutMessage on an Italian page', () => {
  const italian = { lang: 'it', s: ITALIAN_STRINGS };
  it('words every failure in Italian, the server’s English refusal too', () => {
    for (const error of [
      new CheckoutError('server', 'This book is not available in print at the moment.'),
      new CheckoutError('server'),
      new CheckoutError('no-url'),
    ]) {
      expect(checkoutMessage(error, italian)).toBe('Non è stato possibile avviare il pagamento');
    }
    expect(checkoutMessage(new CheckoutError('network'), italian)).toBe('Acquisto non riuscito. Riprova.');
    expect(checkoutMessage(new TypeError('boom'), italian)).toBe('Acquisto non riuscito. Riprova.');
  });
  it('asks for the Italian checkout from the Italian pages only', () => {
    expect(checkoutLanguage('it')).toEqual({ locale: 'it' });
    expect(checkoutLanguage(ENGLISH.lang)).toEqual({});
  });
});
