import type { Context } from 'hono';
import { canonicalEmail } from '@publisher/shared/server/ports/email';

/** Longer than any address can be: the route answers 400, counted against the address alone. */
const MAX_EMAIL_LENGTH = 254;

/**
 * The key an e-mail is limited under: trimmed, lower case, and without a `+tag`
 * (`Ada+1@Example.com` → `ada@example.com`), since most mail services deliver every tag to one
 * inbox and tags would otherwise multiply one person's allowance (decision 115). Only the key:
 * mail still goes to the address as typed. Null for no address.
 */
export function emailKey(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (!email || email.length > MAX_EMAIL_LENGTH) return null;
  // The one canonical key, shared with the teams' per-person rules (the trial, decision 142).
  return canonicalEmail(email);
}

/** The limit key of the e-mail in a JSON body (Hono keeps the body, so the route reads it again). */
export async function emailInBody(c: Context): Promise<string | null> {
  try {
    const body = JSON.parse(await c.req.text()) as { email?: unknown } | null;
    return typeof body?.email === 'string' ? emailKey(body.email) : null;
  } catch {
    // Not JSON: the route answers 400, which counts against the address.
    return null;
  }
}
