/**
 * Calendar-day helpers for release dates. Dates arrive as YYYY-MM-DD or full ISO timestamps;
 * release rules compare whole days, so "released today" holds all day whatever the hour.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The calendar day (YYYY-MM-DD) of a date string, or null when it is missing or invalid. */
export function calendarDay(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  const m = DAY.exec(v);
  if (m) {
    const [, y, mo, d] = m.map(Number) as [number, number, number, number];
    const date = new Date(y, mo - 1, d);
    // Rejects 2026-02-31 and the like, which Date would silently roll over.
    return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? v : null;
  }
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : localDay(new Date(t));
}

/** Today's calendar day in the viewer's time zone. */
export const today = (now: Date = new Date()): string => localDay(now);
