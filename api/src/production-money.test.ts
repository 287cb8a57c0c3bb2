import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fullFlipbookAccessResponseSchema } from '@publisher/shared/contracts/functions';
import { FUNCTION_PATHS, PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { composeApp } from './compose';
import { parseEnv } from './env';
import { publishTeamFromSource } from './testing/team-sources';

/* Decision 118: production fails closed on money; a demo deploy's sandbox sales prove nothing. */

const PRODUCTION = {
  SITE_URL: 'https://ashgrove.example',
  ACCESS_TOKEN_SECRET: 'a'.repeat(32),
  SESSION_SECRET: 'b'.repeat(32),
  FLIPBOOK_PASSWORD: 'a-real-password',
};
const LIVE = {
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  AIRTABLE_TOKEN: 'pat_x',
  SMTP_URL: 'smtp://relay.example:587',
};
const refusal = (source: Record<string, string>) => {
  try {
    parseEnv(source, { production: true });
  } catch (error) {
    return (error as Error).message;
  }
  return 'started';
};

describe('production configuration of payments', () => {
  it('refuses to start without a payment key, naming STRIPE_SECRET_KEY (NODE_ENV=production and Netlify alike)', () => {
    expect(() => parseEnv({ ...PRODUCTION, NODE_ENV: 'production' })).toThrow(
      /STRIPE_SECRET_KEY: is required in production/,
    );
    expect(refusal(PRODUCTION)).toMatch(/STRIPE_SECRET_KEY: is required in production[\s\S]*DEMO_MODE=1/);
    // …and without the content database: the sample catalogue is never production's.
    expect(refusal(PRODUCTION)).toMatch(/AIRTABLE_TOKEN: is required in production/);
  });

  it('refuses a test-mode key, a key without its webhook secret, and sample purchases as proofs', () => {
    expect(refusal({ ...PRODUCTION, ...LIVE, STRIPE_SECRET_KEY: 'sk_test_abc' })).toMatch(
      /STRIPE_SECRET_KEY: a test-mode key takes no real money/,
    );
    expect(refusal({ ...PRODUCTION, ...LIVE, STRIPE_WEBHOOK_SECRET: '' })).toMatch(
      /STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(refusal({ ...PRODUCTION, ...LIVE, SAMPLE_PURCHASES: 'on' })).toMatch(/SAMPLE_PURCHASES: on .* DEMO_MODE=1/);
    expect(refusal({ ...PRODUCTION, ...LIVE })).toBe('started');
    // Once it sells, it must be able to mail its buyers (decision 120), demo or not.
    expect(refusal({ ...PRODUCTION, ...LIVE, SMTP_URL: '' })).toMatch(
      /SMTP_URL: is required in production with a live STRIPE_SECRET_KEY/,
    );
    expect(refusal({ ...PRODUCTION, ...LIVE, SMTP_URL: '', DEMO_MODE: '1' })).toMatch(/SMTP_URL: is required/);
    expect(refusal({ ...PRODUCTION, ...LIVE, STRIPE_SECRET_KEY: 'rk_live_example' })).toBe('started');
  });

  it('starts a demo deploy only with DEMO_MODE set; outside production nothing is required', () => {
    expect(refusal({ ...PRODUCTION, DEMO_MODE: '1', SAMPLE_PURCHASES: 'on' })).toBe('started');
    expect(refusal({ ...PRODUCTION, DEMO_MODE: '0' })).toMatch(/STRIPE_SECRET_KEY/);
    expect(refusal({ ...PRODUCTION, DEMO_MODE: 'yes' })).toMatch(/DEMO_MODE/);
    expect(parseEnv({}).DEMO_MODE).toBe(false);
  });
});

const root = mkdtempSync(join(tmpdir(), 'production-money-'));
// Commerce's endpoints (checkouts, the sandbox's Pay) and the catalogue's (the full flipbook's proof) as their
// server modules serve them (decision 133).
publishTeamFromSource(root, 'commerce');
publishTeamFromSource(root, 'catalogue');
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** The site as a deploy runs it: the sandbox gateway and sample catalogue (demo), records on disk. */
function site(name: string, production: boolean) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const env = parseEnv(
    { ...PRODUCTION, DEMO_MODE: '1', DATA_DIR: join(root, name), SITE_ROOT: root, RECORDS_BACKEND: 'local' },
    { production },
  );
  const { app, summary } = composeApp(env, { production });
  const call = (path: string, init: RequestInit = {}) => app.request(`${PRODUCTION.SITE_URL}${path}`, init);
  const postJson = (path: string, body: unknown) =>
    call(path, {
      method: 'POST',
      headers: { origin: PRODUCTION.SITE_URL, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** Buys Crownless's full flipbook on the sandbox's Pay page; the session id of the success URL. */
  async function buyFlipbook(email: string): Promise<string> {
    const started = await postJson(FUNCTION_PATHS.createCheckout, {
      priceId: 'price_sample_crownless_flipbook',
      slug: 'crownless',
    });
    expect(started.status).toBe(200);
    const page = new URL(((await started.json()) as { url: string }).url).pathname;
    const paid = await call(`${page}/pay`, {
      method: 'POST',
      headers: { origin: PRODUCTION.SITE_URL, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(paid.status).toBe(303);
    return new URL(paid.headers.get('location')!).searchParams.get('session_id')!;
  }
  const access = async (body: unknown) =>
    fullFlipbookAccessResponseSchema.parse(await (await postJson(PAYMENT_PATHS.fullFlipbookAccess, body)).json());
  return { summary, buyFlipbook, access };
}

describe('a demo deploy (DEMO_MODE=1 in production)', () => {
  it('starts on the sandbox, says so, and a sandbox sale proves nothing: no full flipbook by checkout or receipt', async () => {
    const demo = site('demo', true);
    expect(demo.summary.join('\n')).toMatch(/DEMO_MODE: a demo deploy — no sale made here proves a purchase/);
    const sessionId = await demo.buyFlipbook('demo-buyer@example.com');
    expect((await demo.access({ sessionId })).success).toBe(false);
    expect((await demo.access({ email: 'demo-buyer@example.com', orderNumber: sessionId })).success).toBe(false);
  });

  it('outside production the same sandbox sale proves the purchase (the offline site works end to end)', async () => {
    const dev = site('dev', false);
    const sessionId = await dev.buyFlipbook('dev-buyer@example.com');
    expect((await dev.access({ sessionId })).success).toBe(true);
    expect((await dev.access({ email: 'dev-buyer@example.com', orderNumber: sessionId })).success).toBe(true);
  });
});
