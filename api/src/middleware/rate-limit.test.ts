import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { memoryStateStore } from '../testing/memory-state-store';
import { handleError } from '@publisher/shared/server/http/errors';
import { createAttemptLimiter, limitFailedAttempts, TOO_MANY_ATTEMPTS } from './rate-limit';

/** A proof endpoint behind the limiter: `RIGHT` is the only valid key; the IP comes with each call. */
function setup(options: { maxFailures: number; perEmail?: number }) {
  let at = Date.parse('2026-06-01T12:00:00Z');
  const now = () => at;
  const state = memoryStateStore({ now });
  const app = new Hono();
  app.onError(handleError);
  const limiter = createAttemptLimiter(state, { ...options, now });
  app.post(
    '/proof',
    limitFailedAttempts(limiter, (c) => c.req.header('x-test-ip') ?? 'unknown'),
    async (c) => {
      const { key } = await c.req.json<{ key: string }>();
      return c.json({ valid: key === 'RIGHT' });
    },
  );
  const prove = async (key: string, ip = '192.0.2.1', email?: string) => {
    const res = await app.request('/proof', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-ip': ip },
      body: JSON.stringify({ key, ...(email ? { email } : {}) }),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
  };
  return { state, prove, advance: (ms: number) => void (at += ms) };
}

describe('failed-proof limit', () => {
  it('counts only failures: right proofs are taken back, the try after the last allowed failure gets 429 until the window ends', async () => {
    const { prove, advance } = setup({ maxFailures: 3 });
    for (let i = 0; i < 10; i++) expect((await prove('RIGHT')).body).toEqual({ valid: true });
    for (let i = 0; i < 3; i++) expect((await prove(`WRONG-${i}`)).body).toEqual({ valid: false });
    // Even the right key is refused now: refusal says nothing about which details were wrong.
    expect(await prove('RIGHT')).toEqual({ status: 429, retryAfter: '60', body: { error: TOO_MANY_ATTEMPTS } });
    // Another address is not held back; IPv6 addresses of one /64 are one address.
    expect((await prove('WRONG', '2001:db8::1')).status).toBe(200);
    expect((await prove('WRONG', '2001:db8::2')).status).toBe(200);
    expect((await prove('WRONG', '2001:db8::3')).status).toBe(200);
    expect((await prove('RIGHT', '2001:db8::ffff:4')).status).toBe(429);
    advance(60_000);
    expect((await prove('RIGHT')).body).toEqual({ valid: true });
  });

  it("counts per e-mail, normalised, and a try the e-mail's limit refuses does not spend the address's allowance", async () => {
    const { prove } = setup({ maxFailures: 3, perEmail: 2 });
    expect((await prove('WRONG', '192.0.2.1', 'Ada@Example.com')).status).toBe(200);
    expect((await prove('WRONG', '192.0.2.2', ' ada+books@example.com')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await prove('RIGHT', '192.0.2.1', 'ada@example.com')).status).toBe(429);
    // 192.0.2.1 has one failure counted: two more are judged, then it is refused.
    expect((await prove('WRONG', '192.0.2.1', 'bob@example.com')).status).toBe(200);
    expect((await prove('WRONG', '192.0.2.1', 'cy@example.com')).status).toBe(200);
    expect((await prove('RIGHT', '192.0.2.1', 'dee@example.com')).status).toBe(429);
  });

  it('answers 503 when the counters cannot be reached, judging nothing', async () => {
    const { state, prove } = setup({ maxFailures: 3 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state.failWith(new StoreUnavailableError('test state', 'down'));
    expect((await prove('RIGHT')).status).toBe(503);
    vi.restoreAllMocks();
  });
});
