import { checkoutFailureText } from '@publisher/shared/domain/checkout-failure';
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

/** A failed checkout in the page's words (spec section 8): the server's own text on the site's language's pages only. */
export const checkoutMessage = (error: unknown, { lang, s }: Pick<Locale, 'lang' | 's'>): string =>
  checkoutFailureText(error, s.BOOK_DETAIL, lang === SITE_LANG);
