import { afterEach, beforeEach, expect, it } from 'vitest';
import { CONFIRM_MAILS_PER_ADDRESS, CONFIRM_MAILS_WINDOW_MS } from '../../../mfe-catalogue/src/server/notify/service';
import { notifyApp, type NotifyApp } from '../testing/notify-app';

/*
 * "Get Notified" mails a confirmation to whatever address is typed (decision 124). The host's write
 * limit (10 a minute per e-mail) let anyone send one stranger 600 such mails an hour, over any
 * number of topics; the catalogue now sends an address at most CONFIRM_MAILS_PER_ADDRESS in
 * CONFIRM_MAILS_WINDOW_MS, and answers every sign-up the same way.
 */

let h: NotifyApp;

// The host's write limit well above the cap: only the catalogue's own allowance is tested here.
beforeEach(async () => {
  h = await notifyApp({ writesPerWindow: 100, secret: 'c'.repeat(40) });
});
afterEach(() => h.close());

const TOPICS = ['all', 'book/letters-from-the-lower-field', 'course/year6', 'course/year7', 'course/year8'];
const signUp = (email: string, topic: string) =>
  h.app.request('http://localhost/api/notify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify({ email, topic }),
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

it('mails one address at most CONFIRM_MAILS_PER_ADDRESS confirmations a window, a burst over topics included', async () => {
  // Ten at once, over five topics and the address's spellings: every answer alike, three mails.
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => signUp(i % 2 ? 'Target@Example.com' : 'target@example.com', TOPICS[i % 5]!)),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  const bodies = new Set(await Promise.all(answers.map((a) => a.text())));
  expect(bodies.size).toBe(1);
  await settle();
  expect(h.smtp.received).toHaveLength(CONFIRM_MAILS_PER_ADDRESS);

  // Another address is not held back by this one's allowance.
  expect((await signUp('someone-else@example.com', 'all')).status).toBe(200);
  await settle();
  expect(h.smtp.received).toHaveLength(CONFIRM_MAILS_PER_ADDRESS + 1);

  // Once the window has passed, the address can be mailed again.
  h.clock.now += CONFIRM_MAILS_WINDOW_MS + 1_000;
  expect((await signUp('target@example.com', 'all')).status).toBe(200);
  await settle();
  expect(h.smtp.received).toHaveLength(CONFIRM_MAILS_PER_ADDRESS + 2);
});

it('counts `victim+1@…` … `victim+10@…` as one address: CONFIRM_MAILS_PER_ADDRESS mails, each to the address as typed', async () => {
  const typed = Array.from({ length: 10 }, (_, i) => `victim+${i + 1}@example.com`);
  const answers = await Promise.all(typed.map((email, i) => signUp(email, TOPICS[i % 5]!)));
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  await settle();
  expect(h.smtp.received).toHaveLength(CONFIRM_MAILS_PER_ADDRESS);
  // Only the key is canonical: each mail went to a +tag address someone typed.
  for (const mail of h.smtp.received) expect(typed).toContain(mail.to[0]);
});

it('counts Gmail’s spellings of one inbox as one address: t.a.r.get@gmail.com and target@googlemail.com share the cap', async () => {
  const spellings = ['t.a.r.get@gmail.com', 'target@googlemail.com', 'Tar.get@GMail.com', 'targe.t+x@googlemail.com'];
  for (let i = 0; i < 8; i++) expect((await signUp(spellings[i % 4]!, TOPICS[i % 5]!)).status).toBe(200);
  await settle();
  expect(h.smtp.received).toHaveLength(CONFIRM_MAILS_PER_ADDRESS);
  expect(h.smtp.received.map((m) => m.to[0])).toEqual([
    't.a.r.get@gmail.com',
    'target@googlemail.com',
    'Tar.get@gmail.com',
  ]);
  // A different Gmail name is a different person.
  expect((await signUp('targets@gmail.com', 'all')).status).toBe(200);
  await settle();
  expect(h.smtp.received).toHaveLength(CONFIRM_MAILS_PER_ADDRESS + 1);
});
