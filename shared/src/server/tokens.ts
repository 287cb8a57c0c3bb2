import { randomBytes } from 'node:crypto';
import { signedEnvelope } from '@publisher/shared/server/signed-envelope';

/**
 * Signed, expiring tokens (HMAC-SHA256 with a server secret). Three kinds share one format so
 * one verifier checks them all, and the kind is part of what is signed: a token of one kind is
 * never accepted where another is expected.
 * - `collectors`: given after a verified Collector's Edition purchase; proves access to a book.
 * - `full-flipbook`: given to a full-flipbook buyer (decision 103); proves access to that book's full edition only.
 * - `flipbook-url`: short-lived, in a flipbook page URL (`?t=`).
 * - `flipbook-session`: the httpOnly cookie a flipbook page sets so its images and audio load.
 */
export type TokenKind = 'collectors' | 'full-flipbook' | 'flipbook-url' | 'flipbook-session';

const HOUR = 60 * 60 * 1000;
/** A full-flipbook buyer's reading token: a month, then one more proof from My Purchases. */
export const FULL_FLIPBOOK_ACCESS_MS = 30 * 24 * HOUR;
/** A flipbook page URL (`?t=`) must be opened within this time. */
export const FLIPBOOK_URL_MS = 10 * 60 * 1000;
/** The cookie a flipbook page sets so its images and audio load; a reload after it re-verifies. */
export const FLIPBOOK_SESSION_MS = 2 * HOUR;

export interface TokenClaims {
  kind: TokenKind;
  /** The book (collectors) or flipbook folder (flipbook-*) the token is for. */
  subject: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
  /**
   * The order whose sale the token stands on (full-flipbook tokens and the flipbook URL and
   * session tokens made from them): checked at every use, so a refund or dispute ends the access
   * (decision 117). Absent on tokens that stand on no order of ours (the Collector's Edition).
   */
  order?: string;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'kind' | 'subject' };

export interface TokenSigner {
  sign(kind: TokenKind, subject: string, ttlMs: number, order?: string): { token: string; expiresAt: Date };
  verify(token: string, expected: { kind: TokenKind; subject?: string }): TokenCheck;
}

const VERSION = 'v1';

/** A signer over `secret`; `now` is injectable so tests can move time. */
export function createTokenSigner(secret: string, now: () => number = Date.now): TokenSigner {
  if (secret.length < 32) throw new Error('ACCESS_TOKEN_SECRET must be at least 32 characters.');
  const envelope = signedEnvelope(secret);
  return {
    sign(kind, subject, ttlMs, order) {
      const exp = now() + ttlMs;
      const claims = { k: kind, s: subject, e: exp, ...(order === undefined ? {} : { o: order }) };
      return { token: envelope.seal(VERSION, claims), expiresAt: new Date(exp) };
    },
    verify(token, expected) {
      const opened = envelope.open(token, [VERSION]);
      if (!opened.ok) return opened;
      const raw = opened.claims;
      if (typeof raw.k !== 'string' || typeof raw.s !== 'string' || typeof raw.e !== 'number')
        return { ok: false, reason: 'malformed' };
      if (raw.o !== undefined && typeof raw.o !== 'string') return { ok: false, reason: 'malformed' };
      const claims: TokenClaims = {
        kind: raw.k as TokenKind,
        subject: raw.s,
        exp: raw.e,
        ...(typeof raw.o === 'string' ? { order: raw.o } : {}),
      };
      if (claims.kind !== expected.kind) return { ok: false, reason: 'kind' };
      if (expected.subject !== undefined && claims.subject !== expected.subject)
        return { ok: false, reason: 'subject' };
      if (claims.exp <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, claims };
    },
  };
}

/**
 * The configured secret, or a random one for this process with a warning: tokens then stop
 * working on restart and differ between instances (fine offline, wrong on Netlify).
 */
export function resolveTokenSecret(configured: string | undefined, warn: (m: string) => void = console.warn): string {
  if (configured) return configured;
  warn(
    '[api] ACCESS_TOKEN_SECRET is not set: using a random secret for this process. Access tokens will not survive a restart.',
  );
  return randomBytes(32).toString('hex');
}
