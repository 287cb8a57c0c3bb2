import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeApp } from './compose';
import { parseEnv } from './env';

/* Sign-in mail as the composed site wires it: the local outbox in development, 503 in production without SMTP. */

const root = mkdtempSync(join(tmpdir(), 'compose-mail-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const signIn = (app: ReturnType<typeof composeApp>['app'], email: string) =>
  Promise.resolve(
    app.fetch(
      new Request('http://localhost/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      }),
    ),
  );

describe('sign-in mail in the composed site', () => {
  it('development: the link lands in DATA_DIR/outbox and /dev/outbox shows it', async () => {
    const { app, summary } = composeApp(
      parseEnv({ DATA_DIR: join(root, 'dev'), SITE_ROOT: root, RECORDS_BACKEND: 'local' }),
      { production: false },
    );
    expect(summary).toContain(`Mail: local outbox ${join(root, 'dev', 'outbox')} (see /dev/outbox)`);
    expect((await signIn(app, 'dev@example.com')).status).toBe(200);
    const page = await (await app.fetch(new Request('http://localhost/dev/outbox'))).text();
    expect(page).toContain('To: dev@example.com');
    expect(page).toMatch(/http:\/\/localhost\/api\/auth\/verify\?token=[A-Za-z0-9_-]{43}/);
  });

  it('production without SMTP_URL: sign-in answers 503, the log says why, and there is no outbox page', async () => {
    const { app, summary } = composeApp(
      parseEnv({ DATA_DIR: join(root, 'prod'), SITE_ROOT: root, RECORDS_BACKEND: 'local' }),
      { production: true },
    );
    expect(summary.join('\n')).toMatch(/Mail: off — SMTP_URL is not set/);
    const answer = await signIn(app, 'prod@example.com');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: 'E-mail sign-in is not available right now.' });
    // Not mounted: the path falls through to the site (here without a built shell), never the outbox.
    const outbox = await app.fetch(new Request('http://localhost/dev/outbox'));
    expect(outbox.status).not.toBe(200);
    expect(await outbox.text()).not.toContain('Outbox (development)');
  });

  it('a server production is recognised by (an https SITE_URL, no NODE_ENV) has no outbox page (decision 141)', async () => {
    const { app } = composeApp(
      parseEnv({
        SITE_URL: 'https://ashgrove.example',
        ACCESS_TOKEN_SECRET: 'a'.repeat(32),
        SESSION_SECRET: 'b'.repeat(32),
        FLIPBOOK_PASSWORD: 'a-real-password',
        DEMO_MODE: '1',
        DATA_DIR: join(root, 'recognised'),
        SITE_ROOT: root,
        RECORDS_BACKEND: 'local',
      }),
    );
    // Not mounted: the path falls through to the site (here without a built shell), never the outbox.
    const outbox = await app.fetch(new Request('https://ashgrove.example/dev/outbox'));
    expect(outbox.status).not.toBe(200);
    expect(await outbox.text()).not.toContain('Outbox (development)');
  });

  it('a development server bound to another interface (HOST=0.0.0.0) files mail but never shows it at /dev/outbox', async () => {
    const { app, summary } = composeApp(
      parseEnv({ HOST: '0.0.0.0', DATA_DIR: join(root, 'wide'), SITE_ROOT: root, RECORDS_BACKEND: 'local' }),
    );
    expect(summary.join('\n')).toMatch(/Mail: local outbox .*\/dev\/outbox is off/);
    expect((await signIn(app, 'wide@example.com')).status).toBe(200);
    const outbox = await app.fetch(new Request('http://localhost/dev/outbox'));
    expect(outbox.status).not.toBe(200);
    expect(await outbox.text()).not.toContain('wide@example.com');
  });
});
