import { describe, expect, it } from 'vitest';
import { sampleListStore } from './catalogue-fixture';
import { foldTerm, siteSearch } from './search';

const search = siteSearch(sampleListStore());
const first = async (q: string) => (await search(q)).results[0];

describe('site search (MiniSearch over the cached catalogue)', () => {
  it('finds a book by its title first, with its page', async () => {
    expect(await first('Crownless')).toEqual({
      kind: 'book',
      slug: 'crownless',
      title: 'Crownless',
      detail: expect.stringContaining('Elena Marchetti'),
      path: '/books/crownless',
    });
  });

  it('is tolerant of accents, case and a small typo, and matches as you type', async () => {
    for (const q of ['crównless', 'CROWNLESS', 'crownles', 'crwnless', 'crown'])
      expect((await first(q))?.slug, q).toBe('crownless');
    expect(foldTerm('Città')).toBe('citta');
  });

  it('matches authors, pen names, genre, ISBN (with or without hyphens) and story tags', async () => {
    const book = (await sampleListStore().listBooks()).find((b) => b.slug === 'crownless')!;
    expect((await first(book.isbn!))?.slug).toBe('crownless');
    expect((await first(book.isbn!.replace(/-/g, '')))?.slug).toBe('crownless');
    const authors = await sampleListStore().listAuthors();
    const withPenName = authors.find((a) => a.penNames.length > 0)!;
    const hits = (await search(withPenName.penNames[0]!)).results;
    expect(hits.some((r) => r.kind === 'author' && r.slug === withPenName.slug)).toBe(true);
    expect((await search('fantasy')).results.some((r) => r.slug === 'crownless')).toBe(true);
    const story = (await sampleListStore().listStories()).find((s) => s.tags.length > 0)!;
    expect((await search(story.tags[0]!)).results.some((r) => r.kind === 'story' && r.slug === story.slug)).toBe(true);
  });

  it('answers an empty result for nonsense, and never throws on odd characters', async () => {
    expect(await search('zzqqxx')).toEqual({ query: 'zzqqxx', total: 0, results: [] });
    for (const q of ['"\'<script>', '%%%', '∑∂ƒ', '(', 'AND OR NOT', '💥'.repeat(50)])
      await expect(search(q)).resolves.toMatchObject({ query: q });
  });
});
