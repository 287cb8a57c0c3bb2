/**
 * Where the browser keeps the signed flipbook access token that verify-gumroad-purchase
 * returns. Commerce (the Collector's portal) saves it after a verified purchase; catalogue's
 * /read/full/:slug reads it and sends it to generate-flipbook-access, which decides.
 *
 * localStorage, not sessionStorage: a buyer often opens the reader in a new tab or comes
 * back the next day, and the token carries its own expiry (docs/decisions/040).
 * The token is a bearer credential for one book only, never a secret of ours.
 */
export const FLIPBOOK_ACCESS_KEY_PREFIX = 'ashgrove-press:flipbook:';

export interface FlipbookAccess {
  /** The signed accessToken exactly as the API returned it. */
  token: string;
  /** ISO timestamp after which the token is no longer worth sending. */
  expiresAt: string;
}

export const flipbookAccessKey = (slug: string): string => `${FLIPBOOK_ACCESS_KEY_PREFIX}${slug}`;

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Reading `localStorage` itself throws when the browser blocks storage.
    return undefined;
  }
}

/** Stores the token for one book. Returns false when storage is unavailable or the input is unusable. */
export function saveFlipbookAccess(
  slug: string,
  token: string,
  expiresAt: string,
  storage: Storage | undefined = defaultStorage(),
): boolean {
  if (!storage || !slug || !token || Number.isNaN(Date.parse(expiresAt))) return false;
  try {
    storage.setItem(flipbookAccessKey(slug), JSON.stringify({ token, expiresAt } satisfies FlipbookAccess));
    return true;
  } catch {
    return false;
  }
}

const isAccess = (v: unknown): v is FlipbookAccess => {
  const o = v as Record<string, unknown> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.token === 'string' &&
    o.token.length > 0 &&
    typeof o.expiresAt === 'string' &&
    !Number.isNaN(Date.parse(o.expiresAt))
  );
};

/**
 * The stored access for one book, or null when there is none, it is malformed, or it has
 * expired (an expired or malformed entry is removed so it is not sent again).
 */
export function readFlipbookAccess(
  slug: string,
  storage: Storage | undefined = defaultStorage(),
  now: Date = new Date(),
): FlipbookAccess | null {
  if (!storage || !slug) return null;
  try {
    const raw = storage.getItem(flipbookAccessKey(slug));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isAccess(parsed) && Date.parse(parsed.expiresAt) > now.getTime()) {
      return { token: parsed.token, expiresAt: parsed.expiresAt };
    }
    storage.removeItem(flipbookAccessKey(slug));
    return null;
  } catch {
    return null;
  }
}

/** Forgets the token for one book (e.g. after the server rejected it). */
export function clearFlipbookAccess(slug: string, storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(flipbookAccessKey(slug));
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
