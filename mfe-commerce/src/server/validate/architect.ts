import type { z } from 'zod';
import type { architectValidationResponseSchema } from '@publisher/shared/contracts/functions';
import { checkProof, isOneOf, recordGrant, rejection } from './proof';
import { ARCHITECT_ACCESS_MS, VERIFY_MESSAGES, type ProofDeps, type ServiceResult } from '../verify/deps';

type ArchitectValidationResponse = z.infer<typeof architectValidationResponseSchema>;

export interface ArchitectValidationInput {
  email?: string | undefined;
  orderNumber?: string | undefined;
  key?: string | undefined;
}

/** Spec section 5: the form's message when a field is missing. */
export const ARCHITECT_INSUFFICIENT = 'Please fill in both email and order number.';
export const DEMO_SECURE_URL = '/architects-method/';

/**
 * validate-architect-method-purchase: a configured demo key gives demo access (no expiry);
 * otherwise a licence key or e-mail + order number of the Architect's Method, whose tier is
 * multi when the sale's variant says so. Paid access lasts 90 days.
 */
export async function validateArchitectPurchase(
  deps: ProofDeps,
  input: ArchitectValidationInput,
): Promise<ServiceResult<ArchitectValidationResponse>> {
  if (input.key && isOneOf(input.key, deps.architectDemoKeys)) {
    return {
      outcome: 'answered',
      body: { success: true, access: { productType: 'demo', secureUrl: DEMO_SECURE_URL, expiresAt: null } },
    };
  }
  const outcome = await checkProof(deps, 'architect-method', input);
  if (outcome.kind === 'insufficient')
    return { outcome: 'invalid', body: { success: false, error: ARCHITECT_INSUFFICIENT } };
  if (outcome.kind === 'unavailable')
    return { outcome: outcome.outcome, body: { success: false, error: outcome.error } };
  if (!outcome.result.ok) return { outcome: 'answered', body: { success: false, reason: rejection(outcome.result) } };
  const { purchase } = outcome.result;
  const productType = /multi/i.test(purchase.variant ?? '') ? 'multi' : 'single';
  const expiresAt = new Date(deps.now() + ARCHITECT_ACCESS_MS).toISOString();
  const saved = await recordGrant(deps, {
    email: purchase.email,
    productId: 'architect-method',
    orderId: purchase.orderNumber ?? purchase.saleId,
    expiresAt,
  });
  if (!saved) return { outcome: 'store-unavailable', body: { success: false, error: VERIFY_MESSAGES.notSaved } };
  return {
    outcome: 'answered',
    body: { success: true, access: { productType, secureUrl: deps.architectSecureUrl, expiresAt } },
  };
}
