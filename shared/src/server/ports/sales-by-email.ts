import type { SaleCandidate } from './purchase-verifier';

/**
 * Every sale a store outside the site holds for one e-mail (Gumroad's sales endpoint), for the
 * library (decision 121). Rejects with VerifierUnavailableError when the store cannot answer;
 * the library then lists the rest with a notice.
 */
export interface SalesByEmail {
  salesByEmail(email: string): Promise<SaleCandidate[]>;
}
