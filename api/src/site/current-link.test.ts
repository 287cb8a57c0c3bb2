import { describe, expect, it } from 'vitest';
import { withCurrentLink } from './current-link';

const page = [
  '<a class="brand" href="/">Home logo</a>',
  '<nav id="n" class="site-nav" aria-label="Main"><ul>',
  '<li><a href="/" data-discover="true">Home</a></li>',
  '<li><a href="/books" data-discover="true">Books</a></li>',
  '<li><a href="/architect-method" data-discover="true">Architect&#x27;s Method</a></li>',
  '</ul></nav><main><a href="/books">in the page</a></main>',
].join('');

const current = (html: string) => [...html.matchAll(/<a aria-current="page" href="([^"]+)"/g)].map((m) => m[1]);

describe('withCurrentLink', () => {
  it("marks the section's header link only, not a link to it before or after the nav", () => {
    expect(current(withCurrentLink(page, '/books/crownless'))).toEqual(['/books']);
    expect(withCurrentLink(page, '/books')).toContain('<main><a href="/books">in the page</a></main>');
  });

  it('marks Home on / only, and the Architect link on its sub-pages', () => {
    expect(current(withCurrentLink(page, '/'))).toEqual(['/']);
    expect(current(withCurrentLink(page, '/architect-method/pricing'))).toEqual(['/architect-method']);
  });

  it('leaves a page with no section, or no header, as it is', () => {
    expect(withCurrentLink(page, '/cart')).toBe(page);
    expect(withCurrentLink('<main></main>', '/books')).toBe('<main></main>');
  });
});
