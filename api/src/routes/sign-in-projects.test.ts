import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '@publisher/shared/server/ports/mailer';
import { paymentsHarness, subscriberCookie, type PaymentsHarness } from '../testing/stripe-app-harness';

/*
 * A sign-in moves the browser's guest projects into the person's account (services/sign-in.ts).
 * The plan's limit holds through it (decision 142): beyond it projects are kept, read-only.
 */

const EMAIL = 'writer@example.com';
let h: PaymentsHarness;
let sent: OutgoingMail[];
beforeEach(async () => {
  sent = [];
  const mailer: Mailer = { kind: 'smtp', send: async (mail) => void sent.push(mail) };
  h = await paymentsHarness({ mailer });
});
afterEach(() => h.close());

const query = `email=${encodeURIComponent(EMAIL)}&userId=guest_1`;

/** Asks for a link in `cookie`'s browser, opens the mailed link there and answers the new cookie. */
async function signIn(cookie: string): Promise<string> {
  expect((await h.postJson('/api/auth/sign-in', { email: EMAIL }, { cookie })).status).toBe(200);
  const link = /\/api\/auth\/verify\?token=[A-Za-z0-9_-]+/.exec(sent.at(-1)!.text)![0];
  const token = new URL(link, 'http://localhost').searchParams.get('token')!;
  const done = await h.postForm('/api/auth/verify', { token }, cookie);
  expect(done.status).toBe(303);
  return subscriberCookie(done)!;
}

const completeStage = (id: string, cookie: string) =>
  h.request(`/api/projects/${id}`, {
    method: 'PATCH',
    cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, userId: 'guest_1', completeStage: 1 }),
  });

describe('guest projects brought in by a sign-in', () => {
  it('keeps 4 browsers’ guest projects on a 1-project free trial: 1 active, 3 read-only, changes to those refused', async () => {
    // Four browsers, one address: each made its free project as a guest, then signed in.
    const browsers: string[] = [];
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      const made = await h.postJson('/api/projects', { email: EMAIL, userId: 'guest_1', title });
      expect(made.status).toBe(201);
      browsers.push(subscriberCookie(made)!);
    }
    const signedIn: string[] = [];
    for (const cookie of browsers) signedIn.push(await signIn(cookie));
    const cookie = signedIn.at(-1)!;

    const listed = (await (await h.request(`/api/projects?${query}`, { cookie })).json()) as {
      projects: { id: string; title: string; readOnly: boolean }[];
    };
    expect(listed.projects.map((p) => [p.title, p.readOnly])).toEqual([
      ['One', false],
      ['Two', true],
      ['Three', true],
      ['Four', true],
    ]);
    const status = await h.request(`/.netlify/functions/check-subscription-status?${query}`, { cookie });
    expect(((await status.json()) as { subscription: unknown }).subscription).toMatchObject({
      tier: 'free_trial',
      activeProjects: 1,
      maxProjects: 1,
    });

    // Every browser signed in as the address sees the same: the extra ones refuse changes, clearly.
    for (const browser of signedIn) {
      for (const extra of listed.projects.slice(1)) {
        const refused = await completeStage(extra.id, browser);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({
          error:
            'This project is read-only: the free trial has 1 active project. Subscribe to work on more than one project.',
          readOnly: true,
          tier: 'free_trial',
        });
      }
    }
    const unchanged = (await (
      await h.request(`/api/projects/${listed.projects[1]!.id}?${query}`, { cookie })
    ).json()) as {
      project: { completedStages: number[]; readOnly: boolean };
    };
    expect(unchanged.project).toMatchObject({ completedStages: [], readOnly: true });
    // The active one is worked on as before; no fifth project fits.
    expect((await completeStage(listed.projects[0]!.id, cookie)).status).toBe(200);
    expect(
      (await h.postJson('/api/projects', { email: EMAIL, userId: 'guest_1', title: 'Five' }, { cookie })).status,
    ).toBe(403);
  });
});
