/*
 * Prints a signed preview link (decision 123):
 *   corepack pnpm --filter api run preview-link /books/the-harbour-ledger [hours]
 * Signed with PREVIEW_SECRET (the development secret when unset on a loopback development server:
 * not production as env.ts recognises it, HOST loopback; decision 141),
 * on SITE_URL (else http://localhost:$PORT). Hours default to 48, at most 720.
 */
import { loopbackDevelopment, runsAsProduction } from '../src/env';
import { previewSecret, previewUrl } from '../src/services/preview-link';

const [path, hoursArg] = process.argv.slice(2);
const production = runsAsProduction(process.env);
const secret = previewSecret(
  process.env.PREVIEW_SECRET || undefined,
  !loopbackDevelopment(process.env.HOST, production),
);
const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 8080}`;
try {
  if (!path) throw new Error('Usage: preview-link <path> [hours], e.g. preview-link /books/the-harbour-ledger 48');
  if (!secret)
    throw new Error(
      'Set PREVIEW_SECRET (the same value as the site) to sign a link for a site others can reach (production, or HOST not this machine).',
    );
  console.log(previewUrl(siteUrl, path, secret, hoursArg ? Number(hoursArg) : 48, Date.now()));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
