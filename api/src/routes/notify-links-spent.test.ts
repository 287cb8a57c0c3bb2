import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { airtableRecordStore } from '../adapters/airtable/record-store';
import { RECORD_TABLES } from '../adapters/airtable/record-fields';
import { startAirtableServer, type AirtableTestServer } from '../testing/airtable-server';
import { notifyApp, type NotifyApp } from '../testing/notify-app';
import { failingOnce } from '../testing/records-faults';

/*
 * A single-use link is spent only once its effect is stored (decision 140). Confirming a Get
 * Notified sign-up took the pending entry first and stored the consent after: an Airtable 429
 * lost the consent and the link, and the page then said "if you confirmed already, you are signed
 * up". Now the page says to try again, the same link works, and the consent is stored once.
 */

const SECRET = 'l'.repeat(40);
const TRY_AGAIN = 'We could not confirm your sign-up just now';
let h: NotifyApp;
let airtable: AirtableTestServer;

beforeAll(async () => {
  airtable = await startAirtableServer();
});
afterAll(() => airtable.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await h.close();
});

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const linkIn = (raw: string, path: string) => {
  const found = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_.%-]+`).exec(unfold(raw))?.[0];
  if (!found) throw new Error(`no ${path} link in:\n${raw}`);
  const url = new URL(found);
  return url.pathname + url.search;
};
const postForm = (path: string, body = '') =>
  h.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    body,
  });
/** Signs up `email` and answers the confirmation link its mail carries. */
async function confirmLinkFor(email: string, topic = 'all'): Promise<string> {
  const asked = await h.app.request('http://localhost/api/notify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '203.0.113.5' },
    body: JSON.stringify({ email, topic }),
  });
  expect(asked.status).toBe(200);
  return linkIn((await h.smtp.next()).raw, '/api/notify/confirm');
}
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('Get Notified: a confirmation link is spent after the consent is stored', () => {
  it('Airtable answers 429 once during confirm: the page says try again, the link works on the second try, one consent row', async () => {
    airtable.setTable(RECORD_TABLES.notify, []);
    const store = airtableRecordStore({
      token: airtable.token,
      baseId: airtable.baseId,
      endpointUrl: airtable.endpointUrl,
      timeoutMs: 2000,
    });
    h = await notifyApp({ writesPerWindow: 100, secret: SECRET, records: () => store });
    const link = await confirmLinkFor('Ada@Example.com');
    const errors = quietErrors();

    airtable.rateLimitNext(1);
    const failed = await postForm(link);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('30');
    const page = await failed.text();
    expect(page).toContain(TRY_AGAIN);
    expect(page).toContain('Your link still works. Please press Confirm again in a minute.');
    expect(page).not.toContain('If you confirmed already, you are signed up');
    // The page's own button posts the same link again.
    expect(page).toContain(`<form method="post" action="${link.replaceAll('&', '&amp;')}">`);
    expect(airtable.tables.get(RECORD_TABLES.notify)).toHaveLength(0);
    expect(errors).toHaveBeenCalled();

    // The link still shows its Confirm page, and its button now records the consent.
    expect((await h.app.request(`http://localhost${link}`)).status).toBe(200);
    const confirmed = await postForm(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('You are signed up');
    const rows = airtable.tables.get(RECORD_TABLES.notify)!;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toMatchObject({ Email: 'ada@example.com', For: 'all' });

    // Spent now: a third use is refused, and nothing more is stored.
    expect((await postForm(link)).status).toBe(410);
    expect(airtable.tables.get(RECORD_TABLES.notify)).toHaveLength(1);
  });

  it('the records adapter throws once: the same, on SQLite; two clicks at once store one consent', async () => {
    let records: ReturnType<typeof failingOnce<'addNotifyConsent'>> | undefined;
    h = await notifyApp({
      writesPerWindow: 100,
      secret: SECRET,
      records: (sqlite) => (records = failingOnce(sqlite, 'addNotifyConsent')),
    });
    const link = await confirmLinkFor('bob@example.com', 'course/year8');
    quietErrors();
    const failed = await postForm(link);
    expect(failed.status).toBe(503);
    expect(await failed.text()).toContain(TRY_AGAIN);
    expect(records!.failed).toBe(1);
    expect(await h.deps.records.listNotifyConsentsOf('bob@example.com')).toEqual([]);

    // Two clicks at once: one records the consent; the other is told to try again while the first
    // holds the link, or that it was used once the first is done.
    const both = (await Promise.all([postForm(link), postForm(link)])).map((r) => r.status).sort();
    expect(both[0]).toBe(200);
    expect([410, 503]).toContain(both[1]);
    expect(await h.deps.records.listNotifyConsentsOf('bob@example.com')).toHaveLength(1);
    expect((await postForm(link)).status).toBe(410);
  });
});

describe('Get Notified: an unsubscribe that could not be stored', () => {
  it('says try again with its button, and the same link then unsubscribes', async () => {
    h = await notifyApp({
      writesPerWindow: 100,
      secret: SECRET,
      records: (sqlite) => failingOnce(sqlite, 'removeNotifyConsents'),
    });
    expect((await postForm(await confirmLinkFor('cy@example.com'))).status).toBe(200);
    const link = `/api/notify/unsubscribe?token=${h.deps.tokens.unsubscribe('cy@example.com')}`;
    quietErrors();

    const failed = await postForm(link, 'List-Unsubscribe=One-Click');
    expect(failed.status).toBe(503);
    const page = await failed.text();
    expect(page).toContain('We could not unsubscribe you just now');
    expect(page).toContain('<button type="submit">Unsubscribe</button>');
    expect(await h.deps.records.listNotifyConsentsOf('cy@example.com')).toHaveLength(1);

    const done = await postForm(link, 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await h.deps.records.listNotifyConsentsOf('cy@example.com')).toEqual([]);
  });
});
