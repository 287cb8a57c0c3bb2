import type { VerifyPurchaseResponse } from '@publisher/shared/contracts/functions';
import { VerifierUnavailableError } from '@publisher/shared/server/ports/purchase-verifier';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { findSale } from './outcome';
import { COLLECTORS_ACCESS_MS, VERIFY_MESSAGES, type ProofDeps, type ServiceResult } from './deps';

export interface CollectorsProof {
  email: string;
  orderNumber: string;
  bookSlug: string;
}

/**
 * verify-gumroad-purchase: success only for a valid Collector's Edition purchase of `bookSlug`
 * by that e-mail. Records an access grant, then answers a signed access token for the book
 * (for generate-flipbook-access), the premium flipbook's signed URL and its password.
 */
export async function verifyCollectorsPurchase(
  deps: ProofDeps,
  proof: CollectorsProof,
): Promise<ServiceResult<VerifyPurchaseResponse>> {
  const folder = await deps.flipbooks.collectors(proof.bookSlug);
  if (!folder) {
    return { outcome: 'answered', body: { success: false, error: "This book has no Collector's Edition." } };
  }
  let result;
  try {
    result = await findSale(deps.verifier, {
      email: proof.email,
      orderNumber: proof.orderNumber,
      products: ['collectors-edition'],
      bookSlug: proof.bookSlug,
    });
  } catch (error) {
    if (error instanceof StoreUnavailableError) {
      console.error('[verify] records unavailable:', error.message);
      return { outcome: 'store-unavailable', body: { success: false, error: VERIFY_MESSAGES.recordsUnavailable } };
    }
    if (!(error instanceof VerifierUnavailableError)) throw error;
    console.error('[verify] store unavailable', error.message);
    return { outcome: 'upstream-unavailable', body: { success: false, error: VERIFY_MESSAGES.unavailable } };
  }
  if (!result.ok) {
    const error =
      result.reason === 'wrong_product'
        ? "That order is not for the Collector's Edition of this book. Please use the order number from your Collector's Edition receipt."
        : VERIFY_MESSAGES[result.reason];
    return { outcome: 'answered', body: { success: false, error } };
  }
  const access = deps.tokens.sign('collectors', proof.bookSlug, COLLECTORS_ACCESS_MS);
  try {
    await deps.records.addAccessGrant({
      email: result.purchase.email,
      productId: 'collectors-edition',
      orderId: result.purchase.orderNumber ?? result.purchase.saleId,
      verificationMethod: deps.verifier.method,
      expiresAt: access.expiresAt.toISOString(),
    });
  } catch (error) {
    console.error(
      '[verify] access grant not recorded:',
      error instanceof StoreUnavailableError ? error.message : error,
    );
    return { outcome: 'store-unavailable', body: { success: false, error: VERIFY_MESSAGES.notSaved } };
  }
  return {
    outcome: 'answered',
    body: {
      success: true,
      access: {
        verificationMethod: deps.verifier.method,
        accessToken: access.token,
        expiresAt: access.expiresAt.toISOString(),
        flipbookUrl: deps.flipbooks.url(folder),
        flipbookPassword: deps.flipbookPassword,
      },
    },
  };
}
