import { randomBytes, randomUUID } from 'node:crypto';
import { signedEnvelope } from './signed-envelope';

/**
 * The browser's subscriber identity: a signed (HMAC-SHA256, SESSION_SECRET), httpOnly,
 * SameSite=Lax cookie (decision 102). `email` is set only by opening a sign-in link sent to that
 * e-mail (proof of control); `subscription` only by completing that subscription's own checkout
 * in this browser — it grants that one subscription, never what else belongs to its e-mail, since
 * anyone can type any e-mail into a checkout. `guest` identifies a free-trial browser so its
 * projects are its own. Typing someone's e-mail into the dashboard proves nothing.
 */
export interface SubscriberIdentity {
  /** Lower-cased e-mail proven by a sign-in link, or null. */
  email: string | null;
  /** Id of the subscription whose checkout completed in this browser, or null. */
  subscription: string | null;
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
  const forwarded = request.forwardedProto
    ?.split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
    .pop();
  if (config.trustProxy && forwarded === 'https') return true;
  return config.siteUrl !== undefined && new URL(config.siteUrl).protocol === 'https:';
}

/** A signer over `secret` (at least 32 characters); `now` is injectable for tests. */
export function createSubscriberCookieSigner(secret: string, now: () => number = Date.now): SubscriberCookieSigner {
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters.');
  // The one envelope of the site's tokens, labelled so an access token can never pass as this cookie.
  const envelope = signedEnvelope(secret, 'subscriber:');
  return {
    sign(identity) {
      return envelope.seal('v2', { e: identity.email, s: identity.subscription, g: identity.guest, i: identity.iat });
    },
    verify(value) {
      // v1 payloads were signed without the version; v2 signs it, so a v1 body cannot pass as v2.
      const opened = envelope.open(value, ['v1', 'v2'], (version, payload) =>
        version === 'v1' ? payload : `${version}.${payload}`,
      );
      if (!opened.ok) return null;
      const { e, s, g, i } = opened.claims;
      if ((e !== null && typeof e !== 'string') || typeof g !== 'string' || typeof i !== 'number') return null;
      if (s !== undefined && s !== null && typeof s !== 'string') return null;
      if (now() - i > SUBSCRIBER_COOKIE_MAX_AGE_S * 1000) return null;
      // A v1 e-mail came from a checkout typed by anyone: it proves nothing, only the guest is kept.
      if (opened.version === 'v1') return { email: null, subscription: null, guest: g, iat: i };
      return { email: e, subscription: s ?? null, guest: g, iat: i };
    },
    guest: () => ({ email: null, subscription: null, guest: randomUUID(), iat: now() }),
  };
}

/** SESSION_SECRET, or a random one for this process (cookies then die with the process). */
export function resolveSessionSecret(configured: string | undefined, warn: (m: string) => void = console.warn): string {
  if (configured) return configured;
  warn('[api] SESSION_SECRET is not set: using a random secret, so subscriber cookies end when the server restarts.');
  return randomBytes(32).toString('hex');
}
