import { describe, expect, it } from 'vitest';
import { podcastEpisodeSchema } from '@publisher/shared/contracts/content';
import { mapPodcastEpisode, newestFirst } from './map-podcast';

const episode = (fields: Record<string, unknown>, id = 'recE') => mapPodcastEpisode({ id, fields });

describe('mapPodcastEpisode (spec section 3, Podcast episode)', () => {
  it('gives the contract shape for a bare record', () => {
    expect(podcastEpisodeSchema.safeParse(episode({})).success).toBe(true);
  });

  it('takes the title from Episode Title, else Title', () => {
    expect(episode({ 'Episode Title': 'A', Title: 'B' }).title).toBe('A');
    expect(episode({ Title: 'B' }).title).toBe('B');
  });

  it('reads the Spotify Embed URL as text or as a list, and a blank one as none', () => {
    expect(episode({ 'Spotify Embed URL': 'https://e/1' }).spotifyEmbedUrl).toBe('https://e/1');
    expect(episode({ 'Spotify Embed URL': ['https://e/2'] }).spotifyEmbedUrl).toBe('https://e/2');
    expect(episode({ 'Spotify Embed URL': [{ url: 'https://e/3' }] }).spotifyEmbedUrl).toBe('https://e/3');
    expect(episode({ 'Spotify Embed URL': '  ' }).spotifyEmbedUrl).toBeNull();
  });

  it('leaves date and description null when missing (the page shows Date TBD)', () => {
    expect(episode({ 'Episode Number': 3 })).toMatchObject({ releaseDate: null, description: null, episodeNumber: 3 });
  });

  it('maps the platform links, transcript and show notes', () => {
    expect(
      episode({
        'YouTube/TikTok URL': 'y',
        'Apple Podcasts URL': 'a',
        'Google Podcasts URL': 'g',
        'Spotify URL': 's',
        Transcript: 't',
        'Show Notes': 'n',
      }),
    ).toMatchObject({
      youtubeUrl: 'y',
      applePodcastsUrl: 'a',
      googlePodcastsUrl: 'g',
      spotifyUrl: 's',
      transcript: 't',
      showNotes: 'n',
    });
  });

  it('reads the audio from an attachment with its size and type, as Airtable gives them', () => {
    const file = {
      id: 'att1',
      url: 'https://dl.airtable.example/ep.mp3',
      filename: 'ep.mp3',
      size: 1234567,
      type: 'audio/mpeg',
    };
    expect(episode({ 'Audio File': [file] }).audio).toEqual({ url: file.url, bytes: 1234567, type: 'audio/mpeg' });
    expect(
      episode({ Audio: [{ ...file, type: 'application/octet-stream', url: 'https://x/ep.m4a?dl=1' }] }).audio,
    ).toEqual({ url: 'https://x/ep.m4a?dl=1', bytes: 1234567, type: 'audio/x-m4a' });
  });

  it('takes a plain audio URL without a size, and no audio when there is none', () => {
    expect(episode({ 'Audio URL': ' https://cdn.example/ep3.mp3 ' }).audio).toEqual({
      url: 'https://cdn.example/ep3.mp3',
      bytes: null,
      type: 'audio/mpeg',
    });
    expect(episode({ 'Audio URL': 'https://cdn.example/stream' }).audio).toEqual({
      url: 'https://cdn.example/stream',
      bytes: null,
      type: null,
    });
    expect(episode({ Audio: [] }).audio).toBeNull();
    expect(episode({}).audio).toBeNull();
  });

  it('orders newest episode number first, unnumbered episodes last', () => {
    const list = [
      episode({ 'Episode Number': 1 }, 'a'),
      episode({}, 'x'),
      episode({ 'Episode Number': 3 }, 'c'),
      episode({ 'Episode Number': 2 }, 'b'),
    ];
    expect(newestFirst(list).map((e) => e.id)).toEqual(['c', 'b', 'a', 'x']);
  });
});
