import { ukDay } from './dates';

/**
 * Calendar-day helpers for release dates. Dates arrive as YYYY-MM-DD or full ISO timestamps;
 * release rules compare whole UK days (dates.ts), so "released today" holds all day whatever the
 * hour, and the server and the browser agree whatever their machines' zones.
 */

/** The calendar day (YYYY-MM-DD) of a date string, or null when it is missing or invalid. */
export const calendarDay = (value: string | null | undefined): string | null => ukDay(value);

/** Today's calendar day in the UK. */
export const today = (now: Date = new Date()): string => ukDay(now) ?? '';
