import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPurchaseResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { DATA_CSP } from './middleware/security-headers';

let handler: typeof import('./netlify').handler;
const dataDir = mkdtempSync(join(tmpdir(), 'netlify-entry-'));
beforeAll(async () => {
  // The entry reads its configuration when first imported, as on a cold start.
  process.env.DATA_DIR = dataDir;
  process.env.ACCESS_TOKEN_SECRET = 'netlify-test-secret-0123456789abcdefghij';
  ({ handler } = await import('./netlify'));
});
afterAll(() => {
  delete process.env.DATA_DIR;
  delete process.env.ACCESS_TOKEN_SECRET;
  rmSync(dataDir, { recursive: true, force: true });
});

const functionsDir = fileURLToPath(new URL('../netlify/functions/', import.meta.url));
const netlifyNames = [...Object.values(FUNCTION_PATHS), PAYMENT_PATHS.netlifyStripeWebhook].map((p) => p.replace('/.netlify/functions/', ''));

describe('Netlify entry', () => {
  it.each(netlifyNames)('has a function file for /.netlify/functions/%s that default-exports the shared handler', (name) => {
    const file = `${functionsDir}${name}.ts`;
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/import handler from '\.\.\/\.\.\/src\/netlify';\s+export default handler;/);
  });

  it('routes /api/*, /flipbooks/*, /sandbox/*, the manifest and the crawl files to the same handler', () => {
    const paths = /path: \[([^\]]*)\]/.exec(readFileSync(`${functionsDir}site-api.ts`, 'utf8'))?.[1]?.match(/'[^']+'/g);
    for (const path of ['/api/*', '/flipbooks/*', '/sandbox/*', '/remotes.json', '/sitemap.xml', '/robots.txt', '/podcast/feed.xml']) {
      expect(paths).toContain(`'${path}'`);
    }
  });

  it('answers a spec call through the Netlify handler with the Netlify context, edge headers included', async () => {
    const req = new Request(`https://ashgrove.example${FUNCTION_PATHS.verifyGumroadPurchase}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://ashgrove.example' },
      body: JSON.stringify({ email: 'reader@example.com', orderNumber: 'SAMPLE-CROWNLESS-1001', bookSlug: 'crownless' }),
    });
    const res = await handler(req, { ip: '203.0.113.5' });
    expect(res.status).toBe(200);
    expect(verifyPurchaseResponseSchema.parse(await res.json()).success).toBe(true);
    expect(res.headers.get('content-security-policy')).toBe(DATA_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const cross = await handler(new Request(req.url, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' }), {});
    expect(cross.status).toBe(403);
  });

  it('includes the payment routes, composed as in server.ts', async () => {
    const res = await handler(new Request('https://ashgrove.example/.netlify/functions/check-subscription-status?email=a@example.com&userId=u1'), {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ subscription: { tier: 'free_trial' } });
  });
});
