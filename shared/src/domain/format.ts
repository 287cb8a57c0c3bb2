/*
 * Prices and counts as UK readers write them: "£12.99", "£1,980", "1,234" (dates: dates.ts).
 * Written out rather than asked of Intl: the first Intl.NumberFormat a page
 * builds loads the locale's data, 60–120 ms of a phone's main thread (Chromium, 4× CPU slowdown),
 * paid on the way to any page that shows a price. The output is Intl's own for en-GB (format.test.ts
 * checks it against Intl over a range of values).
 */

/** "1234567" → "1,234,567". */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Pounds to `fractionDigits` places, rounding half away from zero as Intl does. */
function pounds(amount: number, fractionDigits: 0 | 2): string {
  const scale = fractionDigits === 2 ? 100 : 1;
  const units = Math.round(Math.abs(amount) * scale);
  const whole = grouped(String(Math.floor(units / scale)));
  const text = fractionDigits === 2 ? `${whole}.${String(units % scale).padStart(2, '0')}` : whole;
  return `${amount < 0 && units > 0 ? '-' : ''}£${text}`;
}

/** Pounds and pence: "£12.99", "£5.00" (shop prices). */
export const formatGbp = (amount: number): string => pounds(amount, 2);

/** Whole pounds: "£1,980" (the calculator's figures). */
export const formatWholeGbp = (amount: number): string => pounds(amount, 0);

/** A whole number with thousands separators: "1,234" (word counts). */
export const formatCount = (n: number): string => `${n < 0 ? '-' : ''}${grouped(String(Math.round(Math.abs(n))))}`;
