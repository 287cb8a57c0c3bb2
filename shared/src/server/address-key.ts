import { createHash } from 'node:crypto';

/** Longer than any address can be (RFC 5321's path limit): no key, so the route's 400 is counted by client address alone. */
const MAX_EMAIL_LENGTH = 254;

/** Providers whose domains are one mailbox and which ignore dots in the local part (decision 140). */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The one key a person's address is counted under, by every per-e-mail limit and mail cap
 * (decisions 115 and 140): trimmed, lower case, without a `+tag` (`Ada+1@Example.com` →
 * `ada@example.com`), and folded where a provider delivers several spellings to one inbox
 * (`t.a.r.get@googlemail.com` → `target@gmail.com`). Only the key: mail goes to the address as
 * typed, and records keep their own trimmed, lower-cased address (`normalizeEmail`). Other
 * providers' rules (Yahoo's `-`, Proton's domains) are not folded: a hyphen or a domain may be
 * a different person there. Null for no address or an impossibly long one. Idempotent.
 */
export function canonicalEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (!email || email.length > MAX_EMAIL_LENGTH) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  // A leading + is the whole name, not a tag.
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    const undotted = local.replaceAll('.', '');
    // All dots (`...@gmail.com`) is no Gmail name: kept, so it never shares a key with an empty name.
    if (undotted) local = undotted;
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * The canonical address hashed, for keys in the shared state that must not hold an address
 * (a copy of the store then names nobody). Null for no address.
 */
export function canonicalEmailHash(raw: string): string | null {
  const key = canonicalEmail(raw);
  return key === null ? null : createHash('sha256').update(key).digest('hex');
}
