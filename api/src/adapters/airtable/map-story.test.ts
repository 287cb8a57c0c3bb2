import { describe, expect, it } from 'vitest';
import { storySchema } from '@publisher/shared/contracts/content';
import { buildContext, emptyContext } from './map-context';
import { mapStory } from './map-story';

const story = (fields: Record<string, unknown>) => mapStory({ id: 'recS', fields }, emptyContext);

describe('mapStory (spec section 3, Story)', () => {
  it('gives the contract shape for a bare record', () => {
    expect(storySchema.safeParse(story({ Title: 'T' })).success).toBe(true);
  });

  it('shows a reading time of 5 minutes when absent', () => {
    expect(story({}).readingTime).toBe(5);
    expect(story({ 'Reading Time': 12 }).readingTime).toBe(12);
    expect(story({ 'Reading Time': 'soon' }).readingTime).toBe(5);
  });

  it('reads Tags as a list, or as comma-separated text, or none', () => {
    expect(story({ Tags: ['winter', 'grief'] }).tags).toEqual(['winter', 'grief']);
    expect(story({ Tags: 'Florence, night ,letters' }).tags).toEqual(['Florence', 'night', 'letters']);
    expect(story({}).tags).toEqual([]);
  });

  it('uses the book cover fields', () => {
    expect(story({ Artwork: [{ url: '/a.svg' }] }).coverUrl).toBe('/a.svg');
  });

  it('resolves the author from a rec… id', () => {
    const ctx = buildContext([{ id: 'recA', fields: { Name: 'Tomás Reid' } }], []);
    expect(mapStory({ id: 's', fields: { Author: ['recA'] } }, ctx)).toMatchObject({
      author: 'Tomás Reid',
      authorSlug: 'tomas-reid',
    });
  });

  it('maps Story Type, Word Count, Story of the Week and Published Date', () => {
    expect(
      story({
        'Story Type': 'Flash Fiction',
        'Word Count': '1,150',
        'Story of the Week': true,
        'Published Date': '2026-02-02',
      }),
    ).toMatchObject({ storyType: 'Flash Fiction', wordCount: 1150, storyOfTheWeek: true, publishedDate: '2026-02-02' });
  });
});
