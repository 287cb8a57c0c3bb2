import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { composeApp } from '../compose';
import { parseEnv } from '../env';
import { publishTeamFromSource } from '../testing/team-sources';
import { validQuoteRequest } from '@publisher/shared/testing/quote-request';

// Two instances of the site on one DATA_DIR: two Node processes, or two Netlify function calls,
// each with its own state store over the same shared state.
const dataDir = mkdtempSync(join(tmpdir(), 'write-limit-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// The teams whose writes are counted here (projects; checkouts and quotes), as their server modules serve them (decision 133).
publishTeamFromSource(dataDir, 'architect');
publishTeamFromSource(dataDir, 'commerce');
const env = parseEnv({ DATA_DIR: dataDir, SITE_ROOT: dataDir, AIRTABLE_TOKEN: '', RECORDS_BACKEND: 'local' });
const [first, second] = [composeApp(env).app, composeApp(env).app];

const quote = (email: string) => validQuoteRequest({ email });
/** A POST from `ip`, as Netlify passes the client's address (the Node server passes its socket's). */
const post = (app: typeof first, path: string, body: unknown, ip: string) =>
  app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { context: { ip } },
  );

const expectRefusal = async (res: Response) => {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(await res.json()).toEqual({
    error: `Too many requests from you in the last minute. Please try again in ${seconds} seconds.`,
  });
};

describe('limits on anonymous writes, across instances', () => {
  it('lets one IP send 60 quote requests a minute (a class at one school), split over two instances; the 61st gets 429 saying when', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await post(
        i % 2 ? first : second,
        FUNCTION_PATHS.submitQuote,
        quote(`pupil${i}@example.com`),
        '198.51.100.1',
      );
      expect(res.status).toBe(200);
    }
    await expectRefusal(await post(first, FUNCTION_PATHS.submitQuote, quote('another@example.com'), '198.51.100.1'));
    // Another client is not held back by this one.
    expect((await post(second, FUNCTION_PATHS.submitQuote, quote('other@example.com'), '198.51.100.2')).status).toBe(
      200,
    );
  });

  it('counts one e-mail (however it is spelled) across IPs and across the write endpoints (quotes, projects, checkouts): 10 a minute', async () => {
    const spellings = ['busy@example.com', 'Busy@Example.com', ' busy+quotes@example.com '];
    const email = (i: number) => spellings[i % spellings.length]!;
    const project = (i: number) => ({ email: email(i), userId: `guest_${i}`, title: `Book ${i}` });
    for (let i = 0; i < 5; i++)
      expect((await post(first, FUNCTION_PATHS.submitQuote, quote(email(i)), `203.0.113.${i}`)).status).toBe(200);
    for (let i = 5; i < 10; i++)
      expect((await post(second, '/api/projects', project(i), `203.0.113.${i}`)).status).toBe(201);
    await expectRefusal(await post(first, '/api/projects', project(10), '203.0.113.10'));
    await expectRefusal(
      await post(
        second,
        FUNCTION_PATHS.createSubscriptionCheckout,
        { email: 'BUSY@example.com', priceId: 'price_single_book', userId: 'guest_11' },
        '203.0.113.11',
      ),
    );
  });

  it("says how long until the refusing key's minute ends, and lets writes through again then", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse('2026-06-01T12:00:00Z'));
      // Composed on the moved clock (each store reads Date.now as it was when it was made).
      const [first, second] = [composeApp(env).app, composeApp(env).app];
      for (let i = 0; i < 10; i++)
        expect((await post(first, FUNCTION_PATHS.submitQuote, quote('late@example.com'), `192.0.2.${i}`)).status).toBe(
          200,
        );
      vi.setSystemTime(Date.parse('2026-06-01T12:00:20.500Z'));
      const refused = await post(second, FUNCTION_PATHS.submitQuote, quote('late@example.com'), '192.0.2.99');
      expect(refused.headers.get('retry-after')).toBe('40');
      expect(await refused.json()).toEqual({
        error: 'Too many requests from you in the last minute. Please try again in 40 seconds.',
      });
      vi.setSystemTime(Date.parse('2026-06-01T12:01:00Z'));
      expect((await post(first, FUNCTION_PATHS.submitQuote, quote('late@example.com'), '192.0.2.99')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
