import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { HostPorts, TeamApi } from '@publisher/shared/server/team-api';
import { StoreUnavailableError } from '@publisher/shared/server/ports/store-unavailable';
import { handleError } from '@publisher/shared/server/http/errors';
import { createApp } from '../app';
import { DEFAULT_EDGE } from '../middleware/edge';
import { createWriteLimiter } from '../middleware/write-limit';
import { localContentStore } from '../adapters/local/sample-content';
import { memoryStateStore } from '../testing/memory-state-store';
import { TEAM_APIS } from '../testing/team-sources';
import { teamApis, TEAM_UNAVAILABLE, type TeamApiSource } from './team-apis';

/* The host hands a team's declared paths to the app the team's module builds (decision 133). */

const ports = { config: {}, content: localContentStore() } as unknown as HostPorts;
const catalogue = TEAM_APIS.catalogue!;

/** A team whose app echoes what it was given, and counts how often it was built. */
function echoTeam(): TeamApi & { built: number } {
  const team = {
    built: 0,
    paths: ['/api/echo', '/api/echo/*'],
    writes: ['/api/echo'],
    create(given: HostPorts) {
      team.built += 1;
      const app = new Hono();
      app.post('/api/echo', async (c) => c.json({ body: await c.req.json(), ports: given === ports }, 201));
      app.get('/api/echo/broken', () => {
        // A host adapter's error, thrown through the team's own copy of the HTTP kit: still a 503.
        throw new StoreUnavailableError('records', 'disk full');
      });
      app.onError(handleError);
      return app;
    },
  };
  return team;
}

function hostWith(source: TeamApiSource, writesPerMinute = 1000) {
  const state = memoryStateStore();
  const edge = { ...DEFAULT_EDGE, writeLimiter: createWriteLimiter(state, writesPerMinute) };
  return createApp({ edge, teams: { source, ports } });
}

const post = (app: Hono, path: string, body: unknown, ip = '203.0.113.9') =>
  app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { context: { ip } },
  );

describe("the teams' endpoints, composed by the host", () => {
  it("hands a declared path to the team's app, with the body whole and the host's ports; builds the app once per module", async () => {
    const team = echoTeam();
    const app = hostWith({ declared: async () => ({ architect: team }), load: async () => team });
    for (let i = 0; i < 3; i++) {
      const res = await post(app, '/api/echo', { email: `reader${i}@example.com` });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ body: { email: `reader${i}@example.com` }, ports: true });
      // The host's edge still wraps the team's answer.
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(team.built).toBe(1);
    // A path no team declares is the host's: its JSON 404.
    expect((await app.request('/api/elsewhere')).status).toBe(404);
  });

  it("counts a team's declared anonymous write against the host's write limit (per e-mail), before the team's code runs", async () => {
    const team = echoTeam();
    const app = hostWith({ declared: async () => ({ architect: team }), load: async () => team }, 3);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(app, '/api/echo', { email: 'same@example.com' }, `198.51.100.${i}`)),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("answers 503 with Retry-After on a team's paths when its module cannot be loaded, and nowhere else", async () => {
    const team = echoTeam();
    const app = hostWith({
      declared: async () => ({ architect: team, catalogue }),
      load: async (remote) => (remote === 'catalogue' ? catalogue : null),
    });
    const res = await post(app, '/api/echo', { email: 'a@example.com' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({ error: TEAM_UNAVAILABLE });
    expect((await app.request('/api/books')).status).toBe(200);
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it("answers a host adapter's outage inside a team's app as 503, not 500", async () => {
    const team = echoTeam();
    const app = hostWith({ declared: async () => ({ architect: team }), load: async () => team });
    expect((await app.request('/api/echo/broken')).status).toBe(503);
  });

  it('is a plain middleware: without a declaring team it passes on', async () => {
    const app = new Hono();
    app.use('*', teamApis({ declared: async () => ({}), load: async () => null }, ports));
    app.get('/x', (c) => c.text('host'));
    expect(await (await app.request('/x')).text()).toBe('host');
  });
});
