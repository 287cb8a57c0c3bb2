import { calendarDay } from '@publisher/shared/domain/catalogue-dates';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "12 September 2026", or null when the value is missing or not a date. */
export function formatDay(value: string | null | undefined): string | null {
  const day = calendarDay(value);
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayFormat.format(new Date(y, m - 1, d));
}

export const formatCount = (n: number): string => new Intl.NumberFormat('en-GB').format(n);
