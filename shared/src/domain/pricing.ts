import type { CoverDetails, Pricing, Services, TypesettingDetails } from '../contracts/calculator';

/*
 * Book-design pricing (spec section 9). Pure functions: the calculator page shows them live
 * and the API recomputes the same figures from a quote request, so the browser's totals are
 * never trusted. All amounts are whole pounds (GBP).
 */

/** Cover design prices by complexity and format. */
export const COVER_PRICES = {
  simple: { digital: 120, print: 150, both: 180 },
  standard: { digital: 200, print: 250, both: 300 },
  complex: { digital: 350, print: 420, both: 500 },
  premium: { digital: 500, print: 600, both: 750 },
} as const satisfies Record<CoverDetails['complexity'], Record<CoverDetails['formats'], number>>;

/** Typesetting price per page. */
export const TYPESETTING_RATES = { simple: 6, moderate: 8, complex: 12 } as const satisfies Record<
  TypesettingDetails['complexity'],
  number
>;
export const TYPESETTING_MINIMUM = 150;

/** The page-count bounds of the calculator's input. Browser attributes only: pricing accepts any count. */
export const PAGE_COUNT = { min: 40, max: 1200, default: 280 } as const;

/**
 * The spec gives two readings of the rush surcharge (section 9):
 * - `multiplier` (the default, RUSH_READING): cover × 1.5, typesetting × 1.3, each rounded;
 * - `surcharge`: +50 % cover, +25 % typesetting, each rounded.
 * Factors are whole percentages so the product is an integer before the division and an exact
 * half (162 + 25 % = 202.5) rounds up however the fraction would be stored in binary.
 * See docs/decisions/050-rush-reading-and-creator-earnings.md.
 */
export type RushReading = 'multiplier' | 'surcharge';
export const RUSH_PERCENT: Record<RushReading, { cover: number; typesetting: number }> = {
  multiplier: { cover: 150, typesetting: 130 },
  surcharge: { cover: 150, typesetting: 125 },
};
/** Kept for callers of the first version: the same factors as fractions. */
export const RUSH_FACTORS: Record<RushReading, { cover: number; typesetting: number }> = {
  multiplier: { cover: 1.5, typesetting: 1.3 },
  surcharge: { cover: 1.5, typesetting: 1.25 },
};
/** The reading the site and the API use. Change it here and both follow. */
export const RUSH_READING: RushReading = 'multiplier';
export const DEFAULT_RUSH_READING: RushReading = RUSH_READING;

/** The platform fee (spec: yourFee is 0). */
export const YOUR_FEE = 0;

/** Half-up rounding of an amount scaled by a whole percentage. */
const applyPercent = (amount: number, percent: number): number => Math.round((amount * percent) / 100);

/**
 * Pages that are charged. The input is converted with Number(): an empty or negative value
 * charges no pages (the minimum then applies) and a part page counts as a whole page.
 */
export function billablePages(pageCount: number): number {
  return Number.isFinite(pageCount) && pageCount > 0 ? Math.ceil(pageCount) : 0;
}

export function coverBase(d: Pick<CoverDetails, 'complexity' | 'formats'>): number {
  return COVER_PRICES[d.complexity][d.formats];
}

export function coverTotal(d: Pick<CoverDetails, 'complexity' | 'formats' | 'rush'>, reading = RUSH_READING): number {
  const base = coverBase(d);
  return d.rush ? applyPercent(base, RUSH_PERCENT[reading].cover) : base;
}

/** pageCount × rate before the minimum. */
export function typesettingPagesCost(d: Pick<TypesettingDetails, 'pageCount' | 'complexity'>): number {
  return billablePages(d.pageCount) * TYPESETTING_RATES[d.complexity];
}

export function typesettingBase(d: Pick<TypesettingDetails, 'pageCount' | 'complexity'>): number {
  return Math.max(typesettingPagesCost(d), TYPESETTING_MINIMUM);
}

export function typesettingTotal(
  d: Pick<TypesettingDetails, 'pageCount' | 'complexity' | 'rush'>,
  reading = RUSH_READING,
): number {
  const base = typesettingBase(d);
  return d.rush ? applyPercent(base, RUSH_PERCENT[reading].typesetting) : base;
}

/**
 * One line of the itemised breakdown. Data only: the page that shows it owns the wording.
 * Lines of a service add up to that service's total.
 */
export type PriceLine =
  | { kind: 'cover-base'; complexity: CoverDetails['complexity']; formats: CoverDetails['formats']; amount: number }
  | { kind: 'per-page'; pages: number; rate: number; amount: number }
  | { kind: 'minimum'; minimum: number; amount: number }
  | { kind: 'rush'; service: 'cover' | 'typesetting'; percent: number; amount: number };

export interface QuoteBreakdown extends Pricing {
  coverLines: PriceLine[];
  typesettingLines: PriceLine[];
}

export interface QuoteInput {
  services: Services;
  cover: Pick<CoverDetails, 'complexity' | 'formats' | 'rush'>;
  typesetting: Pick<TypesettingDetails, 'pageCount' | 'complexity' | 'rush'>;
}

function coverLinesOf(cover: QuoteInput['cover'], reading: RushReading): PriceLine[] {
  const base = coverBase(cover);
  const lines: PriceLine[] = [
    { kind: 'cover-base', complexity: cover.complexity, formats: cover.formats, amount: base },
  ];
  if (cover.rush) {
    const percent = RUSH_PERCENT[reading].cover;
    lines.push({ kind: 'rush', service: 'cover', percent: percent - 100, amount: coverTotal(cover, reading) - base });
  }
  return lines;
}

function typesettingLinesOf(ts: QuoteInput['typesetting'], reading: RushReading): PriceLine[] {
  const rate = TYPESETTING_RATES[ts.complexity];
  const raw = typesettingPagesCost(ts);
  const base = typesettingBase(ts);
  const lines: PriceLine[] = [{ kind: 'per-page', pages: billablePages(ts.pageCount), rate, amount: raw }];
  if (base > raw) lines.push({ kind: 'minimum', minimum: TYPESETTING_MINIMUM, amount: base - raw });
  if (ts.rush) {
    const percent = RUSH_PERCENT[reading].typesetting;
    lines.push({
      kind: 'rush',
      service: 'typesetting',
      percent: percent - 100,
      amount: typesettingTotal(ts, reading) - base,
    });
  }
  return lines;
}

/**
 * The whole quote with its itemised breakdown. The API recomputes with this same function.
 * creatorEarnings is what the designer receives of the quote: the grand total less the
 * platform fee, which is 0 (docs/decisions/050).
 */
export function computeQuote(input: QuoteInput, reading = RUSH_READING): QuoteBreakdown {
  const cover = input.services.coverDesign ? coverTotal(input.cover, reading) : 0;
  const typesetting = input.services.typesetting ? typesettingTotal(input.typesetting, reading) : 0;
  const grandTotal = cover + typesetting;
  return {
    coverTotal: cover,
    typesettingTotal: typesetting,
    creatorEarnings: grandTotal - YOUR_FEE,
    yourFee: YOUR_FEE,
    grandTotal,
    coverLines: input.services.coverDesign ? coverLinesOf(input.cover, reading) : [],
    typesettingLines: input.services.typesetting ? typesettingLinesOf(input.typesetting, reading) : [],
  };
}

/** The five figures of the quote request payload, without the breakdown. */
export function pricingOf(quote: QuoteBreakdown): Pricing {
  const { coverTotal: c, typesettingTotal: t, creatorEarnings, yourFee, grandTotal } = quote;
  return { coverTotal: c, typesettingTotal: t, creatorEarnings, yourFee, grandTotal };
}

/** Rows of the Timeline card (spec section 9, "Timeline display"); null where a row does not apply. */
export interface TimelineRows {
  cover: string | null;
  typesetting: string | null;
  /** The overall estimate: "Both services" or "One service only". */
  total: string | null;
}

export function timelineRows(services: Services, coverRush: boolean, typesettingRush: boolean): TimelineRows {
  const cover = services.coverDesign ? (coverRush ? '3-5 days' : '1-2 weeks') : null;
  const typesetting = services.typesetting ? (typesettingRush ? '5-7 days' : '2-3 weeks') : null;
  let total: string | null = null;
  if (services.coverDesign && services.typesetting) total = coverRush || typesettingRush ? '1-2 weeks' : '3-4 weeks';
  else if (services.coverDesign) total = coverRush ? '3-7 days' : '1-3 weeks';
  else if (services.typesetting) total = typesettingRush ? '3-7 days' : '1-3 weeks';
  return { cover, typesetting, total };
}

/** The overall estimate alone (first version's name). */
export function timeline(services: Services, coverRush: boolean, typesettingRush: boolean): string | null {
  return timelineRows(services, coverRush, typesettingRush).total;
}
