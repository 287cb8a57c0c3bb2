import { describe, expect, it } from 'vitest';
import { isByAuthor } from './author-works';

const author = { slug: 'elena-marchetti', name: 'Elena Marchetti', penNames: ['E. M. Vale'] };

describe('isByAuthor', () => {
  it('matches by slug when the work carries one', () => {
    expect(isByAuthor({ author: 'Someone Else', authorSlug: 'elena-marchetti' }, author)).toBe(true);
    expect(isByAuthor({ author: 'Elena Marchetti', authorSlug: 'other' }, author)).toBe(false);
  });
  it('falls back to the name or a pen name, ignoring case and spaces', () => {
    expect(isByAuthor({ author: ' elena marchetti ', authorSlug: null }, author)).toBe(true);
    expect(isByAuthor({ author: 'E. M. Vale', authorSlug: null }, author)).toBe(true);
    expect(isByAuthor({ author: 'Tom Hale', authorSlug: null }, author)).toBe(false);
  });
});
