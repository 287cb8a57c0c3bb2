import { isHttpError, type ApiError } from '@publisher/shared/api-client';

/*
 * The dashboard's return from a plan checkout: the success URL carries `?session_id=`, and the
 * dashboard completes the checkout with a POST (never the link itself, decision 118).
 */

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,200}$/;

/** The checkout session this URL returns from, or null when it names none (or a malformed one). */
export function checkoutSessionOf(params: URLSearchParams): string | null {
  const id = params.get('session_id')?.trim() ?? '';
  return SESSION_ID.test(id) ? id : null;
}

/**
 * What to show when completing failed. A refusal (4xx: another browser's checkout, an unknown or
 * old one) is final: its sentence is shown and the session id leaves the URL. No answer or a server
 * error may pass: the id stays, so a reload tries again.
 */
export function completionFailure(error: unknown, fallback: string): { message: string; final: boolean } {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) {
    return { message: (error as ApiError).serverMessage ?? fallback, final: true };
  }
  return { message: fallback, final: false };
}
