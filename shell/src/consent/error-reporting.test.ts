import { describe, expect, it } from 'vitest';
import type { ErrorEvent } from '@sentry/browser';
import { scrubBreadcrumb, scrubEvent, scrubUrl, withRemoteTags } from './error-reporting';

describe('error reports carry no purchase proof', () => {
  it('cuts URLs to the path and allow-listed parameters, relative or absolute', () => {
    expect(scrubUrl('https://site.example/purchase-success?order_number=A-1&email=a%40b.c&utm_source=x#key=1')).toBe(
      'https://site.example/purchase-success?utm_source=x',
    );
    expect(scrubUrl('/api/auth/verify?token=abc')).toBe('/api/auth/verify');
    expect(scrubUrl('/my-purchases?product=flipbook&email=a@b.c')).toBe('/my-purchases?product=flipbook');
  });

  it('scrubs the request, its headers and every breadcrumb', () => {
    const event = {
      type: undefined,
      request: {
        url: 'https://site.example/collectors-edition?email=a@b.c&order=123',
        query_string: 'email=a@b.c&order=123',
        headers: { Referer: 'https://site.example/thank-you?session_id=cs_1', 'User-Agent': 'UA' },
      },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/thank-you?session_id=cs_1', to: '/read/full/crownless?token=t' } },
        { category: 'fetch', data: { url: '/.netlify/functions/verify-gumroad-purchase?email=a@b.c', method: 'POST' } },
      ],
    } as ErrorEvent;
    const scrubbed = JSON.stringify(scrubEvent(event));
    for (const secret of ['a@b.c', '123', 'cs_1', 'token=t', 'Referer']) expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain('/collectors-edition');
    expect(scrubbed).toContain('User-Agent');
    expect(scrubBreadcrumb({ category: 'ui.click' })).toEqual({ category: 'ui.click' });
  });
});

describe('error reports name the remote and its deploy (decision 135)', () => {
  const event = { type: undefined, tags: { level: 'x' } } as ErrorEvent;
  const signal = { remote: 'commerce' as const, version: 'https://commerce-v2.example/remoteEntry.js' };

  it('adds the remote and version of the page shown', () => {
    expect(withRemoteTags(event, signal).tags).toEqual({
      level: 'x',
      remote: 'commerce',
      version: 'https://commerce-v2.example/remoteEntry.js',
    });
  });

  it('keeps the tags a remote boundary gave, and adds none on the shell’s own pages', () => {
    const tagged = {
      ...event,
      tags: { remote: 'catalogue', version: '/remotes/catalogue/remoteEntry-0123456789ab.js' },
    };
    expect(withRemoteTags(tagged, signal)).toBe(tagged);
    expect(withRemoteTags(event, null)).toBe(event);
  });
});
