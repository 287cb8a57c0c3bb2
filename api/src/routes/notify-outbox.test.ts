import { afterEach, describe, expect, it } from 'vitest';
import { drainMail, queueMail } from '@publisher/shared/server/mail/mail-outbox';
import { faultPlan } from '../testing/faults';
import { notifyApp, type NotifyApp } from '../testing/notify-app';

/*
 * Issue 41, item 2: a Get Notified confirmation is owed once the sign-up is kept. With the relay
 * refusing it, the visitor is still told the mail is on its way, and the next scheduled run (the
 * shared mail outbox, decision 144) delivers it, once, with a link that works.
 */

let h: NotifyApp | undefined;
afterEach(() => h?.close());

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('a confirmation the mail relay refuses', () => {
  it('is kept in the outbox and sent once by the next run, and its link confirms', async () => {
    h = await notifyApp({ writesPerWindow: 5, secret: 'o'.repeat(40), smtpFaults: faultPlan(['refuse']) });
    const { app, smtp, deps, clock } = h;
    // Another's mail waiting in the outbox: a sign-up sends its own mail, not the backlog.
    await queueMail(deps.state, 'backlog/1', { to: 'old@example.com', subject: 'Waiting', text: 'Waiting' }, clock.now);
    const asked = await app.request('http://localhost/api/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ email: 'ada@example.com', topic: 'all' }),
    });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ message: expect.stringContaining('Open the link in it to confirm') });
    expect(smtp.received).toHaveLength(0);

    // A scheduled run sends the backlog, not the refused mail before its retry is due; after it, that mail, once.
    const run = () => drainMail({ state: deps.state, mailer: deps.mailer, now: () => clock.now }, () => {});
    expect((await run()).done).toEqual(['backlog/1']);
    clock.now += 6 * 60_000;
    expect((await run()).done).toEqual([expect.stringMatching(/^notify\/confirm\//)]);
    expect((await run()).done).toEqual([]);
    expect(smtp.received.map((m) => m.to[0])).toEqual(['old@example.com', 'ada@example.com']);
    const mail = smtp.received[1]!;
    expect(mail.to).toEqual(['ada@example.com']);
    const link = /https?:\/\/[^\s"<>]+\/api\/notify\/confirm\?token=[A-Za-z0-9_.%-]+/.exec(unfold(mail.raw))![0];
    const confirmed = await app.request(link.replace(/^https?:\/\/[^/]+/, 'http://localhost'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: '',
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('You are signed up');
    expect(await deps.records.listNotifyConsents(['all'])).toEqual([
      expect.objectContaining({ email: 'ada@example.com' }),
    ]);
  });
});
