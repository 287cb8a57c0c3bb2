import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  paymentsHarness,
  subscriberCookie,
  subscriberSession,
  type PaymentsHarness,
} from '../testing/stripe-app-harness';
import { subscribeInSandbox } from '../testing/sandbox-subscribe';

let h: PaymentsHarness;
beforeEach(async () => {
  h = await paymentsHarness();
});
afterEach(() => h.close());

const who = (email: string) => ({ email, userId: 'guest_1' });
const query = (email: string) => `email=${encodeURIComponent(email)}&userId=guest_1`;
const create = (email: string, title: string, cookie?: string) =>
  h.postJson('/api/projects', { ...who(email), title }, cookie ? { cookie } : {});

const subscriber = (email: string, tier: 'single_book' | 'multi_book') => subscriberSession(h, email, tier);

describe('projects', () => {
  it('lets a free-trial browser create one project, then answers the spec’s limit alert', async () => {
    const first = await create('new@example.com', 'My Novel');
    expect(first.status).toBe(201);
    const cookie = subscriberCookie(first)!;
    expect(cookie).toMatch(/^ap_subscriber=v2\./);
    const { project } = (await first.json()) as { project: Record<string, unknown> };
    expect(project).toMatchObject({ title: 'My Novel', currentStage: 1, completedStages: [], validationsUsed: 0 });
    expect(Object.keys(project).sort()).toEqual([
      'completedStages',
      'createdAt',
      'currentStage',
      'id',
      'readOnly',
      'title',
      'validationsUsed',
    ]);
    expect(project.readOnly).toBe(false);

    const second = await create('new@example.com', 'Another', cookie);
    expect(second.status).toBe(403);
    expect(await second.json()).toEqual({
      error: 'Free trial allows 1 project. Upgrade to continue creating projects!',
      limitReached: true,
      tier: 'free_trial',
    });

    const list = await h.request(`/api/projects?${query('new@example.com')}`, { cookie });
    expect(((await list.json()) as { projects: unknown[] }).projects).toHaveLength(1);
    const status = await h.request(`/.netlify/functions/check-subscription-status?${query('new@example.com')}`, {
      cookie,
    });
    expect(((await status.json()) as { subscription: unknown }).subscription).toMatchObject({
      tier: 'free_trial',
      activeProjects: 1,
      maxProjects: 1,
    });
  });

  it('never shows a project to another browser, whatever e-mail it types', async () => {
    const first = await create('owner@example.com', 'Private');
    const { project } = (await first.json()) as { project: { id: string } };
    const stranger = subscriberCookie(await create('owner@example.com', 'Mine'))!;
    expect(
      (await h.request(`/api/projects/${project.id}?${query('owner@example.com')}`, { cookie: stranger })).status,
    ).toBe(404);
    expect((await h.request(`/api/projects/${project.id}?${query('owner@example.com')}`)).status).toBe(404);
    const listed = await h.request(`/api/projects?${query('owner@example.com')}`);
    expect(await listed.json()).toEqual({ projects: [] });
    const patched = await h.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      cookie: stranger,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...who('owner@example.com'), completeStage: 1 }),
    });
    expect(patched.status).toBe(404);
    expect(await patched.json()).toEqual({ error: 'Project not found.' });
  });

  it('enforces the Single Book limit with its alert, and Multi-Book’s three', async () => {
    const single = await subscriber('single@example.com', 'single_book');
    expect((await create('single@example.com', 'One', single)).status).toBe(201);
    expect(await (await create('single@example.com', 'Two', single)).json()).toEqual({
      error: 'Single Book plan allows 1 project. Upgrade to Multi-Book plan for up to 3 projects!',
      limitReached: true,
      tier: 'single_book',
    });

    const multi = await subscriber('multi@example.com', 'multi_book');
    for (const title of ['A', 'B', 'C']) expect((await create('multi@example.com', title, multi)).status).toBe(201);
    const fourth = await create('multi@example.com', 'D', multi);
    expect(fourth.status).toBe(403);
    expect(await fourth.json()).toMatchObject({ limitReached: true, tier: 'multi_book' });
  });

  it('gives a plan its limit only while it is paid, trialing or past due: an ended plan keeps its projects at the free trial’s', async () => {
    const status = async (email: string, cookie: string) =>
      (
        (await (
          await h.request(`/.netlify/functions/check-subscription-status?${query(email)}`, { cookie })
        ).json()) as {
          subscription: unknown;
        }
      ).subscription;
    for (const live of ['trialing', 'past_due']) {
      const email = `${live}@example.com`;
      const cookie = await subscriberSession(h, email, 'multi_book', live);
      for (const title of ['A', 'B']) expect((await create(email, title, cookie)).status).toBe(201);
      expect(await status(email, cookie)).toMatchObject({ tier: 'multi_book', status: live, maxProjects: 3 });
    }
    // Two projects made while paid; then the plan ends.
    const email = 'lapsed@example.com';
    let cookie = await subscriberSession(h, email, 'multi_book');
    for (const title of ['A', 'B']) expect((await create(email, title, cookie)).status).toBe(201);
    for (const ended of ['canceled', 'unpaid', 'incomplete_expired']) {
      cookie = await subscriberSession(h, email, 'multi_book', ended);
      expect(await status(email, cookie)).toEqual({
        tier: 'free_trial',
        status: ended,
        trialEnd: null,
        // Both kept; beyond the free trial's one the second is read-only (decision 142).
        activeProjects: 1,
        maxProjects: 1,
      });
      expect(await (await create(email, 'C', cookie)).json()).toEqual({
        error: 'Free trial allows 1 project. Upgrade to continue creating projects!',
        limitReached: true,
        tier: 'free_trial',
      });
    }
    // Kept: both projects are still listed, the newer one read-only.
    const list = await h.request(`/api/projects?${query(email)}`, { cookie });
    expect(
      ((await list.json()) as { projects: { title: string; readOnly: boolean }[] }).projects.map((p) => [
        p.title,
        p.readOnly,
      ]),
    ).toEqual([
      ['A', false],
      ['B', true],
    ]);
  });

  it('holds the limit under concurrent creates from one browser', async () => {
    const multi = await subscriber('race@example.com', 'multi_book');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => create('race@example.com', `P${i}`, multi)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 403)).toHaveLength(5);
  });

  it('marks stages done and advances the current stage to the first one not done', async () => {
    const cookie = await subscriber('stages@example.com', 'single_book');
    const { project } = (await (await create('stages@example.com', 'Stages', cookie)).json()) as {
      project: { id: string };
    };
    const complete = async (stage: number) => {
      const response = await h.request(`/api/projects/${project.id}`, {
        method: 'PATCH',
        cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...who('stages@example.com'), completeStage: stage }),
      });
      return {
        status: response.status,
        body: (await response.json()) as {
          project?: { currentStage: number; completedStages: number[] };
          error?: string;
        },
      };
    };
    expect((await complete(1)).body.project).toMatchObject({ currentStage: 2, completedStages: [1] });
    expect((await complete(3)).body.project).toMatchObject({ currentStage: 2, completedStages: [1, 3] });
    for (const s of [2, 4, 5, 6, 7]) await complete(s);
    expect((await complete(7)).body.project).toMatchObject({ currentStage: 7, completedStages: [1, 2, 3, 4, 5, 6, 7] });
    const bad = await complete(8);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/"completeStage" is not valid/);
    const fetched = await h.request(`/api/projects/${project.id}?${query('stages@example.com')}`, { cookie });
    expect(((await fetched.json()) as { project: { currentStage: number } }).project.currentStage).toBe(7);
  });

  it('validates bodies and queries with sentences', async () => {
    const noTitle = await h.postJson('/api/projects', who('a@example.com'));
    expect(noTitle.status).toBe(400);
    expect(((await noTitle.json()) as { error: string }).error).toMatch(/"title" is required/);
    expect((await h.postJson('/api/projects', { ...who('a@example.com'), title: '   ' })).status).toBe(400);
    expect((await h.request('/api/projects?email=a@example.com')).status).toBe(400);
    expect((await h.request(`/api/projects/${'x'.repeat(80)}?${query('a@example.com')}`)).status).toBe(404);
  });

  it('keeps a free-trial project after the browser subscribes', async () => {
    const guest = subscriberCookie(await create('later@example.com', 'Trial novel'))!;
    // The same browser pays and comes back to the dashboard, which completes the checkout.
    const cookie = await subscribeInSandbox(h, {
      email: 'later@example.com',
      priceId: 'price_multi_book',
      outcome: 'active',
      cookie: guest,
    });
    const list = (await (await h.request(`/api/projects?${query('later@example.com')}`, { cookie })).json()) as {
      projects: Array<{ title: string }>;
    };
    expect(list.projects.map((p) => p.title)).toEqual(['Trial novel']);
  });
});
