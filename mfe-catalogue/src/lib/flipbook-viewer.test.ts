import { describe, expect, it, vi } from 'vitest';
import type { Book } from '@publisher/shared/contracts/content';
import { openFlipbook, type FlipbookDeps } from './flipbook-viewer';

const book = { slug: 'crownless', hasFullFlipbook: true } as Book;
const token = { token: 'signed.token', expiresAt: '2099-01-01T00:00:00Z' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function deps(overrides: Partial<FlipbookDeps> = {}): FlipbookDeps {
  return {
    readAccess: () => token,
    clearAccess: vi.fn(),
    fetch: vi.fn(async () => json(200, { valid: true, secureUrl: '/flipbooks/crownless/' })),
    isReachable: async () => true,
    ...overrides,
  };
}

describe('openFlipbook', () => {
  it('asks for verification when no token is stored, without calling the server', async () => {
    const d = deps({ readAccess: () => null });
    expect(await openFlipbook(book, d)).toEqual({ kind: 'access-required', note: null });
    expect(d.fetch).not.toHaveBeenCalled();
  });

  it('sends the stored token for this book and shows the secure URL', async () => {
    const d = deps();
    expect(await openFlipbook(book, d)).toEqual({ kind: 'content', url: '/flipbooks/crownless/' });
    const [path, init] = (d.fetch as ReturnType<typeof vi.fn>).mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/.netlify/functions/generate-flipbook-access');
    expect(JSON.parse(String(init.body))).toEqual({
      bookSlug: 'crownless',
      accessToken: 'signed.token',
      contentType: 'full',
    });
  });

  it('forgets a rejected token and asks for verification again', async () => {
    const d = deps({ fetch: vi.fn(async () => json(200, { valid: false, error: 'Expired' })) });
    expect(await openFlipbook(book, d)).toEqual({ kind: 'access-required', note: 'Access verification failed' });
    expect(d.clearAccess).toHaveBeenCalledWith('crownless');
    const d403 = deps({ fetch: vi.fn(async () => json(403, { error: 'No.' })) });
    expect((await openFlipbook(book, d403)).kind).toBe('access-required');
  });

  it('words each failure as the spec does', async () => {
    const noBook = { ...book, hasFullFlipbook: false };
    expect(await openFlipbook(noBook, deps())).toEqual({
      kind: 'error',
      message: 'Failed to initialize flipbook viewer',
    });
    const offline = deps({ fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))) });
    expect(await openFlipbook(book, offline)).toEqual({ kind: 'error', message: 'Failed to verify access' });
    const broken = deps({ fetch: vi.fn(async () => json(500, { error: 'x' })) });
    expect(await openFlipbook(book, broken)).toEqual({ kind: 'error', message: 'Failed to verify access' });
    const noUrl = deps({ fetch: vi.fn(async () => json(200, { valid: true })) });
    expect(await openFlipbook(book, noUrl)).toEqual({ kind: 'error', message: 'Failed to initialize flipbook viewer' });
    const gone = deps({ isReachable: async () => false });
    expect(await openFlipbook(book, gone)).toEqual({ kind: 'error', message: 'Failed to load flipbook content' });
  });
});
