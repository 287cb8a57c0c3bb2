import { verifyPurchaseResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { NetworkError, postJson } from '../api-client/post-json';
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
    const access = answer.data?.access;
    if (answer.ok && answer.data?.success && access) return { ok: true, access: { ...access, email } };
    return { ok: false, message: answer.data?.error || answer.error || PORTAL.errors.failed };
  } catch (error) {
    if (error instanceof NetworkError) return { ok: false, message: PORTAL.errors.network };
    return { ok: false, message: PORTAL.errors.failed };
  }
}
