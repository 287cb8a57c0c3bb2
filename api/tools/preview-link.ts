/*
 * Prints a signed preview link (decision 123):
 *   corepack pnpm --filter api run preview-link /books/the-harbour-ledger [hours]
 * Signed with PREVIEW_SECRET (the development secret when unset and NODE_ENV is not production),
 * on SITE_URL (else http://localhost:$PORT). Hours default to 48, at most 720.
 */
import { previewSecret, previewUrl } from '../src/services/preview-link';

const [path, hoursArg] = process.argv.slice(2);
const production = process.env.NODE_ENV === 'production';
const secret = previewSecret(process.env.PREVIEW_SECRET || undefined, production);
const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 8080}`;
try {
  if (!path) throw new Error('Usage: preview-link <path> [hours], e.g. preview-link /books/the-harbour-ledger 48');
  if (!secret) throw new Error('Set PREVIEW_SECRET (the same value as the site) to sign a production link.');
  console.log(previewUrl(siteUrl, path, secret, hoursArg ? Number(hoursArg) : 48, Date.now()));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
