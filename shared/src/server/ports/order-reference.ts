import { createHash, randomBytes } from 'node:crypto';

/*
 * The order reference a person reads, types and says over the phone (decision 120): `ASH-7K3Q-9FXM`.
 * 31 symbols without 0/O, 1/I/L; eight of them are 31^8 ≈ 8.5 × 10^14 (39.6 bits), and every
 * form that takes it also needs the buyer's e-mail, behind 10 failed proofs a minute per e-mail.
 * Typed forms are read case-insensitively, with or without the dashes and spaces.
 */

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const PREFIX = 'ASH';
const LENGTH = 8;
/** The largest multiple of 31 below 256: bytes from here up are skipped, so every symbol is equally likely. */
const UNBIASED = 256 - (256 % REFERENCE_ALPHABET.length);

function symbolsFrom(bytes: Uint8Array, out: string[]): void {
  for (const byte of bytes) {
    if (out.length === LENGTH) return;
    if (byte < UNBIASED) out.push(REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]!);
  }
}

const format = (symbols: string[]): string => `${PREFIX}-${symbols.slice(0, 4).join('')}-${symbols.slice(4).join('')}`;

/** A fresh reference from the system's cryptographic random source. */
export function newOrderReference(): string {
  const symbols: string[] = [];
  while (symbols.length < LENGTH) symbolsFrom(randomBytes(16), symbols);
  return format(symbols);
}

/**
 * The reference of a checkout, derived with SHA-256 from a secret-enough seed: the checkout's
 * idempotency key (a random UUID or the browser's own key), so a repeated create sends the
 * payment provider the same parameters; or the session id, for a checkout made before references.
 */
export function orderReferenceFrom(seed: string): string {
  const symbols: string[] = [];
  for (let round = 0; symbols.length < LENGTH; round += 1)
    symbolsFrom(createHash('sha256').update(`order-reference|${round}|${seed}`).digest(), symbols);
  return format(symbols);
}

const TYPED = new RegExp(`^${PREFIX}([${REFERENCE_ALPHABET}]{${LENGTH}})$`);

/** The canonical reference a person typed (any case, dashes or spaces anywhere), or null when it is not one. */
export function parseOrderReference(typed: string): string | null {
  const match = TYPED.exec(typed.toUpperCase().replace(/[\s\-‐-―]/g, ''));
  return match ? format([...match[1]!]) : null;
}

/** What an order number typed into a form looks up: a reference when it reads as one, else the order id as typed. */
export function orderNumberQuery(typed: string): { reference: string } | { orderId: string } {
  const reference = parseOrderReference(typed);
  return reference ? { reference } : { orderId: typed.trim() };
}

/** The metadata key of the order's readable reference, on the Stripe or sandbox session (decision 120). */
export const ORDER_REFERENCE_KEY = 'reference';
