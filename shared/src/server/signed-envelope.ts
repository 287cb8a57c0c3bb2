import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The one signing mechanism of the site's own tokens (issue 16, decision 109): JSON claims in a
 * `<version>.<base64url JSON>.<base64url HMAC-SHA256>` envelope. Access tokens (tokens.ts) and the
 * subscriber cookie (subscription-cookie.ts) both use it, each with its own secret and label, so a
 * value made for one is never accepted by the other.
 */

const b64 = (v: Buffer | string) => Buffer.from(v).toString('base64url');

export type Opened =
  | { ok: true; version: string; claims: Record<string, unknown> }
  /** `signature`: not signed with this secret and label (or tampered); `malformed`: not an envelope of these versions. */
  | { ok: false; reason: 'malformed' | 'signature' };

export interface SignedEnvelope {
  seal(version: string, claims: Record<string, unknown>): string;
  /**
   * The claims of a value signed with this secret and label in one of `versions`, or why not. `signedPart` says what a version signed: by default
   * `<version>.<payload>`; the subscriber cookie's first version signed the payload alone.
   */
  open(
    value: string | undefined,
    versions: readonly string[],
    signedPart?: (version: string, payload: string) => string,
  ): Opened;
}

export function signedEnvelope(secret: string, label = ''): SignedEnvelope {
  const mac = (data: string) => createHmac('sha256', secret).update(`${label}${data}`).digest();
  return {
    seal(version, claims) {
      const signed = `${version}.${b64(JSON.stringify(claims))}`;
      return `${signed}.${b64(mac(signed))}`;
    },
    open(value, versions, signedPart = (version, payload) => `${version}.${payload}`) {
      const parts = value?.split('.') ?? [];
      if (parts.length !== 3 || !versions.includes(parts[0]!)) return { ok: false, reason: 'malformed' };
      const [version, payload, signature] = parts as [string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const wanted = mac(signedPart(version, payload));
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: 'signature' };
      try {
        const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
          ? { ok: true, version, claims: claims as Record<string, unknown> }
          : { ok: false, reason: 'malformed' };
      } catch {
        return { ok: false, reason: 'malformed' };
      }
    },
  };
}
