/*
 * Dates as UK readers read them: the site's one date formatter (decision 129). Every day shown is the
 * calendar day in Europe/London, whatever the machine's own zone, so the server's HTML and the
 * browser's render agree, and a time stored in UTC (00:30 BST is 23:30 UTC the day before) shows
 * the UK day. Intl.DateTimeFormat decides the zone and writes times; a formatter is made on first use
 * and kept. The first one a page makes loads the locale's data, about 120 ms at 4× CPU (decision 129),
 * so a day is found without one whenever the zone cannot change it (`ukDay`) and written out from the
 * month names (dates.test.ts checks both against Intl).
 */

export const UK_TIME_ZONE = 'Europe/London';

/** What the formats accept: an ISO timestamp, a calendar day (YYYY-MM-DD), a Date or epoch ms. */
export type DateInput = string | number | Date | null | undefined;

const FORMATS = {
  /** "2 May 2026 at 14:30" */
  dayTime: { dateStyle: 'long', timeStyle: 'short' },
  /** The parts of a calendar day, for "2026-05-02". */
  isoDay: { day: '2-digit', month: '2-digit', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const made = new Map<keyof typeof FORMATS, Intl.DateTimeFormat>();

function formatter(name: keyof typeof FORMATS): Intl.DateTimeFormat {
  let f = made.get(name);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { ...FORMATS[name], timeZone: UK_TIME_ZONE });
    made.set(name, f);
  }
  return f;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a value names, or null when it is missing or not a date. A bare calendar day is taken
 * at noon UTC, which is the same day in London all year; an impossible day (31 February) is null
 * rather than rolled over into the next month.
 */
function instant(value: DateInput): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number') {
    const t = typeof value === 'number' ? value : value.getTime();
    return Number.isFinite(t) ? t : null;
  }
  const v = value.trim();
  if (!v) return null;
  const m = DAY.exec(v);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const t = Date.UTC(y, mo - 1, d, 12);
    const date = new Date(t);
    return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? t : null;
  }
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : t;
}

const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
const utcDay = (t: number) => {
  const d = new Date(t);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** The UK calendar day as YYYY-MM-DD (for comparing days and for machine-read dates), or null. */
export function ukDay(value: DateInput): string | null {
  const t = instant(value);
  if (t === null) return null;
  // London is UTC+0 (GMT) or UTC+1 (BST): when both give the same day, that is the UK day and no
  // formatter is needed. Only in the hour before midnight UTC does Intl decide.
  const day = utcDay(t);
  if (day === utcDay(t + HOUR) && /^\d{4}-/.test(day)) return day;
  const parts = formatter('isoDay').formatToParts(t);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "22 October 2025": the UK calendar day, or null when the value is not a date. */
export function formatLongDay(value: DateInput): string | null {
  const day = ukDay(value);
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** "2 May 2026 at 14:30" in UK time (GMT or BST), or null when the value is not a date. */
export function formatDayTime(value: DateInput): string | null {
  const t = instant(value);
  return t === null ? null : formatter('dayTime').format(t);
}

/** The year in the UK (a copyright line): 2026. */
export const ukYear = (now: Date | number = Date.now()): number => Number((ukDay(now) ?? '').slice(0, 4));
