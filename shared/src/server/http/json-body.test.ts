import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { handleError } from './errors';
import { jsonBody } from './json-body';

const app = new Hono()
  .post('/x', jsonBody(z.object({ name: z.string(), age: z.optional(z.number()) })), (c) => c.json({ ok: true }))
  .onError(handleError);
const post = async (body: string) => {
  const res = await app.request('/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, body: (await res.json()) as { error?: string; ok?: boolean } };
};

describe('jsonBody', () => {
  it('names a missing field, and a field of the wrong type', async () => {
    expect(await post('{}')).toEqual({ status: 400, body: { error: 'The field "name" is required.' } });
    const wrong = await post('{"name":"A","age":"x"}');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/^The field "age" is not valid: /);
  });

  it('says the body must be an object when it is an array, a string or null', async () => {
    for (const body of ['[]', '"x"', 'null', '3']) {
      expect(await post(body)).toEqual({ status: 400, body: { error: 'The request body must be a JSON object.' } });
    }
  });

  it('passes a valid body to the handler', async () => {
    expect(await post('{"name":"A"}')).toEqual({ status: 200, body: { ok: true } });
  });
});
