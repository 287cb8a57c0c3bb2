/*
 * Prints the [[headers]] block netlify.toml needs so the static files Netlify's CDN serves
 * (the shell's index.html and assets) carry the same security headers as the API answers.
 * Run with the production environment: node --import tsx src/middleware/print-netlify-headers.ts
 */
import { parseEnv } from '../env';
import { edgeOptionsFromEnv } from './edge-env';
import { securityHeaderValues } from './security-headers';

const values = securityHeaderValues(edgeOptionsFromEnv(parseEnv()).csp);
const lines = ['[[headers]]', '  for = "/*"', '  [headers.values]'];
for (const [name, value] of Object.entries(values)) lines.push(`    ${name} = ${JSON.stringify(value)}`);
console.log(lines.join('\n'));
