import {
  coverComplexities,
  coverFormats,
  coverPlatforms,
  paperTypes,
  trimSizes,
  typesettingComplexities,
  typesettingPlatforms,
} from '@publisher/shared/domain/calculator-options';
import { COVER_PRICES, TYPESETTING_RATES } from '@publisher/shared/domain/pricing';
import { CALC } from '../strings/calculator';
import { formatWholeGbp } from '@publisher/shared/domain/format';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const { options } = CALC;

/** Select and radio options of the two cards, built from the contract's value lists. */
export const COVER_COMPLEXITY_OPTIONS = coverComplexities.map((v) => ({
  value: v,
  label: `${cap(v)} · from ${formatWholeGbp(COVER_PRICES[v].digital)}`,
  hint: CALC.cover.complexityHints[v],
}));
export const COVER_FORMAT_OPTIONS = coverFormats.map((v) => ({ value: v, label: CALC.cover.formatNames[v] ?? v }));
export const TRIM_OPTIONS = trimSizes.map((v) => ({
  value: v,
  label: v === '' ? options.chooseTrim : (options.trimSizes[v] ?? v),
}));
export const COVER_PLATFORM_OPTIONS = coverPlatforms.map((v) => ({
  value: v,
  label: v === '' ? options.choosePlatform : (options.coverPlatforms[v] ?? v),
}));
export const TS_COMPLEXITY_OPTIONS = typesettingComplexities.map((v) => ({
  value: v,
  label: `${cap(v)} · ${CALC.typesetting.perPage(TYPESETTING_RATES[v])}`,
  hint: CALC.typesetting.complexityHints[v],
}));
export const PAPER_OPTIONS = paperTypes.map((v) => ({ value: v, label: options.paperTypes[v] ?? v }));
export const TS_PLATFORM_OPTIONS = typesettingPlatforms.map((v) => ({
  value: v,
  label: v === '' ? options.choosePlatform : (options.typesettingPlatforms[v] ?? v),
}));
