import { verifyPurchaseResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { ApiError, isNetworkError, postJson } from '@publisher/shared/api-client';
import { PORTAL } from '../strings/portal';

export interface CollectorsAccess {
  email: string;
  accessToken: string;
  expiresAt: string;
  flipbookUrl: string;
  flipbookPassword: string;
}

export type VerifyOutcome = { ok: true; access: CollectorsAccess } | { ok: false; message: string };

/**
 * verify-gumroad-purchase with the fixed book slug. A refusal shows the server's error, else the
 * spec's generic failure; only a request that never got an answer is the network message.
 */
export async function verifyCollectors(email: string, orderNumber: string): Promise<VerifyOutcome> {
  try {
    const answer = await postJson(
      FUNCTION_PATHS.verifyGumroadPurchase,
      { email, orderNumber, bookSlug: PORTAL.bookSlug },
      verifyPurchaseResponseSchema,
    );
    const access = answer.access;
    if (answer.success && access) return { ok: true, access: { ...access, email } };
    return { ok: false, message: answer.error || PORTAL.errors.failed };
  } catch (error) {
    if (isNetworkError(error)) return { ok: false, message: PORTAL.errors.network };
    // A refusal shows the server's sentence, else the spec's generic failure.
    return { ok: false, message: (error instanceof ApiError ? error.serverMessage : null) || PORTAL.errors.failed };
  }
}
