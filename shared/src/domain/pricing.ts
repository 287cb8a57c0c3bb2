import type { CoverDetails, Pricing, Services, TypesettingDetails } from '../contracts/calculator';

/** Cover design prices in GBP by complexity and format (spec section 9). */
export const COVER_PRICES = {
  simple: { digital: 120, print: 150, both: 180 },
  standard: { digital: 200, print: 250, both: 300 },
  complex: { digital: 350, print: 420, both: 500 },
  premium: { digital: 500, print: 600, both: 750 },
} as const satisfies Record<CoverDetails['complexity'], Record<CoverDetails['formats'], number>>;

/** Typesetting price per page in GBP (spec section 9). */
export const TYPESETTING_RATES = { simple: 6, moderate: 8, complex: 12 } as const satisfies Record<
  TypesettingDetails['complexity'],
  number
>;
export const TYPESETTING_MINIMUM = 150;

/**
 * The spec gives two readings of the rush surcharge (section 9):
 * - `multiplier` (default): cover × 1.5, typesetting × 1.3, each rounded;
 * - `surcharge`: +50 % cover, +25 % typesetting, each rounded.
 * See docs/decisions/ for why `multiplier` is the default.
 */
export type RushReading = 'multiplier' | 'surcharge';
export const RUSH_FACTORS: Record<RushReading, { cover: number; typesetting: number }> = {
  multiplier: { cover: 1.5, typesetting: 1.3 },
  surcharge: { cover: 1.5, typesetting: 1.25 },
};
export const DEFAULT_RUSH_READING: RushReading = 'multiplier';

/**
 * creatorEarnings is not defined by the spec. We show what the creator keeps of the quote
 * after our platform fee: the fee is 0, so it equals the grand total. See docs/decisions/.
 */
export const YOUR_FEE = 0;

export interface PriceLine {
  label: string;
  amount: number;
}

export interface QuoteBreakdown extends Pricing {
  coverLines: PriceLine[];
  typesettingLines: PriceLine[];
}

export function coverBase(d: Pick<CoverDetails, 'complexity' | 'formats'>): number {
  return COVER_PRICES[d.complexity][d.formats];
}

export function coverTotal(d: Pick<CoverDetails, 'complexity' | 'formats' | 'rush'>, reading = DEFAULT_RUSH_READING): number {
  const base = coverBase(d);
  return d.rush ? Math.round(base * RUSH_FACTORS[reading].cover) : base;
}

export function typesettingBase(d: Pick<TypesettingDetails, 'pageCount' | 'complexity'>): number {
  const pages = Number.isFinite(d.pageCount) && d.pageCount > 0 ? d.pageCount : 0;
  return Math.max(pages * TYPESETTING_RATES[d.complexity], TYPESETTING_MINIMUM);
}

export function typesettingTotal(
  d: Pick<TypesettingDetails, 'pageCount' | 'complexity' | 'rush'>,
  reading = DEFAULT_RUSH_READING,
): number {
  const base = typesettingBase(d);
  return d.rush ? Math.round(base * RUSH_FACTORS[reading].typesetting) : base;
}

export interface QuoteInput {
  services: Services;
  cover: Pick<CoverDetails, 'complexity' | 'formats' | 'rush'>;
  typesetting: Pick<TypesettingDetails, 'pageCount' | 'complexity' | 'rush'>;
}

/** The whole quote, with an itemised breakdown for the summary. Same code runs in the API. */
export function computeQuote(input: QuoteInput, reading = DEFAULT_RUSH_READING): QuoteBreakdown {
  const coverLines: PriceLine[] = [];
  const typesettingLines: PriceLine[] = [];
  let cover = 0;
  let typesetting = 0;
  if (input.services.coverDesign) {
    const base = coverBase(input.cover);
    cover = coverTotal(input.cover, reading);
    coverLines.push({ label: `Cover design (${input.cover.complexity}, ${input.cover.formats})`, amount: base });
    if (input.cover.rush) coverLines.push({ label: 'Rush delivery', amount: cover - base });
  }
  if (input.services.typesetting) {
    const rate = TYPESETTING_RATES[input.typesetting.complexity];
    const raw = Math.max(0, input.typesetting.pageCount) * rate;
    const base = typesettingBase(input.typesetting);
    typesetting = typesettingTotal(input.typesetting, reading);
    typesettingLines.push({ label: `${input.typesetting.pageCount} pages × £${rate}`, amount: raw });
    if (base > raw) typesettingLines.push({ label: `Minimum charge (£${TYPESETTING_MINIMUM})`, amount: base - raw });
    if (input.typesetting.rush) typesettingLines.push({ label: 'Rush delivery', amount: typesetting - base });
  }
  const grandTotal = cover + typesetting;
  return {
    coverTotal: cover,
    typesettingTotal: typesetting,
    yourFee: YOUR_FEE,
    creatorEarnings: grandTotal - YOUR_FEE,
    grandTotal,
    coverLines,
    typesettingLines,
  };
}

/** The Timeline card's text (spec section 9, "Timeline display"). */
export function timeline(services: Services, coverRush: boolean, typesettingRush: boolean): string | null {
  if (services.coverDesign && services.typesetting) return coverRush || typesettingRush ? '1-2 weeks' : '3-4 weeks';
  if (services.coverDesign) return coverRush ? '3-5 days' : '1-2 weeks';
  if (services.typesetting) return typesettingRush ? '5-7 days' : '2-3 weeks';
  return null;
}
