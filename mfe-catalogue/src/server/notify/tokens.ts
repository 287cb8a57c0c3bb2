import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '@publisher/shared/server/ports/record-store';
import type { SignedEnvelope } from '@publisher/shared/server/signed-envelope';

/*
 * The two links of "Get Notified" (decision 124), signed with ACCESS_TOKEN_SECRET under their own
 * labels (signed-envelope.ts), so neither is accepted as the other or as any other token:
 * - confirm: a random nonce and an expiry, signed; single use comes from the StateStore, where the
 *   pending sign-up sits under the token's SHA-256 (as sign-in links do, decision 102).
 * - unsubscribe: the address, signed, with no expiry: it must work from a mail read years later.
 */

const CONFIRM = 'c1';
const UNSUBSCRIBE = 'u1';

export interface NotifyTokens {
  confirm(expiresAt: number): string;
  /** The confirm token's expiry, or null when it is not one of ours (tampered, malformed) or has expired. */
  openConfirm(token: string, now: number): number | null;
  unsubscribe(email: string): string;
  /** The address an unsubscribe token names, or null when it is not one of ours. */
  openUnsubscribe(token: string): string | null;
}

/** The links, signed by `envelope` (the host's ACCESS_TOKEN_SECRET under each link's own label). */
export function notifyTokens(envelope: (label: string) => SignedEnvelope): NotifyTokens {
  // Made at first use: the endpoints are built before any link is signed.
  let seals: { confirm: SignedEnvelope; unsubscribe: SignedEnvelope } | undefined;
  const sealsNow = () =>
    (seals ??= { confirm: envelope('notify-confirm:'), unsubscribe: envelope('notify-unsubscribe:') });
  return {
    confirm: (expiresAt) =>
      sealsNow().confirm.seal(CONFIRM, { n: randomBytes(24).toString('base64url'), x: expiresAt }),
    openConfirm(token, now) {
      if (token.length > 512) return null;
      const opened = sealsNow().confirm.open(token, [CONFIRM]);
      if (!opened.ok || typeof opened.claims.x !== 'number' || typeof opened.claims.n !== 'string') return null;
      return opened.claims.x > now ? opened.claims.x : null;
    },
    unsubscribe: (email) => sealsNow().unsubscribe.seal(UNSUBSCRIBE, { e: normalizeEmail(email) }),
    openUnsubscribe(token) {
      if (token.length > 1024) return null;
      const opened = sealsNow().unsubscribe.open(token, [UNSUBSCRIBE]);
      return opened.ok && typeof opened.claims.e === 'string' ? opened.claims.e : null;
    },
  };
}
