/** E-mails are compared trimmed and lower-cased (every record adapter, and the erased-account key). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * One person's key for per-person rules (limits, trials; decision 115, 142): trimmed, lower case,
 * without a `+tag` (`Ada+1@Example.com` → `ada@example.com`), since most mail services deliver
 * every tag to one inbox. Only a key: mail still goes to the address as typed; dots are not folded.
 */
export function canonicalEmail(raw: string): string {
  const email = normalizeEmail(raw);
  const at = email.lastIndexOf('@');
  const plus = email.indexOf('+');
  return at > 0 && plus > 0 && plus < at ? email.slice(0, plus) + email.slice(at) : email;
}
