import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smtpMailer } from '../adapters/mail/nodemailer-mailer';
import { smtpLoopback, signInLinkIn } from '../testing/smtp-loopback';
import { paymentsHarness, subscriberCookie, type PaymentsHarness } from '../testing/stripe-app-harness';
import { statusFor, subscribeInSandbox } from '../testing/sandbox-subscribe';

/* E-mail sign-in through the real nodemailer, over SMTP, to a real SMTP server on loopback. */

let h: PaymentsHarness;
let smtp: Awaited<ReturnType<typeof smtpLoopback>>;
beforeEach(async () => {
  smtp = await smtpLoopback();
  h = await paymentsHarness({ mailer: smtpMailer({ url: smtp.url, from: 'Ashgrove Press <no-reply@ashgrove.test>' }) });
});
afterEach(async () => {
  vi.useRealTimers();
  await h.close();
  await smtp.close();
});

const EMAIL = 'writer@example.com';
const SENT = 'If that address can sign in, a link is on its way. Check your inbox.';

/**
 * Opens the link as a visitor does: the GET shows the confirmation page (using nothing up), the
 * page's button posts the token. Resolves with the POST's answer.
 */
async function openLink(path: string, cookie?: string): Promise<Response> {
  const page = await h.request(path, cookie ? { cookie } : {});
  if (page.status !== 200) return page;
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  expect(html).toContain('<form method="post" action="/api/auth/verify">');
  return h.postForm('/api/auth/verify', { token: token! }, cookie);
}

/** Asks for a link as the dashboard does and returns the path it mailed. */
async function requestLink(email: string): Promise<string> {
  const asked = await h.postJson('/api/auth/sign-in', { email });
  expect(asked.status).toBe(200);
  expect(await asked.json()).toEqual({ message: SENT });
  const mail = await smtp.next();
  expect(mail.to).toEqual([email]);
  const link = new URL(signInLinkIn(mail.raw));
  expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43,}$/); // 32 random bytes
  return link.pathname + link.search;
}

describe('sign-in by e-mail link', () => {
  it('proves the e-mail on another browser: the plan, its projects and its portal become visible', async () => {
    const checkoutBrowser = await subscribeInSandbox(h, {
      email: EMAIL,
      priceId: 'price_multi_book',
      outcome: 'active',
    });
    expect(
      (
        await h.postJson(
          '/api/projects',
          { email: EMAIL, userId: 'u1', title: 'Book One' },
          { cookie: checkoutBrowser },
        )
      ).status,
    ).toBe(201);
    // A new device knows only the e-mail: the free-trial view.
    expect(await statusFor(h, EMAIL)).toMatchObject({ tier: 'free_trial', activeProjects: 0 });

    const opened = await openLink(await requestLink(EMAIL));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('http://localhost/architect-method/dashboard');
    expect(opened.headers.getSetCookie().join('\n')).toMatch(
      /ap_subscriber=v2\.[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/,
    );
    const cookie = subscriberCookie(opened)!;

    expect(await statusFor(h, EMAIL, cookie)).toMatchObject({
      tier: 'multi_book',
      status: 'active',
      activeProjects: 1,
      maxProjects: 3,
    });
    const listed = await h.request(`/api/projects?email=${EMAIL}&userId=u1`, { cookie });
    expect(((await listed.json()) as { projects: Array<{ title: string }> }).projects.map((p) => p.title)).toEqual([
      'Book One',
    ]);
    expect((await h.postJson('/api/billing-portal', { email: EMAIL, userId: 'u1' }, { cookie })).status).toBe(200);
    expect(await (await h.request('/api/auth/session', { cookie })).json()).toEqual({ email: EMAIL });
  });

  it('a GET (a mail scanner, a link preview) uses nothing up and sets no cookie', async () => {
    const path = await requestLink(EMAIL);
    for (let i = 0; i < 3; i += 1) {
      const scanned = await h.request(path);
      expect(scanned.status).toBe(200);
      expect(subscriberCookie(scanned)).toBeNull();
      expect(scanned.headers.get('cache-control')).toBe('private, no-store');
      expect(scanned.headers.get('x-robots-tag')).toBe('noindex');
      expect(scanned.headers.get('referrer-policy')).toBe('same-origin');
      expect(await scanned.text()).toContain(`as ${EMAIL} on this browser`);
    }
    const opened = await openLink(path);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(subscriberCookie(opened)).not.toBeNull();
  });

  it('refuses a form post from another site, and a post without a token', async () => {
    const path = await requestLink(EMAIL);
    const token = new URL(path, 'http://localhost').searchParams.get('token')!;
    const forged = await h.request('/api/auth/verify', {
      method: 'POST',
      body: new URLSearchParams({ token }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(forged.status).toBe(403);
    expect(subscriberCookie(forged)).toBeNull();
    expect((await h.postForm('/api/auth/verify', {})).status).toBe(410);
    // The link still works for its owner.
    expect((await openLink(path)).status).toBe(303);
  });

  it('signs out: the cookie is cleared and the session forgets the e-mail', async () => {
    const cookie = subscriberCookie(await openLink(await requestLink(EMAIL)))!;
    expect(await (await h.request('/api/auth/session', { cookie })).json()).toEqual({ email: EMAIL });
    const out = await h.postJson('/api/auth/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ signedOut: true });
    expect(out.headers.getSetCookie().join('\n')).toMatch(/ap_subscriber=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it('refuses a link used once already, with a readable page', async () => {
    const path = await requestLink(EMAIL);
    expect((await openLink(path)).status).toBe(303);
    const again = await h.request(path);
    expect(again.status).toBe(410);
    expect(subscriberCookie(again)).toBeNull();
    const page = await again.text();
    expect(page).toContain('This sign-in link no longer works');
    expect(page).toContain('href="http://localhost/architect-method/dashboard"');
  });

  it('refuses a link after 15 minutes, and a made-up token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = await requestLink(EMAIL);
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
    expect((await h.request(path)).status).toBe(410);
    expect((await openLink(path)).status).toBe(410);
    expect((await h.request(`/api/auth/verify?token=${'A'.repeat(43)}`)).status).toBe(410);
    expect((await h.postForm('/api/auth/verify', { token: 'A'.repeat(43) })).status).toBe(410);
    expect((await h.request('/api/auth/verify')).status).toBe(410);
  });

  it('answers the same for an unknown e-mail, validates, and limits requests per e-mail', async () => {
    await requestLink('nobody@example.com');
    expect((await h.postJson('/api/auth/sign-in', { email: 'not-an-email' })).status).toBe(400);
    for (let i = 0; i < 5; i += 1) await requestLink(EMAIL);
    const limited = await h.postJson('/api/auth/sign-in', { email: EMAIL });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'Too many sign-in requests. Please wait a few minutes and try again.',
    });
    expect(smtp.received).toHaveLength(6);
  });

  it('limits requests per person, not per spelling: +tags and Gmail’s dots and googlemail.com are one e-mail', async () => {
    const spellings = [
      'w.riter@gmail.com',
      'writer+a@googlemail.com',
      'Wri.Ter@GMAIL.com',
      'writer@gmail.com',
      'wr.iter+b@gmail.com',
    ];
    for (const email of spellings) expect((await h.postJson('/api/auth/sign-in', { email })).status).toBe(200);
    expect((await h.postJson('/api/auth/sign-in', { email: 'wr.i.ter+c@googlemail.com' })).status).toBe(429);
    // Each link went to the address as typed (lower-cased, as sign-in stores it).
    const sent = await Promise.all(spellings.map(() => smtp.next()));
    expect(sent.map((m) => m.to[0])).toEqual(spellings.map((e) => e.toLowerCase()));
  });
});

describe('sign-in without mail configured', () => {
  it('answers 503 with the sentence the dashboard shows', async () => {
    const bare = await paymentsHarness({ mailer: null });
    const answer = await bare.postJson('/api/auth/sign-in', { email: EMAIL });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: 'E-mail sign-in is not available right now.' });
    await bare.close();
  });
});
