import type * as Checkout from '@publisher/shared/domain/commerce-checkout';
import { ITALIAN, SITE_LANG } from '../i18n/editions';
import type { Locale } from '../i18n/locale';

/*
 * The book page's checkout (create-checkout for the flipbook; the paperback's is commerce's buy box,
 * decision 136), loaded when a reader reaches for a buy button (pointer, focus or touch: `prepare`)
 * and at the latest when they press it. The page itself does not carry the checkout code and the
 * contracts it checks bodies with (every function's zod schema), which most readers never use.
 */
type CheckoutModule = typeof Checkout;
let loading: Promise<CheckoutModule> | undefined;

function checkoutModule(): Promise<CheckoutModule> {
  loading ??= import('@publisher/shared/domain/commerce-checkout').catch((error: unknown) => {
    loading = undefined; // the next press tries again
    throw error;
  });
  return loading;
}

/** Starts loading the checkout code (a buy button is about to be pressed). */
function prepareCheckout(): void {
  checkoutModule().catch(() => undefined);
}

/** A buy button's handlers for a reader reaching for it: pointer, keyboard focus or touch. */
export const reachForCheckout = {
  onPointerEnter: prepareCheckout,
  onFocus: prepareCheckout,
  onTouchStart: prepareCheckout,
} as const;

type BookCheckout = Parameters<CheckoutModule['createBookCheckout']>[0];

/**
 * What a checkout request says of the page's language (issue 30): `locale: 'it'` from the Italian
 * edition's pages, so Stripe, the thank-you page and the order mail speak Italian; nothing from the
 * English pages, whose requests stay as they were.
 */
export const checkoutLanguage = (lang: string): { locale?: 'it' } => (lang === ITALIAN ? { locale: 'it' } : {});

/** The checkout URL of the book's flipbook. Throws a CheckoutError, or the loading failure. */
export const createBookCheckout = async (body: BookCheckout): Promise<string> =>
  (await checkoutModule()).createBookCheckout(body);

/** A CheckoutError, told by its shape: this module does not load the class to check it. */
const isCheckoutError = (error: unknown): error is Checkout.CheckoutError =>
  error instanceof Error && error.name === 'CheckoutError' && 'failure' in error;

/**
 * Words a failed checkout as the spec does (section 8), in the page's language (`useLocale()`):
 * the server's own error text as given, Failed to create checkout session when no URL came back,
 * Purchase failed. Please try again. for anything else (network, exceptions, the checkout code not
 * loading). The server words its refusals in the site's language (English): a page in another
 * language (the Italian edition, issue 30) says its own Failed to create checkout session instead.
 */
export function checkoutMessage(error: unknown, { lang, s }: Pick<Locale, 'lang' | 's'>): string {
  const { checkoutFailed, purchaseFailed } = s.BOOK_DETAIL;
  if (isCheckoutError(error)) {
    if (error.failure === 'server') return (lang === SITE_LANG ? error.serverMessage : null) ?? checkoutFailed;
    if (error.failure === 'no-url') return checkoutFailed;
  }
  return purchaseFailed;
}
