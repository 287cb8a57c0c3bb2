import { describe, expect, it } from 'vitest';
import { PAYMENT_PATHS } from '@publisher/shared/contracts/paths';
import { Hono } from 'hono';
import { BOTH_FIELDS, FULL_FLIPBOOK_BASE, fullFlipbookRoutes } from './full-routes';
import type { FullFlipbookDeps } from './full';

// Refused before any proof is looked at: the deps are never reached.
const app = new Hono().route(FULL_FLIPBOOK_BASE, fullFlipbookRoutes({} as FullFlipbookDeps));
const post = async (body: unknown) => {
  const res = await app.request(PAYMENT_PATHS.fullFlipbookAccess, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('POST /api/flipbook/full-access refuses a receipt proof with a field left out', () => {
  it.each([
    ['nothing', {}],
    ['both blank', { email: '', orderNumber: '' }],
    ['no order number', { email: 'reader@example.com' }],
    ['a blank order number', { email: 'reader@example.com', orderNumber: '   ' }],
    ['no e-mail', { orderNumber: 'SAMPLE-1' }],
  ])('%s: My Purchases’ sentence (spec section 5)', async (_name, body) => {
    expect(await post(body)).toEqual({ status: 400, body: { success: false, error: BOTH_FIELDS } });
  });

  it('keeps its own sentences for a malformed e-mail or checkout id', async () => {
    const badEmail = await post({ email: 'reader', orderNumber: 'SAMPLE-1' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).not.toEqual(expect.objectContaining({ error: BOTH_FIELDS }));
    const badSession = await post({ sessionId: 'not-a-session' });
    expect(badSession.status).toBe(400);
    expect(badSession.body).not.toEqual(expect.objectContaining({ error: BOTH_FIELDS }));
  });
});
