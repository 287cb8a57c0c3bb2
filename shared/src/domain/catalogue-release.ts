import { calendarDay, today } from './catalogue-dates';

/**
 * A book's release state (spec section 4):
 * - release date in the future and Presales off → coming-soon (shows the expected date);
 * - Presales on and the date not passed → presale (PreSale Available with presale links);
 * - otherwise → on-sale (buy links).
 * "Not passed" includes the release day itself. Presales on with no usable date is on sale:
 * there is no date left to pre-order against.
 */
export type ReleaseState = 'coming-soon' | 'presale' | 'on-sale';

export interface ReleaseFields {
  releaseDate: string | null;
  presales: boolean;
}

export function releaseState(book: ReleaseFields, now: Date = new Date()): ReleaseState {
  const day = calendarDay(book.releaseDate);
  if (!day) return 'on-sale';
  const now_ = today(now);
  if (book.presales) return day >= now_ ? 'presale' : 'on-sale';
  return day > now_ ? 'coming-soon' : 'on-sale';
}
