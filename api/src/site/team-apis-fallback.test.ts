import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeApp } from '../compose';
import { parseEnv } from '../env';

/*
 * Decision 133: a team deployed on its own origin serves its endpoints from its own module; when
 * that origin cannot be reached, this deploy's copy of the team's build answers them (the built
 * mfe-architect/dist of `npm run build`), so a team's outage never breaks its calls.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'team-fallback-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("a team's endpoints with its own origin down", () => {
  it("answer from this deploy's copy of the team's module", async () => {
    const env = parseEnv({
      DATA_DIR: dataDir,
      AIRTABLE_TOKEN: '',
      RECORDS_BACKEND: 'local',
      // Nothing listens on port 9 (discard): the origin is down.
      REMOTE_URL_ARCHITECT: 'http://127.0.0.1:9/remoteEntry.js',
    });
    const { app } = composeApp(env);
    const res = await app.request('/api/projects?email=reader%40example.com&userId=guest_1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ projects: [] });
  });
});
