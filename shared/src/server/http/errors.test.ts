import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { apiErrors } from './errors';

function app() {
  const sub = new Hono().get('/status', (c) => c.json({ ok: true }));
  const root = new Hono();
  root.use('*', async (_c, next) => next());
  root.route('/fn', sub);
  root.post('/fn/write', (c) => c.json({ ok: true }));
  root.get('/fn/fail', () => {
    throw new Error('boom');
  });
  apiErrors(root);
  return root;
}

describe('apiErrors', () => {
  it('answers 405 with Allow for a path served under another method, middleware aside', async () => {
    const posted = await app().request('/fn/status', { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    expect(await posted.json()).toEqual({ error: 'This method is not allowed here.' });
    const got = await app().request('/fn/write');
    expect(got.status).toBe(405);
    expect(got.headers.get('allow')).toBe('POST');
  });

  it('answers 404 for a path nothing serves, and 500 without details for a thrown error', async () => {
    const missing = await app().request('/fn/nothing', { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('allow')).toBeNull();
    expect(await missing.json()).toEqual({ error: 'Not found.' });
    const failed = await app().request('/fn/fail');
    expect(failed.status).toBe(500);
    expect(JSON.stringify(await failed.json())).not.toContain('boom');
  });

  it("keeps a middleware's own JSON refusal, and gives a plain one a sentence with its challenge", async () => {
    const root = new Hono();
    root.get('/json', () => {
      const res = Response.json({ error: 'A valid token is required.' }, { status: 401 });
      res.headers.set('WWW-Authenticate', 'Bearer realm="x"');
      throw new HTTPException(401, { res });
    });
    root.get('/plain', () => {
      throw new HTTPException(401, { res: new Response('Unauthorized', { headers: { 'WWW-Authenticate': 'Basic' } }) });
    });
    apiErrors(root);
    const json = await root.request('/json');
    expect([json.status, await json.json(), json.headers.get('www-authenticate')]).toEqual([
      401,
      { error: 'A valid token is required.' },
      'Bearer realm="x"',
    ]);
    const plain = await root.request('/plain');
    expect([plain.status, await plain.json(), plain.headers.get('www-authenticate')]).toEqual([
      401,
      { error: 'Authentication is required.' },
      'Basic',
    ]);
  });
});
