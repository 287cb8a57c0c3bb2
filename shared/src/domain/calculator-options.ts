/*
 * Calculator option values (spec section 3, "Calculator state"). Plain lists, apart from the zod
 * schemas that check them (contracts/calculator.ts): a page that only offers the choices does not
 * download the validator (a contract module's schemas all ship with any import from it, since
 * bundlers cannot prove a `.check(...)` call free of side effects).
 */
export const coverComplexities = ['simple', 'standard', 'complex', 'premium'] as const;
export const coverFormats = ['digital', 'print', 'both'] as const;
export const trimSizes = ['', '5x8', '6x9', 'A5', 'custom'] as const;
export const coverPlatforms = [
  '',
  'KDP',
  'IngramSpark',
  'BarnesNoble',
  'AppleBooks',
  'Kobo',
  'Draft2Digital',
  'Smashwords',
  'Other',
] as const;
export const typesettingComplexities = ['simple', 'moderate', 'complex'] as const;
export const paperTypes = ['white', 'cream', 'color'] as const;
export const typesettingPlatforms = ['', 'kdp', 'ingram', 'lulu', 'other'] as const;
