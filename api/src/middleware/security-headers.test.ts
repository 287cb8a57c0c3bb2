import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { preparedResponse } from './prepared-response';
import { securityHeaderSet, securityHeaders } from './security-headers';

const set = securityHeaderSet({ remoteUrls: [] });

function app() {
  const a = new Hono();
  a.use('*', securityHeaders(set));
  a.get('/ordinary', (c) => c.text('x', 200, { 'Cross-Origin-Resource-Policy': 'cross-origin', 'X-Powered-By': 'me' }));
  a.get('/ours', () => preparedResponse(null, 204, { ...set.values, 'x-route': '1' }, set));
  a.get('/foreign', () => preparedResponse(null, 204, { 'x-route': '1' }, securityHeaderSet({ remoteUrls: [] })));
  return a;
}

describe('securityHeaders', () => {
  it('adds the set to ordinary answers, keeping a value the route chose and dropping X-Powered-By', async () => {
    const res = await app().request('/ordinary');
    expect(res.headers.get('content-security-policy')).toBe(set.values['content-security-policy']);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('leaves an answer prepared with this very set as it is, and completes one prepared with another', async () => {
    expect(Object.fromEntries((await app().request('/ours')).headers)).toEqual({ ...set.values, 'x-route': '1' });
    const foreign = await app().request('/foreign');
    expect(foreign.headers.get('strict-transport-security')).toBe(set.values['strict-transport-security']);
  });
});
