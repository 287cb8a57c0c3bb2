import { describe, expect, it } from 'vitest';
import { playerFor, sortEpisodes, type EpisodeFields } from './catalogue-podcast';

const ep = (episodeNumber: number | null, releaseDate: string | null, title: string): EpisodeFields => ({
  episodeNumber,
  releaseDate,
  title,
  spotifyEmbedUrl: null,
  applePodcastsUrl: null,
});

describe('sortEpisodes', () => {
  it('puts the newest episode number first and unnumbered ones last', () => {
    const sorted = sortEpisodes([
      ep(1, '2026-01-01', 'One'),
      ep(null, null, 'Bonus'),
      ep(3, null, 'Three'),
      ep(2, '2026-02-01', 'Two'),
    ]);
    expect(sorted.map((e) => e.title)).toEqual(['Three', 'Two', 'One', 'Bonus']);
  });
  it('orders unnumbered episodes by release date, newest first', () => {
    const sorted = sortEpisodes([
      ep(null, '2025-01-01', 'Old'),
      ep(null, '2026-01-01', 'New'),
      ep(null, null, 'Undated'),
    ]);
    expect(sorted.map((e) => e.title)).toEqual(['New', 'Old', 'Undated']);
  });
});

describe('playerFor', () => {
  it('uses Spotify only when its embed URL is non-empty, at 352/232 px', () => {
    expect(playerFor({ spotifyEmbedUrl: 'https://open.spotify.com/embed/episode/x', applePodcastsUrl: null })).toEqual({
      kind: 'spotify',
      src: 'https://open.spotify.com/embed/episode/x',
      height: { desktop: 352, mobile: 232 },
    });
    expect(playerFor({ spotifyEmbedUrl: ' ', applePodcastsUrl: null })).toBeNull();
  });
  it('falls back to the Apple Podcasts embed at 300/200 px', () => {
    const choice = playerFor({
      spotifyEmbedUrl: '',
      applePodcastsUrl: 'https://podcasts.apple.com/gb/podcast/x/id1?i=2',
    });
    expect(choice).toEqual({
      kind: 'other',
      src: 'https://embed.podcasts.apple.com/gb/podcast/x/id1?i=2',
      height: { desktop: 300, mobile: 200 },
    });
  });
  it('gives no embed for other hosts or bad URLs', () => {
    expect(playerFor({ spotifyEmbedUrl: null, applePodcastsUrl: 'https://example.com/pod' })).toBeNull();
    expect(playerFor({ spotifyEmbedUrl: null, applePodcastsUrl: 'nope' })).toBeNull();
  });
});
