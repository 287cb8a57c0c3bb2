import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentsHarness, type PaymentsHarness } from '../testing/stripe-app-harness';
import { statusFor, subscribeInSandbox } from '../testing/sandbox-subscribe';

/*
 * Issue 14: "A subscriber's account is taken over with only their e-mail". An attacker starts a
 * plan checkout typed with the victim's e-mail and pays (a trial): the cookie they get back must
 * reach only the subscription they bought, nothing that already belonged to that e-mail.
 */
let h: PaymentsHarness;
beforeEach(async () => {
  h = await paymentsHarness();
});
afterEach(() => h.close());

const VICTIM = 'victim@example.com';

async function victimWithProject(): Promise<{ cookie: string; projectId: string; portal: string }> {
  const cookie = await subscribeInSandbox(h, { email: VICTIM, priceId: 'price_multi_book', outcome: 'active' });
  const created = await h.postJson(
    '/api/projects',
    { email: VICTIM, userId: 'u1', title: 'The Victim’s Novel' },
    { cookie },
  );
  expect(created.status).toBe(201);
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;
  const opened = await h.postJson('/api/billing-portal', { email: VICTIM, userId: 'u1' }, { cookie });
  expect(opened.status).toBe(200);
  const portal = new URL(((await opened.json()) as { url: string }).url).pathname;
  return { cookie, projectId, portal };
}

describe('a checkout typed with someone else’s e-mail', () => {
  it('shows the attacker none of the victim’s plan or projects, and changes nothing of theirs', async () => {
    const victim = await victimWithProject();
    const attacker = await subscribeInSandbox(h, { email: VICTIM, priceId: 'price_single_book', outcome: 'trialing' });

    // The attacker sees the plan they started (paid: the address already had a plan, so no second
    // trial, decision 142), not the victim's Multi-Book plan or its project.
    expect(await statusFor(h, VICTIM, attacker)).toMatchObject({
      tier: 'single_book',
      status: 'active',
      activeProjects: 0,
    });
    const listed = await h.request(`/api/projects?email=${encodeURIComponent(VICTIM)}&userId=u1`, { cookie: attacker });
    expect(((await listed.json()) as { projects: unknown[] }).projects).toEqual([]);
    expect(
      (
        await h.request(`/api/projects/${victim.projectId}?email=${encodeURIComponent(VICTIM)}&userId=u1`, {
          cookie: attacker,
        })
      ).status,
    ).toBe(404);
    const patched = await h.request(`/api/projects/${victim.projectId}`, {
      method: 'PATCH',
      cookie: attacker,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: VICTIM, userId: 'u1', completeStage: 1 }),
    });
    expect([403, 404]).toContain(patched.status);

    // Typing the e-mail alone never opens a portal.
    expect((await h.postJson('/api/billing-portal', { email: VICTIM, userId: 'u1' })).status).toBe(403);
    // The victim's portal page is refused to the attacker, and so is every action on it.
    expect((await h.request(victim.portal, { cookie: attacker })).status).toBe(404);
    expect((await h.postForm(victim.portal, { action: 'cancel' }, attacker)).status).toBe(404);

    // The attacker's own portal manages only the attacker's trial: cancelling it leaves the victim's plan.
    const opened = await h.postJson('/api/billing-portal', { email: VICTIM, userId: 'u1' }, { cookie: attacker });
    expect(opened.status).toBe(200);
    const own = new URL(((await opened.json()) as { url: string }).url).pathname;
    expect((await h.postForm(own, { action: 'cancel' }, attacker)).status).toBe(303);
    const again = await h.postJson('/api/billing-portal', { email: VICTIM, userId: 'u1' }, { cookie: attacker });
    if (again.status === 200) {
      const next = new URL(((await again.json()) as { url: string }).url).pathname;
      await h.postForm(next, { action: 'cancel' }, attacker);
    }

    expect(await statusFor(h, VICTIM, victim.cookie)).toMatchObject({
      tier: 'multi_book',
      status: 'active',
      activeProjects: 1,
    });
    const mine = await h.request(`/api/projects/${victim.projectId}?email=${encodeURIComponent(VICTIM)}&userId=u1`, {
      cookie: victim.cookie,
    });
    expect(((await mine.json()) as { project: { completedStages: number[] } }).project.completedStages).toEqual([]);
  });
});
