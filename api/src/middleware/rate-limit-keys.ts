import type { Context } from 'hono';
import { canonicalEmail } from '@publisher/shared/server/address-key';

/**
 * The limit key of the e-mail in a JSON body: its canonical address (shared/src/server/address-key.ts,
 * decision 140). Hono keeps the body, so the route reads it again.
 */
export async function emailInBody(c: Context): Promise<string | null> {
  try {
    const body = JSON.parse(await c.req.text()) as { email?: unknown } | null;
    return typeof body?.email === 'string' ? canonicalEmail(body.email) : null;
  } catch {
    // Not JSON: the route answers 400, which counts against the address.
    return null;
  }
}
