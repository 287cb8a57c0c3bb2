import { describe, expect, it } from 'vitest';
import {
  RUSH_READING,
  billablePages,
  computeQuote,
  coverTotal,
  pricingOf,
  timeline,
  timelineRows,
  typesettingTotal,
  type QuoteInput,
} from './pricing';

const COVER_TABLE: [string, 'digital' | 'print' | 'both', number][] = [
  ['simple', 'digital', 120],
  ['simple', 'print', 150],
  ['simple', 'both', 180],
  ['standard', 'digital', 200],
  ['standard', 'print', 250],
  ['standard', 'both', 300],
  ['complex', 'digital', 350],
  ['complex', 'print', 420],
  ['complex', 'both', 500],
  ['premium', 'digital', 500],
  ['premium', 'print', 600],
  ['premium', 'both', 750],
];

const input = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  services: { coverDesign: true, typesetting: false },
  cover: { complexity: 'standard', formats: 'both', rush: false },
  typesetting: { pageCount: 280, complexity: 'simple', rush: false },
  ...over,
});

describe('cover price', () => {
  it.each(COVER_TABLE)('%s / %s costs %i', (complexity, formats, price) => {
    const c = complexity as 'simple' | 'standard' | 'complex' | 'premium';
    expect(coverTotal({ complexity: c, formats, rush: false })).toBe(price);
    // Both readings agree on the cover: × 1.5 and +50 % are the same.
    expect(coverTotal({ complexity: c, formats, rush: true }, 'multiplier')).toBe(Math.round(price * 1.5));
    expect(coverTotal({ complexity: c, formats, rush: true }, 'surcharge')).toBe(Math.round(price * 1.5));
  });
});

describe('typesetting price', () => {
  it.each([
    ['simple', 6],
    ['moderate', 8],
    ['complex', 12],
  ] as const)('%s is %i per page', (complexity, rate) => {
    expect(typesettingTotal({ pageCount: 280, complexity, rush: false })).toBe(280 * rate);
    expect(typesettingTotal({ pageCount: 1200, complexity, rush: false })).toBe(1200 * rate);
  });

  it('never charges less than 150, which only bites below the 40-page input bound', () => {
    expect(typesettingTotal({ pageCount: 40, complexity: 'simple', rush: false })).toBe(240);
    expect(typesettingTotal({ pageCount: 25, complexity: 'simple', rush: false })).toBe(150);
    expect(typesettingTotal({ pageCount: 24, complexity: 'simple', rush: false })).toBe(150);
    // A typed 10 is below the browser's min attribute but must still price correctly.
    expect(typesettingTotal({ pageCount: 10, complexity: 'simple', rush: false })).toBe(150);
    expect(typesettingTotal({ pageCount: 10, complexity: 'complex', rush: false })).toBe(150);
    expect(typesettingTotal({ pageCount: 13, complexity: 'complex', rush: false })).toBe(156);
  });

  it('charges the minimum for an empty, zero or negative page count', () => {
    expect(typesettingTotal({ pageCount: Number(''), complexity: 'moderate', rush: false })).toBe(150);
    expect(typesettingTotal({ pageCount: Number.NaN, complexity: 'moderate', rush: false })).toBe(150);
    expect(typesettingTotal({ pageCount: -50, complexity: 'moderate', rush: false })).toBe(150);
  });

  it('counts a part page as a whole page', () => {
    expect(billablePages(100.2)).toBe(101);
    expect(typesettingTotal({ pageCount: 100.5, complexity: 'simple', rush: false })).toBe(606);
  });

  it('applies rush after the minimum and rounds half up', () => {
    // multiplier: × 1.3
    expect(typesettingTotal({ pageCount: 280, complexity: 'simple', rush: true }, 'multiplier')).toBe(2184);
    expect(typesettingTotal({ pageCount: 10, complexity: 'simple', rush: true }, 'multiplier')).toBe(195);
    expect(typesettingTotal({ pageCount: 41, complexity: 'simple', rush: true }, 'multiplier')).toBe(320); // 319.8
    expect(typesettingTotal({ pageCount: 1199, complexity: 'complex', rush: true }, 'multiplier')).toBe(18704); // 18704.4
    expect(typesettingTotal({ pageCount: 0, complexity: 'simple', rush: true }, 'multiplier')).toBe(195);
    // surcharge: + 25 %
    expect(typesettingTotal({ pageCount: 280, complexity: 'simple', rush: true }, 'surcharge')).toBe(2100);
    expect(typesettingTotal({ pageCount: 41, complexity: 'simple', rush: true }, 'surcharge')).toBe(308); // 307.5
    expect(typesettingTotal({ pageCount: 10, complexity: 'simple', rush: true }, 'surcharge')).toBe(188); // 187.5
  });

  it('rounds whole results unchanged and an exact half up', () => {
    expect(typesettingTotal({ pageCount: 45, complexity: 'simple', rush: true }, 'multiplier')).toBe(351);
    expect(typesettingTotal({ pageCount: 35, complexity: 'moderate', rush: true }, 'multiplier')).toBe(364);
    // 27 simple pages = 162; + 25 % = 202.5, an exact half, rounds up.
    expect(typesettingTotal({ pageCount: 27, complexity: 'simple', rush: true }, 'surcharge')).toBe(203);
  });
});

describe('computeQuote', () => {
  it('defaults to cover 300, typesetting 0, total 300', () => {
    const q = computeQuote(input());
    expect(pricingOf(q)).toEqual({
      coverTotal: 300,
      typesettingTotal: 0,
      creatorEarnings: 300,
      yourFee: 0,
      grandTotal: 300,
    });
  });

  it('adds both services, with yourFee 0 and creatorEarnings equal to the grand total', () => {
    const q = computeQuote(input({ services: { coverDesign: true, typesetting: true } }));
    expect(q.grandTotal).toBe(300 + 1680);
    expect(q.yourFee).toBe(0);
    expect(q.creatorEarnings).toBe(q.grandTotal - q.yourFee);
    expect(q.creatorEarnings).toBe(1980);
  });

  it('is zero when no service is chosen', () => {
    const q = computeQuote(input({ services: { coverDesign: false, typesetting: false } }));
    expect(pricingOf(q)).toEqual({ coverTotal: 0, typesettingTotal: 0, creatorEarnings: 0, yourFee: 0, grandTotal: 0 });
    expect(q.coverLines).toEqual([]);
    expect(q.typesettingLines).toEqual([]);
  });

  it('uses the multiplier reading unless told otherwise', () => {
    expect(RUSH_READING).toBe('multiplier');
    const rush = input({
      services: { coverDesign: true, typesetting: true },
      cover: { complexity: 'premium', formats: 'print', rush: true },
      typesetting: { pageCount: 300, complexity: 'moderate', rush: true },
    });
    expect(computeQuote(rush).grandTotal).toBe(900 + 3120);
    expect(computeQuote(rush, 'surcharge').grandTotal).toBe(900 + 3000);
  });

  it('itemises lines that add up to each total', () => {
    const q = computeQuote(
      input({
        services: { coverDesign: true, typesetting: true },
        cover: { complexity: 'complex', formats: 'digital', rush: true },
        typesetting: { pageCount: 12, complexity: 'moderate', rush: true },
      }),
    );
    expect(q.coverLines).toEqual([
      { kind: 'cover-base', complexity: 'complex', formats: 'digital', amount: 350 },
      { kind: 'rush', service: 'cover', percent: 50, amount: 175 },
    ]);
    expect(q.typesettingLines).toEqual([
      { kind: 'per-page', pages: 12, rate: 8, amount: 96 },
      { kind: 'minimum', minimum: 150, amount: 54 },
      { kind: 'rush', service: 'typesetting', percent: 30, amount: 45 },
    ]);
    const sum = (lines: { amount: number }[]) => lines.reduce((n, l) => n + l.amount, 0);
    expect(sum(q.coverLines)).toBe(q.coverTotal);
    expect(sum(q.typesettingLines)).toBe(q.typesettingTotal);
  });

  it('leaves out the minimum line when the pages cost more', () => {
    const q = computeQuote(input({ services: { coverDesign: false, typesetting: true } }));
    expect(q.typesettingLines).toEqual([{ kind: 'per-page', pages: 280, rate: 6, amount: 1680 }]);
  });
});

describe('timeline', () => {
  const cover = { coverDesign: true, typesetting: false };
  const typesetting = { coverDesign: false, typesetting: true };
  const both = { coverDesign: true, typesetting: true };

  it.each([
    ['cover, not rush', cover, false, false, { cover: '1-2 weeks', typesetting: null, total: '1-3 weeks' }],
    ['cover, rush', cover, true, false, { cover: '3-5 days', typesetting: null, total: '3-7 days' }],
    ['typesetting, not rush', typesetting, false, false, { cover: null, typesetting: '2-3 weeks', total: '1-3 weeks' }],
    ['typesetting, rush', typesetting, false, true, { cover: null, typesetting: '5-7 days', total: '3-7 days' }],
    ['both, not rush', both, false, false, { cover: '1-2 weeks', typesetting: '2-3 weeks', total: '3-4 weeks' }],
    ['both, cover rush', both, true, false, { cover: '3-5 days', typesetting: '2-3 weeks', total: '1-2 weeks' }],
    ['both, typesetting rush', both, false, true, { cover: '1-2 weeks', typesetting: '5-7 days', total: '1-2 weeks' }],
    ['both, both rush', both, true, true, { cover: '3-5 days', typesetting: '5-7 days', total: '1-2 weeks' }],
  ])('%s', (_name, services, coverRush, tsRush, expected) => {
    expect(timelineRows(services, coverRush, tsRush)).toEqual(expected);
    expect(timeline(services, coverRush, tsRush)).toBe(expected.total);
  });

  it('ignores the rush of a service that is not chosen', () => {
    expect(timelineRows(cover, false, true)).toEqual({ cover: '1-2 weeks', typesetting: null, total: '1-3 weeks' });
    expect(timelineRows(typesetting, true, false).total).toBe('1-3 weeks');
  });

  it('has no estimate without a service', () => {
    expect(timelineRows({ coverDesign: false, typesetting: false }, true, true)).toEqual({
      cover: null,
      typesetting: null,
      total: null,
    });
  });
});
