import { describe, expect, it } from 'vitest';
import { InvalidSlugError, type ContentStore } from '@publisher/shared/server/ports/content-store';
import { localContentStore } from '../adapters/local/sample-content';
import { withContentFallbacks } from './content';

const sample = localContentStore();
const quiet = () => undefined;
/** A primary whose every read fails, as when Airtable is down and nothing is cached. */
const down = new Proxy({} as ContentStore, {
  get: () => async () => {
    throw new Error('Airtable is down');
  },
});

describe('withContentFallbacks (spec section 7: content-database reads)', () => {
  const store = withContentFallbacks(down, sample, quiet);

  it('answers an empty list when a list read fails', async () => {
    expect(await store.listBooks()).toEqual([]);
    expect(await store.listStories()).toEqual([]);
    expect(await store.listAuthors()).toEqual([]);
    expect(await store.listMusic()).toEqual([]);
    expect(await store.listPodcastEpisodes()).toEqual([]);
    expect(await store.listIsbns()).toEqual([]);
  });

  it('answers from the sample when a filtered read fails', async () => {
    expect(await store.featuredBooks()).toEqual(await sample.featuredBooks());
    expect(await store.featuredStories()).toEqual(await sample.featuredStories());
    expect((await store.bookBySlug('crownless'))?.title).toBe('Crownless');
    expect((await store.storyBySlug('the-weight-of-snow'))?.title).toBe('The Weight of Snow');
    expect((await store.authorBySlug('ada-whitlock'))?.name).toBe('Ada Whitlock');
    expect((await store.musicBySlug('winter-psalm'))?.title).toBe('Winter Psalm');
  });

  it('never widens the price allow-list or hands out a flipbook during an outage', async () => {
    expect(await store.knownPriceIds()).toEqual([]);
    expect(await store.fullFlipbookUrl('crownless')).toBeNull();
  });

  it("passes a bad slug through as the caller's mistake", async () => {
    const strict = withContentFallbacks(sample, sample, quiet);
    await expect(strict.bookBySlug('Not A Slug')).rejects.toBeInstanceOf(InvalidSlugError);
  });

  it('answers the primary when it works', async () => {
    const healthy = withContentFallbacks(sample, localContentStore(), quiet);
    expect(await healthy.listBooks()).toHaveLength(6);
  });
});
