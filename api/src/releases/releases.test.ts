import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { handleError } from '@publisher/shared/server/http/errors';
import { memoryStateStore } from '../testing/memory-state-store';
import { sqliteState, type SharedState } from '../testing/state-store-factories';
import { releaseStore } from './config';
import { releasable } from './origins';
import { releaseRoutes } from './routes';

const TOKEN = 'r'.repeat(40);
const V1 = 'https://commerce-v1.example/remoteEntry.js';
const V2 = 'https://commerce-v2.example/remoteEntry.js';
const V3 = 'https://commerce-v3.example/remoteEntry.js';
const V9 = 'https://commerce-v9.example/remoteEntry.js';
const env = {
  REMOTE_URL_COMMERCE: V1,
  RELEASE_ORIGINS: 'https://commerce-v2.example, https://commerce-v3.example,https://commerce-v9.example',
};

function appOver(store: ReturnType<typeof releaseStore>, token: string | null = TOKEN, purges: string[] = []) {
  const app = new Hono();
  app.route(
    '/api/releases',
    releaseRoutes({ releases: store, token: token ?? undefined, purge: async () => void purges.push('purge') }),
  );
  app.onError(handleError);
  return app;
}

const call = (app: Hono, method: string, path: string, body?: unknown, token: string | null = TOKEN) =>
  Promise.resolve(
    app.fetch(
      new Request(`http://localhost/api/releases${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
    ),
  );

describe('release configuration', () => {
  it('defaults to REMOTE_URL_<NAME>, else the hosted copy', async () => {
    const store = releaseStore({ state: memoryStateStore(), env });
    const all = await store.all();
    expect(all.commerce.current).toBe(V1);
    expect(all.catalogue.current).toBe('/remotes/catalogue/remoteEntry.js');
    expect(all.commerce.canary).toBeUndefined();
  });

  it('canary, promotion and rollback', async () => {
    const store = releaseStore({ state: memoryStateStore(), env });
    expect(await store.put('commerce', { canary: { url: V2, share: 5 } })).toMatchObject({
      current: V1,
      canary: { url: V2, share: 5 },
    });
    // Rollback withdraws the canary.
    expect(await store.rollback('commerce')).not.toHaveProperty('canary');
    await store.put('commerce', { canary: { url: V2, share: 50 } });
    // Promoting the canary's deploy ends the canary and remembers the old current.
    const promoted = await store.put('commerce', { current: V2 });
    expect(promoted).toMatchObject({ current: V2, previous: V1 });
    expect(promoted).not.toHaveProperty('canary');
    expect(await store.rollback('commerce')).toMatchObject({ current: V1 });
  });

  it('a change reaches another instance within the TTL, not before', async () => {
    const state = memoryStateStore();
    let t = 1_000;
    const now = () => t;
    const a = releaseStore({ state, env, now, ttlMs: 5_000 });
    const b = releaseStore({ state, env, now, ttlMs: 5_000 });
    const changes: number[] = [];
    const c = releaseStore({ state, env, now, ttlMs: 5_000, onChange: () => changes.push(t) });
    await b.all();
    await c.all();
    await a.put('commerce', { canary: { url: V2, share: 50 } });
    t += 5_000;
    expect((await b.all()).commerce.canary).toBeUndefined();
    t += 1;
    expect((await b.all()).commerce.canary).toEqual({ url: V2, share: 50 });
    expect((await c.all()).commerce.canary).toEqual({ url: V2, share: 50 });
    expect(changes).toEqual([6_001]);
  });

  it('keeps the last configuration while the store is down, asking again after the TTL', async () => {
    const state = memoryStateStore();
    let t = 1_000;
    const store = releaseStore({ state, env, now: () => t });
    await store.put('commerce', { canary: { url: V2, share: 10 } });
    state.failWith(new Error('down'));
    const asked = vi.spyOn(state, 'get');
    t += 60_000;
    expect((await store.all()).commerce.canary).toEqual({ url: V2, share: 10 });
    const failed = asked.mock.calls.length;
    expect(failed).toBeGreaterThan(0);
    t += 5_000;
    await store.all();
    expect(asked.mock.calls.length).toBe(failed);
    t += 1;
    await store.all();
    expect(asked.mock.calls.length).toBeGreaterThan(failed);
  });

  it('follows its own change at once: a read under way that predates it is not kept', async () => {
    const state = memoryStateStore();
    let hold: Promise<void> | null = null;
    // Reads started while `hold` is set answer what the store held then, once it is released.
    const slow = {
      ...state,
      get: async <T>(key: string) => {
        const held = hold;
        const value = await state.get<T>(key);
        if (held) await held;
        return value;
      },
    };
    const changes: string[] = [];
    const store = releaseStore({ state: slow, env, onChange: () => changes.push('change') });
    let release = () => undefined as void;
    hold = new Promise<void>((resolve) => (release = resolve));
    const early = store.all();
    hold = null;
    await store.put('commerce', { canary: { url: V2, share: 20 } });
    expect(store.known().commerce.canary).toEqual({ url: V2, share: 20 });
    release();
    await early;
    expect((await store.all()).commerce.canary).toEqual({ url: V2, share: 20 });
    expect(store.known().commerce.canary).toEqual({ url: V2, share: 20 });
    expect(changes).toEqual(['change']);
  });

  describe('on SQLite, across instances', () => {
    let shared: SharedState;
    beforeAll(async () => {
      shared = await sqliteState.start();
    });
    afterAll(() => shared.close());

    it('concurrent promotions lose neither (each sees the other as previous)', async () => {
      const a = releaseStore({ state: shared.open(), env });
      const b = releaseStore({ state: shared.open(), env });
      await Promise.all([a.put('commerce', { current: V2 }), b.put('commerce', { current: V3 })]);
      const final = (await releaseStore({ state: shared.open(), env }).all()).commerce;
      // The one that went second saw the other's deploy as current: with a lost update both would name V1.
      expect([V2, V3]).toContain(final.current);
      expect(final.previous).toBe(final.current === V2 ? V3 : V2);
    });

    it('concurrent canary PUTs through the endpoint: each answered, the stored one is one of them, whole', async () => {
      const apps = [
        appOver(releaseStore({ state: shared.open(), env })),
        appOver(releaseStore({ state: shared.open(), env })),
      ];
      const shares = Array.from({ length: 12 }, (_, i) => i * 5);
      const answers = await Promise.all(
        shares.map((share, i) => call(apps[i % 2]!, 'PUT', '/commerce', { canary: { url: V9, share } })),
      );
      expect(answers.map((r) => r.status)).toEqual(shares.map(() => 200));
      const stored = (await (await call(apps[0]!, 'GET', '')).json()) as { commerce: { canary: { share: number } } };
      expect(shares).toContain(stored.commerce.canary.share);
    });
  });
});

describe('release endpoints', () => {
  it('404 on every path while RELEASE_TOKEN is not configured (or too short)', async () => {
    for (const token of [null, 'short']) {
      const app = appOver(releaseStore({ state: memoryStateStore(), env }), token);
      expect((await call(app, 'PUT', '/commerce', { canary: { url: V2, share: 5 } }, token)).status).toBe(404);
      expect((await call(app, 'GET', '', undefined, token)).status).toBe(404);
    }
  });

  it('401 without the token or with another one; nothing changes', async () => {
    const store = releaseStore({ state: memoryStateStore(), env });
    const app = appOver(store);
    const none = await call(app, 'PUT', '/commerce', { canary: { url: V2, share: 5 } }, null);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: 'A valid release token is required.' });
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect((await call(app, 'PUT', '/commerce', { canary: { url: V2, share: 5 } }, 'x'.repeat(40))).status).toBe(401);
    expect((await call(app, 'POST', '/commerce/rollback', undefined, 'x'.repeat(40))).status).toBe(401);
    expect((await store.all()).commerce.canary).toBeUndefined();
  });

  it('400 for bad input, 404 for an unknown remote, 409 for nothing to roll back', async () => {
    const purges: string[] = [];
    const app = appOver(releaseStore({ state: memoryStateStore(), env }), TOKEN, purges);
    const bad = [
      '{not json',
      [],
      { canary: { url: V2, share: 101 } },
      { canary: { url: V2, share: 2.5 } },
      { canary: { url: V2 } },
      { canary: { url: 'javascript:alert(1)', share: 5 } },
      { canary: { url: 'https://user:pw@commerce.example/remoteEntry.js', share: 5 } },
      { current: '/remotes/catalogue/remoteEntry.js' },
      { current: V2, extra: true },
      // An origin configuration does not trust: its server module would run in the root (decision 133).
      { canary: { url: 'https://attacker.example/remoteEntry.js', share: 5 } },
      { current: 'https://commerce-v1.example.attacker.example/remoteEntry.js' },
    ];
    for (const body of bad) {
      const res = await call(app, 'PUT', '/commerce', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toHaveProperty('error');
    }
    expect((await call(app, 'PUT', '/nope', { current: V2 })).status).toBe(404);
    expect((await call(app, 'POST', '/commerce/rollback')).status).toBe(409);
    expect(purges).toEqual([]);
    const ok = await call(app, 'PUT', '/commerce', { canary: { url: 'https://commerce-v2.example/', share: 5 } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ current: V1, canary: { url: V2, share: 5 } });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(purges).toEqual(['purge']);
    expect((await call(app, 'PUT', '/commerce', { current: '/remotes/commerce/remoteEntry.js' })).status).toBe(200);
  });

  it('names only deploys on origins configuration trusts; a stored release naming another is ignored', async () => {
    const may = releasable({
      REMOTE_URL_COMMERCE: 'https://shop.example/remoteEntry.js',
      REMOTE_URL_CATALOGUE: 'https://publisher-catalogue.netlify.app/remoteEntry.js',
      RELEASE_ORIGINS: 'http://127.0.0.1:9999, https://*--publisher-commerce.netlify.app',
    });
    // Its own origin and its site's deploy permalinks.
    expect(may('commerce', 'https://shop.example/v2/remoteEntry.js')).toBe(true);
    expect(may('catalogue', 'https://5f3a1c--publisher-catalogue.netlify.app/remoteEntry.js')).toBe(true);
    expect(may('catalogue', 'https://a.b--publisher-catalogue.netlify.app/remoteEntry.js')).toBe(false);
    expect(may('catalogue', 'https://evil-publisher-catalogue.netlify.app/remoteEntry.js')).toBe(false);
    // RELEASE_ORIGINS, for every remote; the root's own copy always.
    expect(may('commerce', 'http://127.0.0.1:9999/remoteEntry.js')).toBe(true);
    expect(may('commerce', 'http://127.0.0.1:9998/remoteEntry.js')).toBe(false);
    expect(may('commerce', 'https://abc123--publisher-commerce.netlify.app/remoteEntry.js')).toBe(true);
    expect(may('commerce', 'http://abc123--publisher-commerce.netlify.app/remoteEntry.js')).toBe(false);
    expect(may('commerce', '/remotes/commerce/remoteEntry.js')).toBe(true);
    expect(may('education', 'https://shop.example/remoteEntry.js')).toBe(false);

    // A release written while RELEASE_ORIGINS allowed an origin it no longer allows serves the default.
    const state = memoryStateStore();
    await releaseStore({ state, env }).put('commerce', { canary: { url: V2, share: 50 } });
    const stricter = releaseStore({ state, env: { REMOTE_URL_COMMERCE: V1 } });
    expect((await stricter.all()).commerce).toEqual({ current: V1, changedAt: 0 });
  });

  it('in production names only https deploys of other hosts, whatever RELEASE_ORIGINS lists (decision 141)', async () => {
    const listed = {
      REMOTE_URL_COMMERCE: V1,
      RELEASE_ORIGINS: 'http://commerce-v2.example, http://127.0.0.1:9999, https://localhost:9443',
      SITE_URL: 'https://ashgrove.example',
    };
    const may = releasable(listed, true);
    expect(may('commerce', 'http://commerce-v2.example/remoteEntry.js')).toBe(false);
    expect(may('commerce', 'http://127.0.0.1:9999/remoteEntry.js')).toBe(false);
    expect(may('commerce', 'https://localhost:9443/remoteEntry.js')).toBe(false);
    expect(may('commerce', 'https://commerce-v1.example/v2/remoteEntry.js')).toBe(true);
    expect(may('commerce', '/remotes/commerce/remoteEntry.js')).toBe(true);
    // Outside production the same list is honoured (a developer's loopback deploys).
    expect(releasable(listed)('commerce', 'http://127.0.0.1:9999/remoteEntry.js')).toBe(true);
    // A production test on one machine (a loopback SITE_URL: the deploy suite) may name loopback deploys only.
    const onThisMachine = releasable({ ...listed, SITE_URL: 'http://localhost:8910' }, true);
    expect(onThisMachine('commerce', 'http://127.0.0.1:9999/remoteEntry.js')).toBe(true);
    expect(onThisMachine('commerce', 'http://commerce-v2.example/remoteEntry.js')).toBe(false);

    // A PUT naming an http deploy is refused (400), naming the rule; nothing is stored.
    const store = releaseStore({ state: memoryStateStore(), env: listed, production: true });
    const app = appOver(store);
    const res = await call(app, 'PUT', '/commerce', { canary: { url: 'http://commerce-v2.example/', share: 5 } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/https in production/);
    expect((await store.all()).commerce).toEqual({ current: V1, changedAt: 0 });
  });
});
