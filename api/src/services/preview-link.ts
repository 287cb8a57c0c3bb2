import { signedEnvelope } from '@publisher/shared/server/signed-envelope';

/*
 * Signed, expiring preview links (decision 123): `<path>?preview=<token>`, the token an envelope
 * (signed-envelope.ts, label "preview:") over the page's path and its expiry, signed with
 * PREVIEW_SECRET. A token opens that one path until it expires; any other path, a later time or
 * a changed character is refused. Outside production an unset secret falls back to a fixed
 * development one (so `preview-link` and the local server agree); production without it has no previews.
 */

/** The query parameter that carries the token. */
export const PREVIEW_PARAM = 'preview';
/** Used only outside production when PREVIEW_SECRET is unset. */
export const DEVELOPMENT_PREVIEW_SECRET = 'development-preview-secret-not-for-production-use';
const VERSION = 'p1';
const MAX_HOURS = 24 * 30;

export type PreviewCheck =
  { ok: true; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' | 'other-path' };

/** The secret previews are signed with, or null where previews are off. */
export function previewSecret(configured: string | undefined, production: boolean): string | null {
  return configured ?? (production ? null : DEVELOPMENT_PREVIEW_SECRET);
}

/** A token for `path` valid until `expiresAt` (epoch ms). */
export function signPreview(secret: string, path: string, expiresAt: number): string {
  return signedEnvelope(secret, 'preview:').seal(VERSION, { p: path, e: Math.floor(expiresAt / 1000) });
}

/** Whether `token` opens `path` at `now`. */
export function checkPreview(secret: string, path: string, token: string | undefined, now: number): PreviewCheck {
  const opened = signedEnvelope(secret, 'preview:').open(token, [VERSION]);
  if (!opened.ok) return { ok: false, reason: 'invalid' };
  const { p, e } = opened.claims;
  if (typeof p !== 'string' || typeof e !== 'number') return { ok: false, reason: 'invalid' };
  if (p !== path) return { ok: false, reason: 'other-path' };
  if (e * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: e * 1000 };
}

/** The full preview URL of a page (`path` with or without its query), valid `hours` from `now`. */
export function previewUrl(siteUrl: string, path: string, secret: string, hours: number, now: number): string {
  if (!path.startsWith('/')) throw new Error('The path must start with "/", e.g. /books/the-harbour-ledger');
  if (!(hours > 0 && hours <= MAX_HOURS)) throw new Error(`Hours must be between 0 and ${MAX_HOURS}.`);
  const url = new URL(path, siteUrl);
  url.searchParams.set(PREVIEW_PARAM, signPreview(secret, url.pathname, now + hours * 3_600_000));
  return url.toString();
}
