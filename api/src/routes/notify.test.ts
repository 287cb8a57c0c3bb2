import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIRM_TTL_MS } from '@publisher/shared/server/notify-sign-ups';
import { notifyWentLive, type WentLiveItem } from '../../../mfe-catalogue/src/server/notify/went-live';
import { teamsOnContentLive } from '../wiring/team-content-live';
import { notifyApp, type NotifyApp } from '../testing/notify-app';

/*
 * "Get Notified" with double opt-in (decision 124): the catalogue's endpoints (decision 133)
 * through the host's app, nodemailer over SMTP to a real SMTP server on loopback, SQLite records
 * and state (testing/notify-app.ts).
 */

const SECRET = 'n'.repeat(40);
const BOOK: WentLiveItem = {
  kind: 'book',
  slug: 'letters-from-the-lower-field',
  title: 'Letters from the Lower Field',
  url: '/books/letters-from-the-lower-field',
};
const YEAR8: WentLiveItem = {
  kind: 'course',
  slug: 'year8',
  title: 'Year 8 Mathematics Workbook',
  url: '/education/year8',
};

let h: NotifyApp;
let smtp: NotifyApp['smtp'];
let deps: NotifyApp['deps'];
let app: NotifyApp['app'];
let teams: NotifyApp['teams'];

beforeEach(async () => {
  h = await notifyApp({ writesPerWindow: 5, secret: SECRET });
  ({ smtp, deps, app, teams } = h);
});
afterEach(() => h.close());

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const linkIn = (raw: string, path: string) => {
  const found = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_.%-]+`).exec(unfold(raw))?.[0];
  if (!found) throw new Error(`no ${path} link in:\n${raw}`);
  const url = new URL(found);
  return url.pathname + url.search;
};
const post = (body: unknown, ip = '203.0.113.7') =>
  app.request('http://localhost/api/notify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
const postForm = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Signs up and confirms as a reader does: the mail's link, its page, the page's button. */
async function signUpAndConfirm(email: string, topic: string): Promise<void> {
  const asked = await post({ email, topic });
  expect(asked.status).toBe(200);
  const mail = await smtp.next();
  expect(mail.to).toEqual([email]);
  const link = linkIn(mail.raw, '/api/notify/confirm');
  const page = await app.request(`http://localhost${link}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<button type="submit">Confirm</button>');
  const confirmed = await postForm(link, '', { origin: 'http://localhost' });
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain('You are signed up');
}

describe('Get Notified: double opt-in', () => {
  it('a sign-up sends one confirmation mail and nothing else; an unconfirmed address gets nothing at go-live', async () => {
    const asked = await post({ email: 'Ada@Example.com', topic: 'book/letters-from-the-lower-field' });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ message: expect.stringContaining('Open the link in it to confirm') });
    const mail = await smtp.next();
    expect(mail.to).toEqual(['Ada@example.com']); // nodemailer lower-cases the domain
    expect(mail.raw).toMatch(/^Subject: Please confirm: updates from Ashgrove Press/m);
    expect(unfold(mail.raw)).toContain('Book: Letters from the Lower Field');
    expect(mail.raw).toMatch(/multipart\/alternative/);
    // Opening the link (a mail scanner does) records nothing.
    expect((await app.request(`http://localhost${linkIn(mail.raw, '/api/notify/confirm')}`)).status).toBe(200);
    expect(await deps.records.listNotifyConsents(['book/letters-from-the-lower-field', 'all'])).toEqual([]);

    expect(await notifyWentLive(deps, BOOK)).toEqual({ sent: 0, alreadySent: 0, failed: 0 });
    await settle();
    expect(smtp.received).toHaveLength(1);
  });

  it('a confirmed address gets exactly one mail per item, called twice and four times at once, with one-click unsubscribe', async () => {
    await signUpAndConfirm('ada@example.com', 'book/letters-from-the-lower-field');
    await signUpAndConfirm('bob@example.com', 'all');
    await signUpAndConfirm('cy@example.com', 'course/year8');
    const [consent] = await deps.records.listNotifyConsents(['book/letters-from-the-lower-field']);
    expect(consent).toMatchObject({ email: 'ada@example.com', label: 'Book: Letters from the Lower Field' });
    expect(consent!.confirmedAt.slice(0, 10)).toBe(new Date(h.clock.now).toISOString().slice(0, 10));

    const first = await Promise.all([1, 2, 3, 4].map(() => notifyWentLive(deps, BOOK)));
    expect(first.reduce((n, o) => n + o.sent, 0)).toBe(2);
    expect(await notifyWentLive(deps, BOOK)).toEqual({ sent: 0, alreadySent: 2, failed: 0 });
    await settle();
    const live = smtp.received.slice(3);
    expect(live.map((m) => m.to[0]).sort()).toEqual(['ada@example.com', 'bob@example.com']);
    const ada = live.find((m) => m.to[0] === 'ada@example.com')!;
    expect(ada.raw).toMatch(/^Subject: Now available: Letters from the Lower Field/m);
    expect(unfold(ada.raw)).toContain('http://localhost/books/letters-from-the-lower-field');
    const headers = ada.raw.replace(/\r?\n(?=[ \t])/g, ''); // unfolded (RFC 5322)
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/localhost\/api\/notify\/unsubscribe\?token=/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // The mail provider's one-click POST: no cookie, no Origin, the RFC 8058 body.
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(headers)![1]!;
    const oneClick = await postForm(new URL(header).pathname + new URL(header).search, 'List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    // Also from a provider that sends its own Origin.
    expect(
      (
        await postForm(new URL(header).pathname + new URL(header).search, 'List-Unsubscribe=One-Click', {
          origin: 'https://mail.example',
        })
      ).status,
    ).toBe(200);

    // Ada asked again about another item, no more mail: she unsubscribed from everything.
    expect(await notifyWentLive(deps, { ...BOOK, slug: 'x', title: 'X', url: '/books/x' })).toMatchObject({ sent: 1 });
    await settle();
    expect(smtp.received.slice(5).map((m) => m.to[0])).toEqual(['bob@example.com']);
    // The course went live: Cy and Bob (all updates), once each.
    expect(await notifyWentLive(deps, YEAR8)).toMatchObject({ sent: 2 });
  });

  it('the unsubscribe page asks first: a GET changes nothing, its button does it', async () => {
    await signUpAndConfirm('ada@example.com', 'all');
    const link = `/api/notify/unsubscribe?token=${deps.tokens.unsubscribe('ada@example.com')}`;
    const page = await app.request(`http://localhost${link}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop every e-mail update from Ashgrove Press to ada@example.com?');
    expect(await deps.records.listNotifyConsents(['all'])).toHaveLength(1);
    expect((await postForm(link, '', { origin: 'http://localhost' })).status).toBe(200);
    expect(await deps.records.listNotifyConsents(['all'])).toEqual([]);
    expect(await notifyWentLive(deps, BOOK)).toMatchObject({ sent: 0 });
    // A forged token unsubscribes nobody.
    const forged = link.slice(0, -3) + (link.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await postForm(forged, 'List-Unsubscribe=One-Click')).status).toBe(400);
  });

  it('refuses a tampered, expired or used confirmation link', async () => {
    await post({ email: 'ada@example.com', topic: 'all' });
    const link = linkIn((await smtp.next()).raw, '/api/notify/confirm');
    const [path, query] = link.split('?token=') as [string, string];
    const token = decodeURIComponent(query);
    const [version, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { x: number };
    const longer = Buffer.from(JSON.stringify({ ...claims, x: claims.x + 10 * CONFIRM_TTL_MS })).toString('base64url');
    const tampered = `${path}?token=${version}.${longer}.${signature}`;
    expect((await app.request(`http://localhost${tampered}`)).status).toBe(410);
    expect((await postForm(tampered, '', { origin: 'http://localhost' })).status).toBe(410);

    h.clock.now += CONFIRM_TTL_MS + 1000;
    expect((await postForm(link, '', { origin: 'http://localhost' })).status).toBe(410);
    expect(await deps.records.listNotifyConsents(['all'])).toEqual([]);

    h.clock.now -= CONFIRM_TTL_MS + 1000;
    expect((await postForm(link, '', { origin: 'http://localhost' })).status).toBe(200);
    const used = await postForm(link, '', { origin: 'http://localhost' });
    expect(used.status).toBe(410);
    expect(await used.text()).toContain('This confirmation link no longer works');
  });

  it('counts sign-ups as anonymous writes: past the limit, 429 and no mail', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post({ email: `reader${i}@example.com`, topic: 'all' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    await settle();
    expect(smtp.received).toHaveLength(5);
  });

  it('answers bad input with 400 JSON and sends nothing', async () => {
    for (const body of [
      { email: 'not-an-email', topic: 'all' },
      { email: 'a@example.com', topic: 'book/Bad Slug' },
      { email: 'a@example.com' },
      { email: 'a@example.com', topic: 'recipe/cake' },
    ]) {
      const answer = await post(body, `198.51.100.${Math.floor(Math.random() * 200)}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect(await answer.json()).toEqual({ error: expect.any(String) });
    }
    const unknown = await post({ email: 'a@example.com', topic: 'book/no-such-book' }, '198.51.100.250');
    expect(unknown.status).toBe(404);
    h.clock.now += 61_000; // a new window: the five above were counted
    const notJson = await app.request('http://localhost/api/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const crossSite = await app.request('http://localhost/api/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'a@example.com', topic: 'all' }),
    });
    expect(crossSite.status).toBe(403);
    await settle();
    expect(smtp.received).toHaveLength(0);
  });

  it('is told by the publish hook: an item publishDue says went live mails its confirmed readers once', async () => {
    // The host tells every team with an onContentLive (compose.ts): the catalogue mails its readers.
    const tell = teamsOnContentLive(teams.source, teams.ports);
    await signUpAndConfirm('ada@example.com', 'book/letters-from-the-lower-field');
    await post({ email: 'unconfirmed@example.com', topic: 'book/letters-from-the-lower-field' });
    await smtp.next();
    const live = {
      kind: 'books' as const,
      slug: 'letters-from-the-lower-field',
      id: 'recBookLetters',
      title: 'Letters from the Lower Field',
      url: '/books/letters-from-the-lower-field',
      publishAt: new Date(h.clock.now).toISOString(),
    };
    await tell([live, { ...live, kind: 'authors', slug: 'someone', url: '/authors/someone' }]);
    await tell([live]);
    await settle();
    const after = smtp.received.slice(2);
    expect(after.map((m) => m.to[0])).toEqual(['ada@example.com']);
    expect(after[0]!.raw).toMatch(/^Subject: Now available: Letters from the Lower Field/m);
  });
});
