import { describe, expect, it } from 'vitest';
import { musicEntrySchema } from '@publisher/shared/contracts/content';
import { buildContext, emptyContext } from './map-context';
import { hasArtwork, mapMusic } from './map-music';

const music = (fields: Record<string, unknown>) => mapMusic({ id: 'recM', fields }, emptyContext);

describe('mapMusic (spec section 3, Music entry)', () => {
  it('gives the contract shape for a bare record', () => {
    expect(musicEntrySchema.safeParse(music({ Title: 'T' })).success).toBe(true);
  });

  it('takes the title from Title, else Name', () => {
    expect(music({ Name: 'The Lantern Waltz' }).title).toBe('The Lantern Waltz');
  });

  it.each(['Artist', 'Artist Name', 'Artist name', 'Composer', 'Author'])(
    'reads the artist from %s (text or list)',
    (field) => {
      expect(music({ [field]: 'Clara Vennet' }).artist).toBe('Clara Vennet');
      expect(music({ [field]: ['Clara Vennet', 'Other'] }).artist).toBe('Clara Vennet');
    },
  );

  it('resolves an artist linked as an author record', () => {
    const ctx = buildContext([{ id: 'recA', fields: { Name: 'Tomás Reid' } }], []);
    expect(mapMusic({ id: 'm', fields: { Composer: ['recA'] } }, ctx).artist).toBe('Tomás Reid');
  });

  it.each(['Artwork', 'Cover Image', 'Image'])('reads the artwork from %s as a file list or as text', (field) => {
    expect(music({ [field]: [{ url: '/art.svg' }] }).artworkUrl).toBe('/art.svg');
    expect(music({ [field]: '/art.svg' }).artworkUrl).toBe('/art.svg');
  });

  it('keeps only entries with artwork, cover image or image in the list', () => {
    expect(hasArtwork(music({ Image: '/i.svg' }))).toBe(true);
    expect(hasArtwork(music({ Title: 'No art' }))).toBe(false);
  });

  it.each(['Release Date', 'ReleaseDate', 'release_date'])('reads the release date from %s', (field) => {
    expect(music({ [field]: '2025-05-21' }).releaseDate).toBe('2025-05-21');
  });

  it.each(['Coming Soon', 'ComingSoon', 'coming_soon'])('reads the coming-soon flag from %s', (field) => {
    expect(music({ [field]: true }).comingSoon).toBe(true);
    expect(music({ [field]: 'Yes' }).comingSoon).toBe(true);
  });

  it('is Enabled for true or Yes, not for anything else', () => {
    for (const value of [true, 'true', 'Yes', 'yes']) expect(music({ Enabled: value }).enabled).toBe(true);
    for (const value of [false, 'No', 'maybe', undefined]) expect(music({ Enabled: value }).enabled).toBe(false);
  });

  it('has a music sheet only for Music Sheet Available = Yes', () => {
    expect(music({ 'Music Sheet Available': 'Yes' }).musicSheetAvailable).toBe(true);
    expect(music({ 'Music Sheet Available': 'No' }).musicSheetAvailable).toBe(false);
    expect(music({ 'Music Sheet Available': 'true' }).musicSheetAvailable).toBe(false);
  });

  it('is purchasable only for Purchase Enabled = Yes', () => {
    expect(music({ 'Purchase Enabled': 'Yes' }).purchaseEnabled).toBe(true);
    expect(music({ 'Purchase Enabled': 'No' }).purchaseEnabled).toBe(false);
    expect(music({}).purchaseEnabled).toBe(false);
  });

  it('reads Price as a number (GBP), Song URL and the PayPal button id', () => {
    expect(music({ Price: 6.5, 'Song URL': '/s.wav', 'PayPal Button ID': 'BTN' })).toMatchObject({
      price: 6.5,
      songUrl: '/s.wav',
      paypalButtonId: 'BTN',
    });
  });
});
