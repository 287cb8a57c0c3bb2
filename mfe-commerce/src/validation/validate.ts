import { coverValidationResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { ApiError, isNetworkError, postJson } from '@publisher/shared/api-client';
import type { PurchaseProof } from '../portal/params';
import { VALIDATION } from '../strings/validation';

export type ValidatedProduct = 'cover-creator' | 'sound-craftery' | 'year7-maths';

export type ValidationOutcome = { ok: true; expiresAt: string | null } | { ok: false; message: string };

/**
 * validate-cover-creator-purchase: it takes any of key, saleId, orderNumber, email, and (an
 * additive field of the contract) which creator product; absent means Cover Creator.
 */
export async function validatePurchase(product: ValidatedProduct, proof: PurchaseProof): Promise<ValidationOutcome> {
  const body: Record<string, string> = {};
  if (proof.key) body.key = proof.key;
  if (proof.saleId) body.saleId = proof.saleId;
  if (proof.orderNumber) body.orderNumber = proof.orderNumber;
  if (proof.email) body.email = proof.email;
  if (product !== 'cover-creator') body.product = product;
  try {
    const answer = await postJson(FUNCTION_PATHS.validateCoverCreator, body, coverValidationResponseSchema);
    if (answer.success) return { ok: true, expiresAt: answer.access?.expiresAt ?? null };
    return { ok: false, message: answer.error || VALIDATION.failed };
  } catch (error) {
    // No answer is the network message; a refusal (or an answer outside the contract) the server's sentence.
    if (isNetworkError(error) || !(error instanceof ApiError)) return { ok: false, message: VALIDATION.network };
    return { ok: false, message: error.serverMessage || VALIDATION.failed };
  }
}
