import { describe, expect, it } from 'vitest';
import { courseByYear } from './courses';
import { YEAR6_MARKETING, YEAR7_MARKETING } from './marketing';
import { YEAR6_WORKBOOK } from './workbook-year6';
import { YEAR7_WORKBOOK } from './workbook-year7';

const chaptersOf = (modules: readonly { chapters: number }[]) => modules.reduce((sum, m) => sum + m.chapters, 0);

describe('workbook pages', () => {
  it.each([
    { year: 6, workbook: YEAR6_WORKBOOK, claim: 75 },
    { year: 7, workbook: YEAR7_WORKBOOK, claim: 140 },
  ])('Year $year has four modules whose chapters back its $claim+ claim', ({ workbook, claim }) => {
    expect(workbook.chapterClaim).toBe(claim);
    expect(workbook.modules).toHaveLength(4);
    expect(chaptersOf(workbook.modules)).toBeGreaterThanOrEqual(claim);
  });

  it.each([
    { year: 6, workbook: YEAR6_WORKBOOK, product: 'year6-maths' },
    { year: 7, workbook: YEAR7_WORKBOOK, product: 'year7-maths' },
  ])('Year $year: a link to My Purchases has its workbook already chosen', ({ workbook, product }) => {
    const links = workbook.faq.flatMap((f) => (f.link?.to.startsWith('/my-purchases') ? [f.link.to] : []));
    for (const to of links) expect(to).toBe(`/my-purchases?product=${product}`);
  });

  it('gives Year 7 the spec module names', () => {
    expect(YEAR7_WORKBOOK.modules.map((m) => m.title)).toEqual([
      'Number & Place Value',
      'Calculations',
      'Fractions, Decimals & Percentages',
      'Geometry & Measurement',
    ]);
  });

  it('includes the seven named Year 6 features plus an eighth', () => {
    const titles = YEAR6_WORKBOOK.included.map((f) => f.title);
    expect(titles).toHaveLength(8);
    expect(titles.slice(0, 7)).toEqual([
      'Progress Tracking',
      'Parent Dashboard',
      'SATs Practice Papers',
      'Multi-User Support',
      'Instant Feedback',
      'Certificate of Completion',
      'Mobile-Friendly Learning',
    ]);
    expect(new Set(titles).size).toBe(8);
  });

  it('gives Year 7 eight distinct features too, so both grids fill their rows', () => {
    expect(new Set(YEAR7_WORKBOOK.included.map((f) => f.title)).size).toBe(8);
  });

  it('hides the price on the Year 6 page only (spec)', () => {
    expect(YEAR6_WORKBOOK.showPrice).toBe(false);
    expect(YEAR7_WORKBOOK.showPrice).toBe(true);
  });

  it('only describes workbooks that are on sale', () => {
    for (const year of [YEAR6_WORKBOOK.year, YEAR7_WORKBOOK.year, YEAR6_MARKETING.year, YEAR7_MARKETING.year]) {
      expect(courseByYear(year)?.available).toBe(true);
    }
  });

  it('never names a chapter count in copy that the modules contradict', () => {
    const claims = [
      { claim: YEAR6_WORKBOOK.chapterClaim, copy: [YEAR6_WORKBOOK, YEAR6_MARKETING, courseByYear(6)] },
      { claim: YEAR7_WORKBOOK.chapterClaim, copy: [YEAR7_WORKBOOK, YEAR7_MARKETING, courseByYear(7)] },
    ];
    for (const { claim, copy } of claims) {
      const found = [...JSON.stringify(copy).matchAll(/(?:(\d+)\+|Over (\d+)) (?:short )?chapters/gi)];
      expect(found.length).toBeGreaterThan(0);
      for (const [, plus, over] of found) expect(Number(plus ?? over)).toBe(claim);
    }
  });
});
