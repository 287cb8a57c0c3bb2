import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFeed } from 'podcast-partytime';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { mapPodcastEpisode } from '../../adapters/airtable/map-podcast';
import { localContentStore } from '../../adapters/local/sample-content';
import { composeApp } from '../../compose';
import { parseEnv } from '../../env';
import { sampleStoreWith } from '../../testing/head-test-support';
import { appOverContent, publishTeamFromSource } from '../../testing/team-sources';

/*
 * The feed as podcast apps read it: Podcast Index's parser (podcast-partytime) silently drops an
 * item without an enclosure, and rss-parser is what many readers and aggregators use. Every
 * episode the feed lists must come through both with its audio and its date.
 */
const ORIGIN = 'http://127.0.0.1:8111';

async function servedFeed(): Promise<string> {
  // The feed is the catalogue's endpoint: its server module is published where its build puts it.
  const root = mkdtempSync(join(tmpdir(), 'feed-parsers-'));
  publishTeamFromSource(root, 'catalogue');
  const app = composeApp(parseEnv({ DATA_DIR: root, SITE_ROOT: root })).app;
  const res = await app.request(`${ORIGIN}/podcast/feed.xml`);
  expect(res.status).toBe(200);
  return res.text();
}

const itemCount = (xml: string) => xml.match(/<item>/g)?.length ?? 0;

describe('the podcast feed in podcast-partytime and rss-parser', () => {
  it('keeps every episode of the sample feed, each with an enclosure and a pubDate', async () => {
    const xml = await servedFeed();
    const recorded = (await localContentStore().listPodcastEpisodes()).filter((e) => e.audio && e.releaseDate);
    expect(itemCount(xml)).toBe(recorded.length);
    expect(recorded.length).toBeGreaterThanOrEqual(2);

    const partytime = parseFeed(xml);
    expect(partytime?.items).toHaveLength(recorded.length);
    for (const item of partytime!.items) {
      expect(item.enclosure.url).toMatch(/^http:\/\/127\.0\.0\.1:8111\/media\/podcast\/episode-\d\.mp3$/);
      expect(item.enclosure.length).toBeGreaterThan(1000);
      expect(item.enclosure.type).toBe('audio/mpeg');
      expect(item.pubDate?.getTime()).not.toBeNaN();
    }

    const rss = await new Parser().parseString(xml);
    expect(rss.items).toHaveLength(recorded.length);
    for (const item of rss.items) {
      expect(item.enclosure?.url).toMatch(/\.mp3$/);
      expect(Number(item.enclosure?.length)).toBeGreaterThan(1000);
      expect(item.enclosure?.type).toBe('audio/mpeg');
      expect(Date.parse(item.isoDate ?? '')).not.toBeNaN();
    }
    expect(rss.items.map((i) => i.title)).toEqual(partytime!.items.map((i) => i.title));
  });

  it('keeps an Airtable episode whose audio is an attachment, as Airtable describes it', async () => {
    const episode = mapPodcastEpisode({
      id: 'recAir1',
      fields: {
        'Episode Number': 7,
        'Episode Title': 'From the Base',
        'Release Date': '2026-09-01',
        'Audio File': [
          {
            id: 'attA',
            url: 'https://v5.airtableusercontent.com/a/b/ep7.m4a',
            filename: 'ep7.m4a',
            size: 48_213_117,
            type: 'audio/mp4',
          },
        ],
      },
    });
    const app = appOverContent(sampleStoreWith({ listPodcastEpisodes: async () => [episode] }));
    const xml = await (await app.request(`${ORIGIN}/podcast/feed.xml`)).text();
    const [item] = parseFeed(xml)!.items;
    expect(item?.enclosure).toEqual({
      url: 'https://v5.airtableusercontent.com/a/b/ep7.m4a',
      length: 48_213_117,
      type: 'audio/x-m4a',
    });
    const [rssItem] = (await new Parser().parseString(xml)).items;
    expect(rssItem?.pubDate).toBe('Tue, 01 Sep 2026 00:00:00 GMT');
  });
});
