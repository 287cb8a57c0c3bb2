import type { CheckoutLocale } from '@publisher/shared/contracts/functions';

/*
 * The language an order is in (issue 30, docs/decisions/134): a checkout started on an Italian
 * page is Italian from Stripe's page to the thank-you page and the order mail. Framework-free: the
 * checkout service, the mail and the pages read it.
 */

/** The languages an order can be in: English (the site's) unless the checkout said Italian. */
export type OrderLocale = CheckoutLocale;

/** The checkout metadata key holding an order's language, where the webhook and the sandbox's Pay find it. */
export const ORDER_LOCALE_KEY = 'locale';

/** The thank-you page of each language (the Italian one is commerce's `/it/thank-you`). */
export const THANK_YOU_PATH: Record<OrderLocale, string> = { en: '/thank-you', it: '/it/thank-you' };

/** The checkout-cancelled page of each language, where Stripe's (and the sandbox's) Cancel returns. */
export const CANCELLED_PATH: Record<OrderLocale, string> = { en: '/checkout-cancelled', it: '/it/checkout-cancelled' };

/** An order's language from its checkout metadata: Italian only when the checkout said so. */
export const orderLocale = (metadata: Readonly<Record<string, string>> | undefined): OrderLocale =>
  metadata?.[ORDER_LOCALE_KEY] === 'it' ? 'it' : 'en';

/**
 * What a checkout of that language adds to the provider's input: Stripe's `locale` and the
 * metadata. Nothing for English, so an English checkout is created exactly as before.
 */
export const checkoutLocale = (locale: OrderLocale | undefined): { locale?: 'it'; metadata: Record<string, string> } =>
  locale === 'it' ? { locale: 'it', metadata: { [ORDER_LOCALE_KEY]: 'it' } } : { metadata: {} };
