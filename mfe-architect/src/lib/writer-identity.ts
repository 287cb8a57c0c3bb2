/*
 * Who the dashboard is for: the spec keeps userEmail and userId in localStorage and makes a
 * guest id from the current time. The e-mail comes from an inline form instead of a prompt.
 * This is identification, not authentication: the API's signed cookie decides what is shown.
 */

export const IDENTITY_KEYS = { email: 'userEmail', userId: 'userId' } as const;

export interface WriterIdentity {
  email: string;
  userId: string;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
}

export const guestId = (now: number): string => `guest_${now}`;

/** The stored identity, or null when either half is missing or the e-mail is not one. */
export function readIdentity(store: KeyValueStore): WriterIdentity | null {
  try {
    const email = store.getItem(IDENTITY_KEYS.email);
    const userId = store.getItem(IDENTITY_KEYS.userId);
    return email && userId && isEmail(email) ? { email, userId } : null;
  } catch {
    // Storage can be switched off; the dashboard then asks every visit.
    return null;
  }
}

/**
 * Stores the e-mail. The same e-mail keeps its guest id (its free-trial project stays
 * reachable); a different e-mail is a different writer and gets a new one.
 */
export function saveIdentity(store: KeyValueStore, rawEmail: string, now: number = Date.now()): WriterIdentity {
  const email = rawEmail.trim().toLowerCase();
  const previous = readIdentity(store);
  const userId = previous && previous.email === email ? previous.userId : guestId(now);
  try {
    store.setItem(IDENTITY_KEYS.email, email);
    store.setItem(IDENTITY_KEYS.userId, userId);
  } catch {
    // Not persisted; the identity still works for this page view.
  }
  return { email, userId };
}

export function clearIdentity(store: KeyValueStore): void {
  try {
    store.removeItem(IDENTITY_KEYS.email);
    store.removeItem(IDENTITY_KEYS.userId);
  } catch {
    // Nothing to clear.
  }
}
