import { describe, expect, it } from 'vitest';
import { InvalidSlugError } from '@publisher/shared/server/ports/content-store';
import { compileFormula } from '../../testing/airtable-formula';
import { FEATURED_FORMULA, formulaString, slugFormula } from './formula';

describe('filterByFormula text', () => {
  it("quotes a slug: {Slug} = 'crownless'", () => {
    expect(slugFormula('crownless')).toBe("{Slug} = 'crownless'");
  });

  it.each(["x' OR TRUE() OR '", 'UPPER', 'a b', '../x', "crownless'", 'x\\', ''])(
    'refuses the slug %j before any formula is built',
    (slug) => {
      expect(() => slugFormula(slug)).toThrow(InvalidSlugError);
    },
  );

  it('escapes backslash first, then the quote, so an escape cannot close the string', () => {
    expect(formulaString("it's")).toBe("'it\\'s'");
    expect(formulaString('a\\')).toBe("'a\\\\'");
    expect(formulaString("\\' OR TRUE() OR \\'")).toBe("'\\\\\\' OR TRUE() OR \\\\\\''");
  });

  it("an escaped hostile value only ever matches itself in Airtable's formula language", () => {
    const hostile = "\\' OR TRUE() OR '\\";
    const matches = compileFormula(`{Slug} = ${formulaString(hostile)}`);
    expect(matches({ Slug: 'crownless' })).toBe(false);
    expect(matches({ Slug: hostile })).toBe(true);
  });

  it('selects Featured records', () => {
    const matches = compileFormula(FEATURED_FORMULA);
    expect(matches({ Featured: true })).toBe(true);
    expect(matches({})).toBe(false);
  });
});
