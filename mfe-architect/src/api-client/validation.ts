import { architectValidationResponseSchema } from '@publisher/shared/contracts/functions';
import * as z from 'zod/mini';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import type { MethodAccess } from '../lib/method-access';
import { jsonBody, readJson } from './http';

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
  let response: Response;
  try {
    response = await fetch(FUNCTION_PATHS.validateArchitectMethod, jsonBody(request));
  } catch {
    return { kind: 'connection' };
  }
  const body = await readJson(response);
  const parsed = architectValidationResponseSchema.safeParse(body);
  if (response.ok && parsed.success && parsed.data.success && parsed.data.access) {
    return { kind: 'success', access: parsed.data.access };
  }
  return { kind: 'failure', message: failureMessage(body) };
}
