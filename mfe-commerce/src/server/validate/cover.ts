import type { z } from 'zod';
import type { coverValidationResponseSchema } from '@publisher/shared/contracts/functions';
import type { VerifiableProduct } from '@publisher/shared/server/ports/purchase-verifier';
import { checkProof, recordGrant, rejection } from './proof';
import { COVER_ACCESS_MS, VERIFY_MESSAGES, type ProofDeps, type ServiceResult } from '../verify/deps';

type CoverValidationResponse = z.infer<typeof coverValidationResponseSchema>;

export interface CoverValidationInput {
  key?: string | undefined;
  saleId?: string | undefined;
  orderNumber?: string | undefined;
  email?: string | undefined;
  /** Which creator product; Cover Creator unless said otherwise. */
  product?: Extract<VerifiableProduct, 'cover-creator' | 'sound-craftery' | 'year7-maths'> | undefined;
}

export const COVER_INSUFFICIENT =
  'Please provide your licence key, or your email address together with your order number.';

/**
 * validate-cover-creator-purchase: a licence key, or e-mail with order number / sale id, for
 * Cover Creator (or, with `product`, Sound Craftery or the Year 7 workbook). Access lasts 24 hours.
 */
export async function validateCoverPurchase(
  deps: ProofDeps,
  input: CoverValidationInput,
): Promise<ServiceResult<CoverValidationResponse>> {
  const product = input.product ?? 'cover-creator';
  const outcome = await checkProof(deps, product, {
    key: input.key,
    email: input.email,
    orderNumber: input.orderNumber || input.saleId,
  });
  if (outcome.kind === 'insufficient')
    return { outcome: 'invalid', body: { success: false, error: COVER_INSUFFICIENT } };
  if (outcome.kind === 'unavailable')
    return { outcome: outcome.outcome, body: { success: false, error: outcome.error } };
  if (!outcome.result.ok) return { outcome: 'answered', body: { success: false, error: rejection(outcome.result) } };
  const { purchase } = outcome.result;
  const expiresAt = new Date(deps.now() + COVER_ACCESS_MS).toISOString();
  const saved = await recordGrant(deps, {
    email: purchase.email,
    productId: product,
    orderId: purchase.orderNumber ?? purchase.saleId,
    expiresAt,
  });
  if (!saved) return { outcome: 'store-unavailable', body: { success: false, error: VERIFY_MESSAGES.notSaved } };
  return { outcome: 'answered', body: { success: true, access: { expiresAt } } };
}
