import { describe, expect, it } from 'vitest';
import type { PodcastEpisode } from '@publisher/shared/contracts/content';
import type { HostPorts } from '@publisher/shared/server/team-api';
import { api } from '../endpoints';

const episode: PodcastEpisode = {
  id: 'recEpisode1',
  episodeNumber: 1,
  title: 'Translating Yourself',
  releaseDate: '2026-03-04',
  description: 'A conversation.',
  audio: { url: '/media/podcast/episode-1.mp3', bytes: 17032, type: 'audio/mpeg' },
  ...{ spotifyEmbedUrl: null, spotifyUrl: null, applePodcastsUrl: null, googlePodcastsUrl: null, youtubeUrl: null },
  ...{ transcript: null, showNotes: null },
};

/** The catalogue's app over a content port with one released episode, and the host's SITE_URL when given. */
const appWith = (siteUrl?: string) =>
  api.create({
    content: { listPodcastEpisodes: async () => [episode] },
    config: siteUrl ? { siteUrl } : {},
  } as unknown as HostPorts);

describe("the podcast's RSS feed (the catalogue's endpoint)", () => {
  it('is declared among the paths the host hands the catalogue', async () => {
    expect(api.paths).toContain('/podcast/feed.xml');
  });

  it('builds every URL on SITE_URL when the host has one, with an hour of caching and an ETag', async () => {
    const res = await appWith('https://ashgrovepress.co.uk/').fetch(new Request('http://10.0.0.5/podcast/feed.xml'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=3600/);
    expect(res.headers.get('etag')).toBeTruthy();
    const xml = await res.text();
    expect(xml).toContain('<link>https://ashgrovepress.co.uk/podcast</link>');
    expect(xml).toContain('url="https://ashgrovepress.co.uk/media/podcast/episode-1.mp3" length="17032"');
    expect(xml).not.toContain('10.0.0.5');
  });

  it("uses the request's origin without SITE_URL", async () => {
    const xml = await (await appWith().fetch(new Request('http://localhost:8080/podcast/feed.xml'))).text();
    expect(xml).toContain('<atom:link href="http://localhost:8080/podcast/feed.xml" rel="self"');
  });
});
