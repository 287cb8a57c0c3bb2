import { describe, expect, it } from 'vitest';
import { authorSchema } from '@publisher/shared/contracts/content';
import { mapAuthor } from './map-author';

const author = (fields: Record<string, unknown>) => mapAuthor({ id: 'recA', fields });

describe('mapAuthor (spec section 3, Author)', () => {
  it('gives the contract shape for a bare record', () => {
    expect(authorSchema.safeParse(author({ Name: 'N' })).success).toBe(true);
  });

  it('takes the name from Name, else Title', () => {
    expect(author({ Name: 'Elena Marchetti', Title: 'ignored' }).name).toBe('Elena Marchetti');
    expect(author({ Title: 'Ada Whitlock' }).name).toBe('Ada Whitlock');
  });

  it('reads the photo from Photo, else Portrait', () => {
    expect(author({ Portrait: [{ url: '/p.svg' }] }).photoUrl).toBe('/p.svg');
    expect(author({ Photo: [{ url: '/a.svg' }], Portrait: [{ url: '/p.svg' }] }).photoUrl).toBe('/a.svg');
  });

  it('keeps Pen Names as a list', () => {
    expect(author({ 'Pen Names': ['A. W. Fenn', 'Harriet Moss'] }).penNames).toEqual(['A. W. Fenn', 'Harriet Moss']);
    expect(author({}).penNames).toEqual([]);
  });

  it('gives Profile as the external profile URL, or null', () => {
    expect(author({ Profile: 'https://p.example.org/a' }).profileUrl).toBe('https://p.example.org/a');
    expect(author({}).profileUrl).toBeNull();
  });

  it('reads Birth Year from a number or text, and derives the slug from the name with accents folded', () => {
    expect(author({ Name: 'Tomás Reid', 'Birth Year': '1968' })).toMatchObject({ birthYear: 1968, slug: 'tomas-reid' });
  });

  it('joins a list of Social Links into one text', () => {
    expect(author({ 'Social Links': ['https://a', 'https://b'] }).socialLinks).toBe('https://a\nhttps://b');
  });
});
