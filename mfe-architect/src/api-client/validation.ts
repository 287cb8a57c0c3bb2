import { architectValidationResponseSchema } from '@publisher/shared/contracts/functions';
import * as z from 'zod/mini';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import type { MethodAccess } from '../lib/method-access';
import { ApiError, isNetworkError, postJson } from '@publisher/shared/api-client';

export type ValidationRequest = { email?: string; orderNumber?: string; key?: string };

export type ValidationOutcome =
  | { kind: 'success'; access: MethodAccess }
  /** `message` is the server's reason or error, when it gave one. */
  | { kind: 'failure'; message: string | null }
  | { kind: 'connection' };

/** The server's reason, else its error, else nothing (the page then shows the spec's fallback). */
export function failureMessage(body: unknown): string | null {
  const parsed = z.partial(architectValidationResponseSchema).safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.reason?.trim() || parsed.data.error?.trim() || null;
}

/** POST validate-architect-method-purchase, folded into the page's three outcomes. */
export async function validatePurchase(request: ValidationRequest): Promise<ValidationOutcome> {
  try {
    const answer = await postJson(FUNCTION_PATHS.validateArchitectMethod, request, architectValidationResponseSchema);
    if (answer.success && answer.access) return { kind: 'success', access: answer.access };
    return { kind: 'failure', message: failureMessage(answer) };
  } catch (error) {
    if (isNetworkError(error)) return { kind: 'connection' };
    // A refusal, or an answer outside the contract: the server's reason when it gave one.
    return { kind: 'failure', message: error instanceof ApiError ? failureMessage(error.body) : null };
  }
}
