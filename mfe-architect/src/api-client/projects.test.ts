import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeStage, createProject, getProject } from './projects';
import { ApiError } from '@publisher/shared/api-client';

const who = { email: 'ada@example.com', userId: 'guest_1' };
const project = {
  id: 'p1',
  title: 'Salt Road',
  currentStage: 1,
  completedStages: [],
  validationsUsed: 0,
  createdAt: '2026-01-01T00:00:00Z',
};
const json = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('createProject', () => {
  it('returns the created project', async () => {
    vi.stubGlobal('fetch', json(201, { project }));
    expect(await createProject(who, 'Salt Road')).toEqual({ kind: 'created', project });
  });
  it('reads a 403 limit body as the limit, with the tier', async () => {
    vi.stubGlobal(
      'fetch',
      json(403, { error: 'Free trial allows 1 project.', limitReached: true, tier: 'free_trial' }),
    );
    expect(await createProject(who, 'Two')).toEqual({ kind: 'limit', tier: 'free_trial' });
  });
  it('treats any other refusal as an error', async () => {
    vi.stubGlobal('fetch', json(403, { error: 'Forbidden' }));
    await expect(createProject(who, 'Two')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('getProject', () => {
  it('gives null for an unknown project', async () => {
    vi.stubGlobal('fetch', json(404, { error: 'Project not found.' }));
    expect(await getProject(who, 'nope')).toBeNull();
  });
});

describe('completeStage', () => {
  it('sends PATCH with the stage number', async () => {
    const mock = json(200, { project: { ...project, currentStage: 2, completedStages: [1] } });
    vi.stubGlobal('fetch', mock);
    expect((await completeStage(who, 'p1', 1)).currentStage).toBe(2);
    const [path, init] = mock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/projects/p1');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ ...who, completeStage: 1 });
  });
});
