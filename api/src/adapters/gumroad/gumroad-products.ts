import { PER_BOOK_PRODUCTS, type VerifiableProduct } from '@publisher/shared/server/ports/purchase-verifier';

/** One Gumroad product (its id or permalink) and the book it sells, for products sold per book. */
export interface GumroadProductRef {
  ref: string;
  bookSlug: string | null;
}

/** The Gumroad products of each of our products, from GUMROAD_PRODUCT_* (comma-separated lists). */
export type GumroadProductIds = Record<VerifiableProduct, readonly GumroadProductRef[]>;

export interface GumroadProductEnv {
  /** Per book: `<book-slug>:<product id or permalink>`, e.g. `crownless:QMGY5Cvnpa6y3pvqTGTd6Q==`. */
  GUMROAD_PRODUCT_COLLECTORS?: string | undefined;
  GUMROAD_PRODUCT_COVER_CREATOR?: string | undefined;
  GUMROAD_PRODUCT_SOUND_CRAFTERY?: string | undefined;
  GUMROAD_PRODUCT_YEAR7_MATHS?: string | undefined;
  GUMROAD_PRODUCT_ARCHITECT_METHOD?: string | undefined;
}

const VARIABLES: Record<VerifiableProduct, keyof GumroadProductEnv> = {
  'collectors-edition': 'GUMROAD_PRODUCT_COLLECTORS',
  'cover-creator': 'GUMROAD_PRODUCT_COVER_CREATOR',
  'sound-craftery': 'GUMROAD_PRODUCT_SOUND_CRAFTERY',
  'year7-maths': 'GUMROAD_PRODUCT_YEAR7_MATHS',
  'architect-method': 'GUMROAD_PRODUCT_ARCHITECT_METHOD',
};

// `:` because Gumroad ids end in base64 padding (`==`); a slug never holds one.
const PER_BOOK_ENTRY = /^([a-z0-9-]{1,120}):(\S+)$/;

/** Thrown at start for a GUMROAD_PRODUCT_* value that would let a sale prove the wrong thing. */
export class GumroadProductConfigError extends Error {
  override name = 'GumroadProductConfigError';
}

function parseEntry(product: VerifiableProduct, entry: string): GumroadProductRef {
  const variable = VARIABLES[product];
  if (!PER_BOOK_PRODUCTS.includes(product)) {
    if (entry.includes(':'))
      throw new GumroadProductConfigError(`${variable}: "${entry}" names a book, but ${product} is not sold per book.`);
    return { ref: entry, bookSlug: null };
  }
  const match = PER_BOOK_ENTRY.exec(entry);
  // Fail closed: a sale of a product that names no book must not prove every book.
  if (!match)
    throw new GumroadProductConfigError(
      `${variable}: "${entry}" names no book. Write each entry as <book-slug>:<Gumroad product id or permalink>.`,
    );
  return { ref: match[2]!, bookSlug: match[1]! };
}

/**
 * Reads the GUMROAD_PRODUCT_* lists. Throws GumroadProductConfigError (at start) when an entry of a
 * per-book product names no book, or when one Gumroad product is listed for two books or products.
 */
export function gumroadProductIds(env: GumroadProductEnv): GumroadProductIds {
  const seen = new Map<string, string>();
  const ids = {} as Record<VerifiableProduct, GumroadProductRef[]>;
  for (const [product, variable] of Object.entries(VARIABLES) as [VerifiableProduct, keyof GumroadProductEnv][]) {
    const entries = (env[variable] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    ids[product] = entries.map((entry) => {
      const ref = parseEntry(product, entry);
      const owner = `${product}${ref.bookSlug ? ` of ${ref.bookSlug}` : ''}`;
      const before = seen.get(ref.ref);
      if (before && before !== owner)
        throw new GumroadProductConfigError(
          `${variable}: Gumroad product "${ref.ref}" is listed for ${before} and ${owner}.`,
        );
      seen.set(ref.ref, owner);
      return ref;
    });
  }
  return ids;
}

/** Which of our products (and which book) a Gumroad sale is for, by its product id or permalink. */
export function productFor(
  ids: GumroadProductIds,
  ...gumroadRefs: (string | null | undefined)[]
): { product: VerifiableProduct; bookSlug: string | null } | null {
  for (const [product, refs] of Object.entries(ids) as [VerifiableProduct, readonly GumroadProductRef[]][]) {
    const found = refs.find((r) => gumroadRefs.some((g) => g && g === r.ref));
    if (found) return { product, bookSlug: found.bookSlug };
  }
  return null;
}
