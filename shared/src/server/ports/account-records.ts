import { createHash } from 'node:crypto';
import { normalizeEmail } from './email';
import type { QuoteRequestRecord, SubscriptionRecord } from './record-store';
import type { RetentionCutoffs, RetentionSweep } from './retention';

/**
 * The e-mail an erased account's purchases are kept under: SHA-256, shaped as an address every
 * store takes. Commerce's "Your data" erases under it; the host's proofs still find it (decision 121).
 */
export function erasedEmail(email: string): string {
  const digest = createHash('sha256')
    .update(`ashgrove-erased:${normalizeEmail(email)}`)
    .digest('hex');
  return `${digest}@erased.invalid`;
}

/** What erasing an account changed (decision 121). */
export interface AccountErasure {
  projects: number;
  grants: number;
  quotes: number;
  /** Purchase lines kept for the retention period, now under `erasedEmail`. */
  purchases: number;
  subscriptions: number;
}

/**
 * The records of one person, for "Your data" (decision 121): export and erasure. Kept apart from
 * the rest of the store so the account rules are read in one place.
 */
export interface AccountRecords {
  /** Every subscription recorded for the e-mail (not only the current one), newest first. */
  listSubscriptionsByEmail(email: string): Promise<SubscriptionRecord[]>;
  /** Quote requests sent with this e-mail (case-insensitive), newest first. */
  findQuoteRequests(query: { email: string }): Promise<QuoteRequestRecord[]>;
  /**
   * Erases a person: deletes the projects of `projectOwners`, the e-mail's access grants and quote
   * requests; replaces the e-mail on its purchase lines and subscriptions by `erasedEmail` (kept
   * for the retention the privacy page states, detached from the account; a subscription also
   * loses its user id). As few steps as the backend allows; running it again changes nothing.
   */
  eraseAccount(input: {
    email: string;
    erasedEmail: string;
    projectOwners: readonly string[];
  }): Promise<AccountErasure>;
  /**
   * Deletes what is past its retention period (decision 137; cut-offs from `retentionCutoffs`):
   * purchase lines and ended subscriptions dated before theirs, webhook event ids before theirs,
   * the quote requests of an e-mail whose newest request is before theirs, and the projects (owned by the e-mail or by `sub:<id>`) of a person whose
   * every plan ended before `lapsedProjectsBefore`, with the `sub:<id>` projects of a plan deleted
   * here, and every guest's project (owner `guest:…`) last changed before `guestProjectsBefore`
   * (decision 142). Access grants and sign-ups are kept. As few steps as the backend
   * allows; running it again with the same cut-offs changes nothing.
   */
  sweepRetention(cutoffs: RetentionCutoffs): Promise<RetentionSweep>;
}
