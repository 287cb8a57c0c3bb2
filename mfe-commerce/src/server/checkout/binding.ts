import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * A subscription checkout completes only in the browser that started it (decision 118). Creating
 * it gives the browser a random nonce in an httpOnly cookie and writes the nonce's SHA-256 into the
 * checkout's metadata (Stripe's session, or the sandbox's); completing it needs the same nonce. A
 * success URL sent to someone else (the Lax cookie rides along on a top-level visit) then finds no
 * nonce, or another one, and changes nothing of theirs.
 */

/** The nonce cookie: httpOnly, SameSite=Lax, on `/` so a second click of the same browser reuses it. */
export const CHECKOUT_NONCE_COOKIE = 'ap_checkout';
/** As long as a checkout may be completed (services/checkout-complete.ts). */
export const CHECKOUT_NONCE_MAX_AGE_S = 24 * 60 * 60;
/** The metadata key of the nonce's hash. */
export const BROWSER_BINDING_KEY = 'browser';

const NONCE = /^[A-Za-z0-9_-]{43}$/;

/** The browser's nonce when it holds a well-formed one (a retried click keeps its checkout), else a new one. */
export const checkoutNonce = (held: string | undefined): string =>
  held && NONCE.test(held) ? held : randomBytes(32).toString('base64url');

/** What a checkout keeps of the nonce: its hash, so the metadata alone completes nothing. */
export const browserBinding = (nonce: string): string => createHash('sha256').update(nonce).digest('hex');

/** True when `nonce` is the one whose hash the checkout was created with. */
export function sameBrowser(binding: string | undefined, nonce: string | undefined): boolean {
  if (!binding || !nonce || !NONCE.test(nonce)) return false;
  const expected = Buffer.from(binding);
  const actual = Buffer.from(browserBinding(nonce));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
