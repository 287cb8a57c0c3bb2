import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listenHost, listeningMessage } from './server-listen';

describe('where the Node server listens', () => {
  it('outside production on 127.0.0.1 unless HOST says otherwise; in production on every interface', () => {
    expect(listenHost(undefined, false)).toBe('127.0.0.1');
    expect(listenHost('0.0.0.0', false)).toBe('0.0.0.0');
    expect(listenHost(undefined, true)).toBe('0.0.0.0');
    expect(listenHost('127.0.0.1', true)).toBe('127.0.0.1');
  });

  it('says so at start, with the URL to open', () => {
    expect(listeningMessage('127.0.0.1', 8080, false)).toBe(
      'Ashgrove Press is serving on http://localhost:8080 (listening on 127.0.0.1 only, this machine; set HOST=0.0.0.0 to listen on every interface)',
    );
    expect(listeningMessage('0.0.0.0', 8080, true)).toMatch(/localhost:8080 \(listening on every interface\)$/);
    expect(listeningMessage('::1', 9000, true)).toMatch(/\(listening on \[::1\]\)$/);
  });
});

// The real server, as `pnpm serve` starts it.
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'server-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs api/src/server.ts until it prints its address (then stops it) or exits; its output and exit code. */
function start(env: Record<string, string>): Promise<{ output: string; code: number | null }> {
  const base = { ...process.env };
  for (const name of ['NODE_ENV', 'HOST', 'STRIPE_SECRET_KEY', 'AIRTABLE_TOKEN', 'DEMO_MODE']) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...base, PORT: '0', DATA_DIR: dataDir, SITE_ROOT: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Mail:/.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ output, code }));
  });
}

describe('the Node server at start', () => {
  it('outside production listens on 127.0.0.1 and says so', async () => {
    const { output } = await start({});
    expect(output).toMatch(/serving on http:\/\/localhost:\d+ \(listening on 127\.0\.0\.1 only, this machine;/);
  }, 60_000);

  it('with NODE_ENV=production and no payment key refuses to start, naming STRIPE_SECRET_KEY', async () => {
    const { output, code } = await start({
      NODE_ENV: 'production',
      SITE_URL: 'https://ashgrove.example',
      ACCESS_TOKEN_SECRET: 'a'.repeat(32),
      SESSION_SECRET: 'b'.repeat(32),
      FLIPBOOK_PASSWORD: 'a-real-password',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/STRIPE_SECRET_KEY: is required in production/);
    expect(output).not.toMatch(/serving on/);
  }, 60_000);

  it('with a live payment key and a public SITE_URL but no NODE_ENV is production: refuses to start, naming what is missing', async () => {
    const { output, code } = await start({
      STRIPE_SECRET_KEY: 'sk_live_example',
      SITE_URL: 'https://ashgrove.example',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/for production \(STRIPE_SECRET_KEY is a live key\)/);
    expect(output).toMatch(/SESSION_SECRET: is required in production/);
    expect(output).not.toMatch(/serving on/);
  }, 60_000);
});
