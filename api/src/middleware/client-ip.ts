import type { Context } from 'hono';

interface PlatformEnv {
  /** Netlify Functions: hono/netlify passes the Netlify context, whose `ip` Netlify sets. */
  context?: { ip?: string };
  /** @hono/node-server: the Node request. */
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The caller's IP for rate limiting. X-Forwarded-For is read only with TRUST_PROXY (one proxy
 * in front that appends the client's address): otherwise any client could pick its own key.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  const env = (c.env ?? {}) as PlatformEnv;
  if (env.context?.ip) return env.context.ip;
  if (trustProxy) {
    const hops = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops?.length) return hops[hops.length - 1]!;
  }
  return env.incoming?.socket?.remoteAddress ?? 'unknown';
}
