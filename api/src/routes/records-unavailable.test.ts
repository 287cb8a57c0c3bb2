import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { recordsFile } from '../adapters/sqlite/record-store';
import { composeApp } from '../compose';
import { VERIFY_MESSAGES } from '@publisher/shared/server/ports/purchase-verifier';
import { parseEnv } from '../env';
import { publishTeamFromSource } from '../testing/team-sources';
import { publishSiteRoutes } from '../testing/site-routes';

/*
 * Faults of the embedded record store, through the composed app as the Node server runs it:
 * a locked database (a second connection holds the write lock past busy_timeout) and a file
 * that is not a database. The answer is a clean 503, one log line names the file and cause,
 * nothing is half-written, and writes resume once the fault is gone.
 */
const ORIGIN = 'http://localhost';
const quote = {
  name: 'Ada Writer',
  email: 'ada@example.com',
  message: '',
  services: { coverDesign: true, typesetting: false },
  coverDetails: { complexity: 'premium', formats: 'both', trimSize: '6x9', platform: 'KDP', rush: false },
  typesettingDetails: null,
  pricing: { coverTotal: 1, typesettingTotal: 0, creatorEarnings: 1, yourFee: 0, grandTotal: 1 },
  submittedAt: '2026-06-01T12:00:00.000Z',
};
const proof = { email: 'reader@example.com', orderNumber: 'SAMPLE-CROWNLESS-1001', bookSlug: 'crownless' };

let dataDir: string;
let errors: string[];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'records-fault-'));
  // Every remote's routes as their builds publish them (no log line about a missing list), and
  // commerce's endpoints (checkouts, the sandbox's Pay) as its server module serves them (decision 133).
  publishSiteRoutes(dataDir);
  publishTeamFromSource(dataDir, 'commerce');
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

const appOn = () =>
  composeApp(parseEnv({ DATA_DIR: dataDir, SITE_ROOT: dataDir, AIRTABLE_TOKEN: '', RECORDS_BACKEND: 'local' })).app;
const post = (app: ReturnType<typeof appOn>, path: string, body: unknown) =>
  app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const quoteCount = () => {
  const db = new Database(recordsFile(dataDir), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM quote_requests').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('records unavailable', () => {
  it('answers 503 JSON while another connection holds the write lock, still finds purchases, then resumes', async () => {
    const app = appOn();
    expect((await post(app, FUNCTION_PATHS.submitQuote, quote)).status).toBe(200);
    const locker = new Database(recordsFile(dataDir));
    locker.exec("BEGIN IMMEDIATE; INSERT INTO meta (key, value) VALUES ('half', 'written')");
    try {
      const locked = await post(app, FUNCTION_PATHS.submitQuote, quote);
      expect(locked.status).toBe(503);
      expect(await locked.json()).toEqual({ error: expect.stringMatching(/^We couldn't save your request just now/) });
      expect(errors).toEqual([
        expect.stringMatching(/records\.sqlite is unavailable \(SQLITE_BUSY: database is locked\)/),
      ]);
      // WAL: the proof's read is not held by the lock (the purchase is found); only recording
      // the access grant, a write, fails.
      const proven = await post(app, FUNCTION_PATHS.verifyGumroadPurchase, proof);
      expect(proven.status).toBe(503);
      expect(await proven.json()).toEqual({ success: false, error: VERIFY_MESSAGES.notSaved });
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
    expect((await post(app, FUNCTION_PATHS.submitQuote, quote)).status).toBe(200);
    expect(quoteCount()).toBe(2);
  }, 20_000);

  it('answers 503 (JSON, and a page for a form post) over a file that is not a database, then resumes once it is replaced', async () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(recordsFile(dataDir), 'not a database '.repeat(500));
    const app = appOn();
    const failed = await post(app, FUNCTION_PATHS.verifyGumroadPurchase, proof);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      success: false,
      error: expect.stringMatching(/^We couldn't check your purchase just now/),
    });
    expect(errors.at(-1)).toMatch(/records\.sqlite is unavailable \(SQLITE_NOTADB: file is not a database\)/);

    const started = await post(app, FUNCTION_PATHS.createCheckout, {
      priceId: 'price_sample_crownless_flipbook',
      slug: 'crownless',
    });
    expect(started.status).toBe(200);
    const page = new URL(((await started.json()) as { url: string }).url, ORIGIN).pathname;
    const form = await app.request(`${ORIGIN}${page}/pay`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=buyer%40example.com',
    });
    expect(form.status).toBe(503);
    expect(form.headers.get('content-type')).toMatch(/text\/html/);
    expect(await form.text()).toMatch(/Please try again shortly/);
    expect(errors.at(-1)).toMatch(
      /^\[api\] POST \/sandbox\/checkout\/.+\/pay: .*records\.sqlite is unavailable \(SQLITE_NOTADB/,
    );
    expect(errors.every((line) => !line.includes('\n'))).toBe(true);

    rmSync(recordsFile(dataDir));
    expect((await post(app, FUNCTION_PATHS.verifyGumroadPurchase, proof)).status).toBe(200);
    expect((await post(app, FUNCTION_PATHS.submitQuote, quote)).status).toBe(200);
  });
});
