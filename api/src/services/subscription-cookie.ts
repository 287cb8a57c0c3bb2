import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The browser's subscriber identity: a signed (HMAC-SHA256, SESSION_SECRET), httpOnly,
 * SameSite=Lax cookie. `email` is set only when a checkout for that e-mail completed in this
 * browser (sandbox Pay, or Stripe's success redirect); `guest` identifies a free-trial browser
 * so its projects are its own. Typing someone's e-mail into the dashboard proves nothing.
 */
export interface SubscriberIdentity {
  /** Lower-cased e-mail proven by a completed checkout, or null. */
  email: string | null;
  guest: string;
  /** Issued at, milliseconds since the epoch. */
  iat: number;
}

export const SUBSCRIBER_COOKIE = 'ap_subscriber';
/** 180 days: long enough to cover the subscription's life on one browser, renewed on each checkout. */
export const SUBSCRIBER_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

export interface SubscriberCookieSigner {
  sign(identity: SubscriberIdentity): string;
  /** The identity, or null for a missing, tampered, malformed or expired value. */
  verify(value: string | undefined): SubscriberIdentity | null;
  /** A fresh guest identity (no proven e-mail). */
  guest(): SubscriberIdentity;
}

/**
 * Whether the subscriber cookie gets `Secure`. Behind a TLS-terminating proxy Node itself sees
 * http, so the request URL alone would never say https: a trusted proxy's X-Forwarded-Proto
 * (the last value, the one our proxy added) counts too, and an https SITE_URL means visitors
 * only ever reach the site over https. Without TRUST_PROXY the header is anyone's to type.
 */
export function subscriberCookieIsSecure(
  request: { url: string; forwardedProto?: string | undefined },
  config: { trustProxy?: boolean | undefined; siteUrl?: string | undefined },
): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const forwarded = request.forwardedProto?.split(',').map((p) => p.trim().toLowerCase()).filter(Boolean).pop();
  if (config.trustProxy && forwarded === 'https') return true;
  return config.siteUrl !== undefined && new URL(config.siteUrl).protocol === 'https:';
}

const b64 = (v: Buffer | string) => Buffer.from(v).toString('base64url');

/** A signer over `secret` (at least 32 characters); `now` is injectable for tests. */
export function createSubscriberCookieSigner(secret: string, now: () => number = Date.now): SubscriberCookieSigner {
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters.');
  const mac = (data: string) => createHmac('sha256', secret).update(`subscriber:${data}`).digest();
  return {
    sign(identity) {
      const payload = b64(JSON.stringify({ e: identity.email, g: identity.guest, i: identity.iat }));
      return `v1.${payload}.${b64(mac(payload))}`;
    },
    verify(value) {
      const parts = value?.split('.') ?? [];
      if (parts.length !== 3 || parts[0] !== 'v1') return null;
      const given = Buffer.from(parts[2]!, 'base64url');
      const wanted = mac(parts[1]!);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
      try {
        const raw = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
        const { e, g, i } = raw;
        if ((e !== null && typeof e !== 'string') || typeof g !== 'string' || typeof i !== 'number') return null;
        if (now() - i > SUBSCRIBER_COOKIE_MAX_AGE_S * 1000) return null;
        return { email: e, guest: g, iat: i };
      } catch {
        return null;
      }
    },
    guest: () => ({ email: null, guest: randomUUID(), iat: now() }),
  };
}

/** SESSION_SECRET, or a random one for this process (cookies then die with the process). */
export function resolveSessionSecret(configured: string | undefined, warn: (m: string) => void = console.warn): string {
  if (configured) return configured;
  warn('[api] SESSION_SECRET is not set: using a random secret, so subscriber cookies end when the server restarts.');
  return randomBytes(32).toString('hex');
}
