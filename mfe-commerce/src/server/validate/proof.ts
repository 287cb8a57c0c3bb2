import { createHash, timingSafeEqual } from 'node:crypto';
import {
  VerifierUnavailableError,
  type VerifiableProduct,
  type VerificationResult,
} from '@publisher/shared/server/ports/purchase-verifier';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { findSale, verifyLicense } from '../verify/outcome';
import { VERIFY_MESSAGES, type ProofDeps } from '../verify/deps';

/** What a buyer may offer as proof: a licence key, and/or e-mail plus order number (or sale id). */
export interface ProofInput {
  key?: string | undefined;
  email?: string | undefined;
  orderNumber?: string | undefined;
}

export type ProofOutcome =
  | { kind: 'verified'; result: VerificationResult }
  | { kind: 'insufficient' }
  /** The vendor (Gumroad) failed, or our own records could not be read. */
  | { kind: 'unavailable'; outcome: 'upstream-unavailable' | 'store-unavailable'; error: string };

const filled = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Checks a proof for `product`: the licence key first (tied to the e-mail when one is given);
 * if that fails and e-mail + order number are present, the sale. An e-mail alone, or an order
 * number alone, is not proof: anyone can type a stranger's address.
 */
export async function checkProof(
  deps: Pick<ProofDeps, 'verifier'>,
  product: VerifiableProduct,
  input: ProofInput,
): Promise<ProofOutcome> {
  const email = filled(input.email) ? input.email.trim() : undefined;
  const canSale = email !== undefined && filled(input.orderNumber);
  if (!filled(input.key) && !canSale) return { kind: 'insufficient' };
  try {
    let result: VerificationResult | null = null;
    if (filled(input.key)) result = await verifyLicense(deps.verifier, { key: input.key, products: [product], email });
    if ((!result || !result.ok) && canSale) {
      result = await findSale(deps.verifier, { email, orderNumber: input.orderNumber!, products: [product] });
    }
    return { kind: 'verified', result: result! };
  } catch (error) {
    if (error instanceof StoreUnavailableError) {
      console.error('[validate] records unavailable:', error.message);
      return { kind: 'unavailable', outcome: 'store-unavailable', error: VERIFY_MESSAGES.recordsUnavailable };
    }
    if (!(error instanceof VerifierUnavailableError)) throw error;
    console.error('[validate] store unavailable', error.message);
    return { kind: 'unavailable', outcome: 'upstream-unavailable', error: VERIFY_MESSAGES.unavailable };
  }
}

/** Records the grant; false when the store failed (callers answer 503). */
export async function recordGrant(
  deps: Pick<ProofDeps, 'records' | 'verifier'>,
  grant: { email: string; productId: string; orderId: string | null; expiresAt: string | null },
): Promise<boolean> {
  try {
    await deps.records.addAccessGrant({ ...grant, verificationMethod: deps.verifier.method });
    return true;
  } catch (error) {
    console.error(
      '[validate] access grant not recorded:',
      error instanceof StoreUnavailableError ? error.message : error,
    );
    return false;
  }
}

/** Constant-time membership test for configured secrets (demo keys). */
export function isOneOf(value: string, secrets: readonly string[]): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  const wanted = digest(value.trim());
  return secrets.reduce((hit, s) => timingSafeEqual(wanted, digest(s)) || hit, false);
}

export const rejection = (result: Extract<VerificationResult, { ok: false }>) => VERIFY_MESSAGES[result.reason];
