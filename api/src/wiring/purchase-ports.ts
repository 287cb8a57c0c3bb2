import type { SalesByEmail } from '@publisher/shared/server/ports/sales-by-email';
import type { PurchasePorts } from '@publisher/shared/server/team-api';
import { canonicalEmail } from '@publisher/shared/server/address-key';
import { countedLimit } from '../middleware/rate-limit-store';
import { FLIPBOOK_URL_MS } from '@publisher/shared/server/tokens';
import type { VerificationDeps } from '../services/verify-deps';

/**
 * What the host lends commerce's purchase proofs, library and "Your data" (decision 133): the
 * verifier and the proofs' records, Gumroad's sales, the access-token signer, the Collector's
 * Edition flipbooks (the host serves /flipbooks/ and signs their addresses) and a per-e-mail
 * limit counted in the shared state.
 */
export function purchasePorts(verification: VerificationDeps, sales: SalesByEmail | null): PurchasePorts {
  const { flipbooks, tokens, state } = verification;
  return {
    verifier: verification.verifier,
    proofs: verification.records,
    sales,
    tokens,
    flipbooks: {
      collectors: async (bookSlug) => {
        const folder = flipbooks.folderFor(bookSlug, 'collectors');
        return (await flipbooks.manifest(folder)) ? folder : null;
      },
      url: (folder) =>
        `/flipbooks/${folder}/?t=${encodeURIComponent(tokens.sign('flipbook-url', folder, FLIPBOOK_URL_MS).token)}`,
    },
    settings: {
      flipbookPassword: verification.flipbookPassword,
      architectDemoKeys: verification.architectDemoKeys,
      architectSecureUrl: verification.architectSecureUrl,
    },
    now: verification.now,
    // E-mails are keyed as every limit keys them: the canonical address (decisions 115 and 140).
    limitPerEmail: ({ email, ...limit }) =>
      countedLimit(state, {
        ...limit,
        key: (c) => {
          const address = email(c);
          return address === null ? null : canonicalEmail(address);
        },
      }),
  };
}
