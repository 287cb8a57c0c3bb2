import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportProject, filenameOf } from './project-export';

const who = { email: 'ada@example.com', userId: 'guest_1' };
afterEach(() => vi.unstubAllGlobals());

describe('exportProject', () => {
  it('asks for the format and gives the file with the name the server gave', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="salt-road-architect-method.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const result = await exportProject(who, 'p 1', 'pdf');
    expect(fetch).toHaveBeenCalledWith(
      '/api/projects/p%201/export?email=ada%40example.com&userId=guest_1&format=pdf',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(result.kind).toBe('file');
    if (result.kind === 'file') {
      expect(result.filename).toBe('salt-road-architect-method.pdf');
      expect(await result.blob.text()).toBe('%PDF-1.7');
    }
  });

  it('reads 403 as the upgrade answer, and any other refusal or no answer as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    expect(await exportProject(who, 'p1', 'json')).toEqual({ kind: 'upgrade' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    expect(await exportProject(who, 'p1', 'json')).toEqual({ kind: 'failed' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await exportProject(who, 'p1', 'json')).toEqual({ kind: 'failed' });
  });

  it('names a file without Content-Disposition plainly', () => {
    expect(filenameOf(null, 'json')).toBe('project-architect-method.json');
  });
});
