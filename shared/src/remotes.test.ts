import { describe, expect, it } from 'vitest';
import { manifestProblem, parseRemoteManifest } from './remotes';

const valid = {
  remotes: [{ remote: 'catalogue', name: 'mfe_catalogue', entry: '/remotes/catalogue/remoteEntry.js' }],
  routes: [{ path: '/books/:slug', remote: 'catalogue', page: 'book-detail', title: 'Book', description: 'A book.' }],
  loadTimeoutMs: 10000,
  analytics: { domain: 'ashgrovepress.co.uk', src: 'https://plausible.io/js/script.js' },
  errorReporting: null,
};

describe('the runtime manifest check', () => {
  it('accepts a manifest the server writes', () => {
    expect(manifestProblem(valid)).toBeNull();
    expect(
      parseRemoteManifest({ ...valid, analytics: null, errorReporting: { dsn: 'https://k@o.example/1' } }),
    ).toBeTruthy();
  });

  it.each([
    ['not an object', []],
    ['remotes: not a list', { ...valid, remotes: 'x' }],
    ['remotes[0].remote: unknown remote', { ...valid, remotes: [{ ...valid.remotes[0], remote: 'shop' }] }],
    ['remotes[0].name: not a container name', { ...valid, remotes: [{ ...valid.remotes[0], name: 'mfe-catalogue' }] }],
    ['remotes[0].entry: empty', { ...valid, remotes: [{ ...valid.remotes[0], entry: '' }] }],
    ['routes: not a list', { ...valid, routes: undefined }],
    ['routes[0].remote: unknown remote', { ...valid, routes: [{ ...valid.routes[0], remote: 'shop' }] }],
    ['routes[0].path: not a path pattern', { ...valid, routes: [{ ...valid.routes[0], path: 'https://x/' }] }],
    ['loadTimeoutMs: not a positive integer', { ...valid, loadTimeoutMs: 1.5 }],
    ['loadTimeoutMs: not a positive integer', { ...valid, loadTimeoutMs: 0 }],
    ['analytics: needs a domain and a script URL, or null', { ...valid, analytics: { domain: 'x', src: 'not a url' } }],
    ['analytics: needs a domain and a script URL, or null', { ...valid, analytics: undefined }],
    ['errorReporting: needs a dsn, or null', { ...valid, errorReporting: {} }],
  ])('names the problem: %s', (problem, value) => {
    expect(manifestProblem(value)).toBe(problem);
    expect(() => parseRemoteManifest(value)).toThrow(`The site configuration is invalid (${problem}).`);
  });
});
