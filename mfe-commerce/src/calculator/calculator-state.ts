import type { CoverDetails, Services, TypesettingDetails } from '@publisher/shared/contracts/calculator';
import type { QuoteRequest } from '@publisher/shared/contracts/functions';
import { PAGE_COUNT, computeQuote, pricingOf, type QuoteBreakdown } from '@publisher/shared/domain/pricing';

/** The calculator's state (spec section 3, "Calculator state"); not persisted. */
export interface CalculatorState {
  services: Services;
  cover: CoverDetails;
  /** The typesetting options; trimSize is the typesetting card's own choice (see effectiveTypesetting). */
  typesetting: Omit<TypesettingDetails, 'pageCount'>;
  /** The page-count field as typed, so it can be cleared; priced through Number(). */
  pageCountText: string;
}

export const INITIAL_STATE: CalculatorState = {
  services: { coverDesign: true, typesetting: false },
  cover: { complexity: 'standard', formats: 'both', rush: false, trimSize: '', platform: '' },
  // paperType: the contract has no empty value, so the first option is preselected (docs/decisions/051).
  typesetting: { complexity: 'simple', rush: false, trimSize: '', paperType: 'white', platform: '' },
  pageCountText: String(PAGE_COUNT.default),
};

export type CalculatorAction =
  | { type: 'service'; service: keyof Services; on: boolean }
  | { type: 'cover'; patch: Partial<CoverDetails> }
  | { type: 'typesetting'; patch: Partial<Omit<TypesettingDetails, 'pageCount'>> }
  | { type: 'pageCount'; text: string };

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'service':
      return { ...state, services: { ...state.services, [action.service]: action.on } };
    case 'cover': {
      const cover = { ...state.cover, ...action.patch };
      // Choosing a cover trim size also sets the typesetting trim size (spec section 5).
      const typesetting =
        action.patch.trimSize === undefined
          ? state.typesetting
          : { ...state.typesetting, trimSize: action.patch.trimSize };
      return { ...state, cover, typesetting };
    }
    case 'typesetting':
      return { ...state, typesetting: { ...state.typesetting, ...action.patch } };
    case 'pageCount':
      return { ...state, pageCountText: action.text };
  }
}

/** The page count "converted to a number" as the spec says; '' becomes 0. */
export const pageCountOf = (state: CalculatorState): number => Number(state.pageCountText);

/** While cover design is selected the typesetting trim size equals the cover's and is locked. */
export const trimLocked = (state: CalculatorState): boolean => state.services.coverDesign;

export function effectiveTypesetting(state: CalculatorState): TypesettingDetails {
  return {
    ...state.typesetting,
    pageCount: pageCountOf(state),
    trimSize: trimLocked(state) ? state.cover.trimSize : state.typesetting.trimSize,
  };
}

export function quoteOf(state: CalculatorState): QuoteBreakdown {
  return computeQuote({ services: state.services, cover: state.cover, typesetting: effectiveTypesetting(state) });
}

export interface Contact {
  name: string;
  email: string;
  message: string;
}

/** The quote request payload, exactly as spec section 3 lists it. */
export function quotePayload(state: CalculatorState, contact: Contact, now: Date): QuoteRequest {
  const ts = effectiveTypesetting(state);
  return {
    name: contact.name.trim(),
    email: contact.email.trim(),
    message: contact.message,
    services: { ...state.services },
    coverDetails: state.services.coverDesign ? { ...state.cover } : null,
    typesettingDetails: state.services.typesetting ? { ...ts, pageCount: Math.ceil(ts.pageCount) } : null,
    pricing: pricingOf(quoteOf(state)),
    submittedAt: now.toISOString(),
  };
}

/** Why the current selection cannot be sent as a quote request, if it cannot. */
export function quoteProblem(state: CalculatorState): 'noService' | 'noPages' | null {
  if (!state.services.coverDesign && !state.services.typesetting) return 'noService';
  const pages = pageCountOf(state);
  if (state.services.typesetting && !(Number.isFinite(pages) && pages >= 1)) return 'noPages';
  return null;
}
