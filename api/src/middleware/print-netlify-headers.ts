/*
 * Writes the `_headers` file Netlify's CDN reads, so the static files it serves (the shell's
 * index.html and assets) carry the same security headers as the API answers, with the CSP of
 * the configured remotes, analytics and Sentry, and the hashes of the shell page's inline style
 * and consent script. Run by the Netlify build after the shell's build, with the production
 * environment (netlify.toml):
 *   node --import tsx src/middleware/print-netlify-headers.ts --out ../shell/dist/_headers
 * Without --out it prints the file.
 */
import { writeFileSync } from 'node:fs';
import { parseEnv } from '../env';
import { edgeOptionsFromEnv } from './edge-env';
import { securityHeaderValues } from './security-headers';
import { shellInlineHashes, siteRoot } from '../site/inline-hashes';

const env = parseEnv();
const csp = { ...edgeOptionsFromEnv(env).csp, inline: shellInlineHashes(siteRoot(env)) };
if (!csp.inline.styles.length) console.warn('warning: shell/dist/index.html not found or has no inline style: build the shell first.');
const lines = ['/*'];
for (const [name, value] of Object.entries(securityHeaderValues(csp))) lines.push(`  ${name}: ${value}`);
const text = `${lines.join('\n')}\n`;
const out = process.argv.indexOf('--out');
if (out > 0 && process.argv[out + 1]) {
  writeFileSync(process.argv[out + 1]!, text);
  console.log(`wrote ${process.argv[out + 1]}`);
} else {
  process.stdout.write(text);
}
