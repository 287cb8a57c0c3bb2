import { describe, expect, it } from 'vitest';
import { localContentStore } from './sample-content';

/* The embedded catalogue must exercise every state the screens have (issue 3, content). */
const store = localContentStore();
const today = new Date().toISOString().slice(0, 10);
const future = (date: string | null) => date !== null && date > today;

describe('sample catalogue: books', async () => {
  const books = await store.listBooks();
  const bySlug = new Map(books.map((b) => [b.slug, b]));

  it('has at least 6 books, exactly one featured pair', async () => {
    expect(books.length).toBeGreaterThanOrEqual(6);
    expect((await store.featuredBooks()).length).toBe(2);
  });

  it('has a book on sale, a presale and a coming-soon book', () => {
    expect(books.some((b) => !b.presales && !future(b.releaseDate))).toBe(true);
    expect(books.some((b) => b.presales && future(b.releaseDate) && b.presaleUrl)).toBe(true);
    expect(books.some((b) => !b.presales && future(b.releaseDate))).toBe(true);
  });

  it('has books with and without a Sample Reader URL, and every kind of download', () => {
    expect(books.some((b) => b.hasSample)).toBe(true);
    expect(books.some((b) => !b.hasSample)).toBe(true);
    for (const key of ['samplePdfUrl', 'sampleEpubUrl', 'fullPdfUrl', 'fullEpubUrl'] as const) {
      expect(
        books.some((b) => b[key] !== null),
        key,
      ).toBe(true);
    }
  });

  it('has a flipbook price id, a physical edition for sale and Buy Print / Epub / Kindle links', () => {
    expect(books.some((b) => b.flipbookPriceId)).toBe(true);
    expect(books.some((b) => b.physicalPriceId && b.availablePhysical && (b.physicalPriceGbp ?? 0) > 0)).toBe(true);
    expect(books.some((b) => b.buyPrint && b.buyEpub && b.buyKindle)).toBe(true);
    expect(books.some((b) => !b.buyPrint && !b.buyEpub && !b.buyKindle)).toBe(true);
  });

  it("has the Collector's Edition book crownless with its full flipbook", async () => {
    expect(bySlug.get('crownless')).toMatchObject({
      collectorsEdition: true,
      offerFullFlipbook: true,
      hasFullFlipbook: true,
      flipbookPriceId: 'price_sample_crownless_flipbook',
    });
    expect(await store.fullFlipbookUrl('crownless')).toBe('/flipbooks/crownless/');
  });

  it('lists every sellable Stripe price id (flipbook and physical), Stripe-style', async () => {
    const ids = await store.knownPriceIds();
    expect(ids).toContain('price_sample_crownless_flipbook');
    expect(ids).toContain('price_sample_crownless_physical');
    expect(ids.every((id) => /^price_sample_[a-z0-9-]+_(flipbook|physical)$/.test(id))).toBe(true);
    // A physical edition that is not available is not sellable.
    expect(ids).not.toContain('price_sample_a-grammar-of-small-rooms_physical');
  });
});

describe('sample catalogue: stories, authors, music, podcast', async () => {
  const stories = await store.listStories();
  const authors = await store.listAuthors();
  const music = await store.listMusic();
  const episodes = await store.listPodcastEpisodes();

  it('has 4 stories: one featured pair, with and without tags and reading time', async () => {
    expect(stories).toHaveLength(4);
    expect(await store.featuredStories()).toHaveLength(2);
    expect(stories.some((s) => s.tags.length > 3)).toBe(true);
    expect(stories.some((s) => s.tags.length === 0)).toBe(true);
    expect(stories.some((s) => s.readingTime !== 5)).toBe(true);
    expect(stories.some((s) => s.readingTime === 5)).toBe(true);
  });

  it('has 3 authors, with and without a profile URL, with pen names', () => {
    expect(authors).toHaveLength(3);
    expect(authors.some((a) => a.profileUrl)).toBe(true);
    expect(authors.some((a) => !a.profileUrl)).toBe(true);
    expect(authors.some((a) => a.penNames.length > 0)).toBe(true);
  });

  it('has 4 music entries: released with a song, a purchasable sheet, coming soon, one without artwork', async () => {
    expect(music.some((m) => m.songUrl && !future(m.releaseDate))).toBe(true);
    expect(music.some((m) => m.musicSheetAvailable && m.purchaseEnabled && m.price && m.paypalButtonId)).toBe(true);
    expect(music.some((m) => m.comingSoon && future(m.releaseDate))).toBe(true);
    expect(music).toHaveLength(3);
    const hidden = await store.musicBySlug('fragment-for-two-voices');
    expect(hidden?.artworkUrl).toBeNull();
  });

  it('has 3 podcast episodes: one without date and description, one with a Spotify embed', () => {
    expect(episodes).toHaveLength(3);
    expect(episodes.some((e) => e.releaseDate === null && e.description === null)).toBe(true);
    expect(episodes.filter((e) => e.spotifyEmbedUrl)).toHaveLength(1);
  });
});
