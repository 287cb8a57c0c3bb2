import * as z from 'zod/mini';

/*
 * E-mail sign-in (docs/decisions/102): proof of control of an e-mail address by a one-time link.
 * Only a proven e-mail (or the browser that completed a subscription's own checkout) sees a plan.
 */

/** Where a redeemed link lands: the dashboard (the default) or the library (decision 121). Never a free URL. */
export const SIGN_IN_DESTINATIONS = ['/architect-method/dashboard', '/library'] as const;
export type SignInDestination = (typeof SIGN_IN_DESTINATIONS)[number];

/** POST /api/auth/sign-in { email, next? } → 200 { message } (the same whether or not the e-mail is known) | 429 | 503 { error } */
export const signInRequestSchema = z.object({
  email: z.string().check(z.trim(), z.email(), z.maxLength(254)),
  next: z.optional(z.enum(SIGN_IN_DESTINATIONS)),
});
export const signInResponseSchema = z.object({ message: z.string() });

/** GET /api/auth/session → { email }: the e-mail this browser has proven, or null. */
export const sessionResponseSchema = z.object({ email: z.nullable(z.string()) });

/**
 * GET /api/auth/verify?token= shows a confirmation page (a link scanner's GET uses nothing up);
 * POST /api/auth/verify (form field token) redeems the link and sets the subscriber cookie.
 * POST /api/auth/sign-out → { signedOut: true }: this browser forgets the proven e-mail.
 */
export const signOutResponseSchema = z.object({ signedOut: z.literal(true) });

export const AUTH_PATHS = {
  signIn: '/api/auth/sign-in',
  verify: '/api/auth/verify',
  session: '/api/auth/session',
  signOut: '/api/auth/sign-out',
} as const;
