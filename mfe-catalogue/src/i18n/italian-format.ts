import { ukDay, type DateInput } from '@publisher/shared/domain/dates';
import { languageCode } from './lang';

/*
 * Days and prices as Italian readers write them, identical to Intl's it-IT output
 * (italian-format.test.ts checks both against Intl): written out, as the English ones are, because
 * the first Intl formatter a page builds loads the locale's data (decision 129).
 */

const MESI = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** "21 aprile 2022": the UK calendar day, in Italian. */
export function formatItalianDay(value: DateInput): string | null {
  const day = ukDay(value);
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MESI[m - 1]} ${y}`;
}

/** it-IT groups thousands only from five digits on ("1234", "12.345"). */
const grouped = (digits: string): string => (digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.'));

/** A whole number as Italian readers write it: "1234", "12.345". */
export const formatItalianCount = (n: number): string =>
  `${n < 0 ? '-' : ''}${grouped(String(Math.round(Math.abs(n))))}`;

/** Pounds and pence in Italian: "4,99 £" (a no-break space before the sign, as Intl writes it). */
export function formatItalianGbp(amount: number): string {
  const units = Math.round(Math.abs(amount) * 100);
  const text = `${grouped(String(Math.floor(units / 100)))},${String(units % 100).padStart(2, '0')}`;
  return `${amount < 0 && units > 0 ? '-' : ''}${text}\u00a0£`;
}

/** The catalogue's languages named in Italian, as Intl.DisplayNames('it') names them. */
const LINGUE: Readonly<Record<string, string>> = { en: 'inglese', it: 'italiano' };

/** A record's language ("Italian") as an Italian reader names it ("italiano"); an unknown one as written. */
export const italianLanguageName = (name: string): string => LINGUE[languageCode(name) ?? ''] ?? name;
