import { calendarDay, today } from '@publisher/shared/domain/catalogue-dates';
import { present } from '@publisher/shared/domain/catalogue-text';

/** Music entry rules (spec sections 4 and 5). */
export interface MusicFields {
  releaseDate: string | null;
  comingSoon: boolean;
  songUrl: string | null;
  musicSheetAvailable: boolean;
  purchaseEnabled: boolean;
}

/**
 * Coming soon when the release date is missing, invalid or after today. The record's own
 * Coming Soon flag also counts: the publisher can hold back an entry whose date has passed.
 */
export function isMusicComingSoon(
  entry: Pick<MusicFields, 'releaseDate' | 'comingSoon'>,
  now: Date = new Date(),
): boolean {
  if (entry.comingSoon) return true;
  const day = calendarDay(entry.releaseDate);
  return !day || day > today(now);
}

/**
 * Whether an entry's release day has come (UK calendar day), so its date reads "Released": null when the date is
 * missing or invalid. A date after today is the day it is expected, never "Released".
 */
export function isReleaseDayPast(releaseDate: string | null, now: Date = new Date()): boolean | null {
  const day = calendarDay(releaseDate);
  return day ? day <= today(now) : null;
}

/** The buy-music-sheet button shows only when Music Sheet Available and Purchase Enabled are both Yes. */
export const canBuyMusicSheet = (e: Pick<MusicFields, 'musicSheetAvailable' | 'purchaseEnabled'>): boolean =>
  e.musicSheetAvailable && e.purchaseEnabled;

export type MusicActions = { kind: 'coming-soon' } | { kind: 'available'; listenUrl: string | null; buySheet: boolean };

/** What an entry offers: coming soon, or a listen link and/or the sheet purchase (never neither). */
export function musicActions(entry: MusicFields, now: Date = new Date()): MusicActions {
  if (isMusicComingSoon(entry, now)) return { kind: 'coming-soon' };
  const listenUrl = present(entry.songUrl);
  const buySheet = canBuyMusicSheet(entry);
  if (!listenUrl && !buySheet) return { kind: 'coming-soon' };
  return { kind: 'available', listenUrl, buySheet };
}
