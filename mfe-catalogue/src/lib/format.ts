import { calendarDay } from '@publisher/shared/domain/catalogue-dates';
import { formatLongDay } from '@publisher/shared/domain/format';

/** "12 September 2026", or null when the value is missing or not a date. */
export function formatDay(value: string | null | undefined): string | null {
  const day = calendarDay(value);
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return formatLongDay(y, m, d);
}
