/*
 * The quote request's field limits. Spec section 5 sets no bound but the browser's e-mail check;
 * these bound what one request stores and mails. No zod here (decision 085): the quote form gives
 * them to its inputs as maxLength, so nothing the form lets through is refused later, and
 * functions.ts checks the same figures. The message's (about 1,700 words) is stated beside it, since
 * a longer paste is cut.
 */
export const QUOTE_LIMITS = { name: 200, email: 254, message: 10_000 } as const;
