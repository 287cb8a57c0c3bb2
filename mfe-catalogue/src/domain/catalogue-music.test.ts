import { describe, expect, it } from 'vitest';
import {
  canBuyMusicSheet,
  isMusicComingSoon,
  isReleaseDayPast,
  musicActions,
  type MusicFields,
} from './catalogue-music';

const now = new Date(2026, 5, 15, 12, 0);
const released: MusicFields = {
  releaseDate: '2025-11-02',
  comingSoon: false,
  songUrl: 'https://example.com/song',
  musicSheetAvailable: false,
  purchaseEnabled: false,
};

describe('isMusicComingSoon', () => {
  it('is coming soon when the date is missing, invalid or after today', () => {
    expect(isMusicComingSoon({ releaseDate: null, comingSoon: false }, now)).toBe(true);
    expect(isMusicComingSoon({ releaseDate: 'spring', comingSoon: false }, now)).toBe(true);
    expect(isMusicComingSoon({ releaseDate: '2026-06-16', comingSoon: false }, now)).toBe(true);
  });
  it('is released on and after the day', () => {
    expect(isMusicComingSoon({ releaseDate: '2026-06-15', comingSoon: false }, now)).toBe(false);
  });
  it('honours the record flag', () => {
    expect(isMusicComingSoon({ releaseDate: '2020-01-01', comingSoon: true }, now)).toBe(true);
  });
});

describe('musicActions', () => {
  it('offers the listen link of a released entry', () => {
    expect(musicActions(released, now)).toEqual({
      kind: 'available',
      listenUrl: 'https://example.com/song',
      buySheet: false,
    });
  });
  it('offers the sheet only when both flags are Yes', () => {
    expect(canBuyMusicSheet({ musicSheetAvailable: true, purchaseEnabled: false })).toBe(false);
    const sheet = { ...released, songUrl: null, musicSheetAvailable: true, purchaseEnabled: true };
    expect(musicActions(sheet, now)).toEqual({ kind: 'available', listenUrl: null, buySheet: true });
  });
  it('is coming soon with neither a song nor a purchasable sheet', () => {
    expect(musicActions({ ...released, songUrl: ' ', musicSheetAvailable: true }, now)).toEqual({
      kind: 'coming-soon',
    });
  });
});

describe('isReleaseDayPast', () => {
  it('is true on and after the release day, false before it, null without a date', () => {
    expect(isReleaseDayPast('2026-06-15', now)).toBe(true);
    expect(isReleaseDayPast('2025-11-02', now)).toBe(true);
    expect(isReleaseDayPast('2026-06-16', now)).toBe(false);
    expect(isReleaseDayPast(null, now)).toBeNull();
    expect(isReleaseDayPast('spring', now)).toBeNull();
  });
});
