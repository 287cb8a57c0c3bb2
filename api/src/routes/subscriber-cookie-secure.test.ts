import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { localContentStore } from '../adapters/local/sample-content';
import { sqliteRecordStore } from '../adapters/sqlite/record-store';
import { memoryStateStore } from '../testing/memory-state-store';
import { sandboxGateway } from '../adapters/sandbox/sandbox-gateway';
import { paymentConfigFrom } from '../services/checkout-deps';
import type { PaymentConfig } from '@publisher/shared/server/payments/prices';
import { createSubscriberCookieSigner, SUBSCRIBER_COOKIE } from '@publisher/shared/server/subscription-cookie';
import { TEST_CATALOGUE, TEST_CONFIG } from '../testing/stripe-app-harness';
import { teamsOver } from '../testing/team-sources';

/* The subscriber cookie a new free-trial browser gets from POST /api/projects, on each kind of deployment. */

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function cookieFrom(
  config: Partial<PaymentConfig>,
  url: string,
  headers: Record<string, string> = {},
): Promise<string> {
  dataDir = await mkdtemp(join(tmpdir(), 'cookie-secure-'));
  const records = sqliteRecordStore({ dataDir });
  const state = memoryStateStore();
  const payments = {
    records,
    content: TEST_CATALOGUE,
    config: { ...TEST_CONFIG, ...config },
    cookies: createSubscriberCookieSigner('s'.repeat(32)),
    payments: sandboxGateway({ records, state }),
  };
  const app = createApp({
    teams: teamsOver(payments, state, localContentStore()),
  });
  const response = await app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'writer@example.com', userId: 'u1', title: 'My Novel' }),
  });
  expect(response.status).toBe(201);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SUBSCRIBER_COOKIE}=`));
  expect(cookie).toBeDefined();
  return cookie!;
}

const PROJECTS = 'http://localhost/api/projects';

describe('the subscriber cookie’s Secure flag', () => {
  it('is set when the request itself is https', async () => {
    expect(await cookieFrom({}, 'https://localhost/api/projects')).toMatch(/; Secure/);
  });

  it('is set behind a trusted proxy that says the visitor used https (TLS ends at the proxy)', async () => {
    expect(await cookieFrom({ trustProxy: true }, PROJECTS, { 'x-forwarded-proto': 'https' })).toMatch(/; Secure/);
  });

  it('is set whenever SITE_URL is https', async () => {
    expect(await cookieFrom({ siteUrl: 'https://ashgrovepress.co.uk' }, PROJECTS)).toMatch(/; Secure/);
  });

  it('is not set on plain http, nor on X-Forwarded-Proto without TRUST_PROXY, nor when the proxy says http', async () => {
    expect(await cookieFrom({}, PROJECTS)).not.toMatch(/Secure/);
    expect(await cookieFrom({}, PROJECTS, { 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
    expect(await cookieFrom({ trustProxy: true }, PROJECTS, { 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/);
    expect(await cookieFrom({ siteUrl: 'http://localhost:8090' }, PROJECTS)).not.toMatch(/Secure/);
  });
});

describe('paymentConfigFrom', () => {
  it('carries TRUST_PROXY and SITE_URL from the parsed environment to the cookie decision', () => {
    const env = { PRICE_SINGLE_BOOK: 'a', PRICE_MULTI_BOOK: 'b', SUBSCRIPTION_TRIAL_DAYS: 7 };
    expect(paymentConfigFrom({ ...env, TRUST_PROXY: true, SITE_URL: 'https://ashgrovepress.co.uk' })).toMatchObject({
      trustProxy: true,
      siteUrl: 'https://ashgrovepress.co.uk',
    });
    expect(paymentConfigFrom({ ...env, TRUST_PROXY: false })).not.toHaveProperty('trustProxy');
  });
});
