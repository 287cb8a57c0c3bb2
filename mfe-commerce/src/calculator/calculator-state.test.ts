import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from '@publisher/shared/contracts/functions';
import {
  INITIAL_STATE,
  calculatorReducer,
  effectiveTypesetting,
  quotePayload,
  quoteOf,
  quoteProblem,
  type CalculatorAction,
  type CalculatorState,
} from './calculator-state';

const run = (...actions: CalculatorAction[]): CalculatorState => actions.reduce(calculatorReducer, INITIAL_STATE);
const contact = { name: '  Ada Lovelace ', email: ' ada@example.com ', message: 'A 300-page novel.' };
const NOW = new Date('2026-05-01T12:30:00.000Z');

describe('calculator state', () => {
  it('starts with the spec defaults: cover 300, total 300', () => {
    expect(INITIAL_STATE.services).toEqual({ coverDesign: true, typesetting: false });
    expect(INITIAL_STATE.pageCountText).toBe('280');
    const q = quoteOf(INITIAL_STATE);
    expect([q.coverTotal, q.typesettingTotal, q.grandTotal]).toEqual([300, 0, 300]);
  });

  it('locks the typesetting trim size to the cover while cover design is selected', () => {
    let s = run({ type: 'service', service: 'typesetting', on: true }, { type: 'cover', patch: { trimSize: '6x9' } });
    expect(effectiveTypesetting(s).trimSize).toBe('6x9');
    // A typesetting choice made while locked does not show through the lock...
    s = calculatorReducer(s, { type: 'typesetting', patch: { trimSize: 'A5' } });
    expect(effectiveTypesetting(s).trimSize).toBe('6x9');
    // ...and unlocking keeps the typesetting card's own value.
    s = calculatorReducer(s, { type: 'service', service: 'coverDesign', on: false });
    expect(effectiveTypesetting(s).trimSize).toBe('A5');
    // Choosing a cover trim size again also sets the typesetting trim size.
    s = calculatorReducer(s, { type: 'cover', patch: { trimSize: '5x8' } });
    expect(effectiveTypesetting(s).trimSize).toBe('5x8');
  });

  it('prices a typed page count, including one below the 40-page attribute', () => {
    const s = run({ type: 'service', service: 'typesetting', on: true }, { type: 'pageCount', text: '10' });
    expect(quoteOf(s).typesettingTotal).toBe(150);
    expect(quoteOf(calculatorReducer(s, { type: 'pageCount', text: '' })).typesettingTotal).toBe(150);
  });

  it('says what stops a quote request', () => {
    expect(quoteProblem(INITIAL_STATE)).toBeNull();
    expect(quoteProblem(run({ type: 'service', service: 'coverDesign', on: false }))).toBe('noService');
    const ts = run({ type: 'service', service: 'typesetting', on: true }, { type: 'pageCount', text: '' });
    expect(quoteProblem(ts)).toBe('noPages');
    expect(quoteProblem(calculatorReducer(ts, { type: 'pageCount', text: '0' }))).toBe('noPages');
    expect(quoteProblem(calculatorReducer(ts, { type: 'pageCount', text: '12' }))).toBeNull();
  });
});

describe('quote payload', () => {
  it('matches section 3 with cover only: typesettingDetails null', () => {
    const payload = quotePayload(INITIAL_STATE, contact, NOW);
    expect(payload).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'A 300-page novel.',
      services: { coverDesign: true, typesetting: false },
      coverDetails: { complexity: 'standard', formats: 'both', trimSize: '', platform: '', rush: false },
      typesettingDetails: null,
      pricing: { coverTotal: 300, typesettingTotal: 0, creatorEarnings: 300, yourFee: 0, grandTotal: 300 },
      submittedAt: '2026-05-01T12:30:00.000Z',
    });
    expect(quoteRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('carries both services with the locked trim size and every option', () => {
    const s = run(
      { type: 'service', service: 'typesetting', on: true },
      {
        type: 'cover',
        patch: { complexity: 'premium', formats: 'print', trimSize: 'A5', platform: 'IngramSpark', rush: true },
      },
      { type: 'typesetting', patch: { complexity: 'complex', paperType: 'cream', platform: 'ingram', rush: true } },
      { type: 'pageCount', text: '320' },
    );
    const payload = quotePayload(s, { ...contact, message: '' }, NOW);
    expect(payload.coverDetails).toEqual({
      complexity: 'premium',
      formats: 'print',
      trimSize: 'A5',
      platform: 'IngramSpark',
      rush: true,
    });
    expect(payload.typesettingDetails).toEqual({
      pageCount: 320,
      complexity: 'complex',
      trimSize: 'A5',
      paperType: 'cream',
      platform: 'ingram',
      rush: true,
    });
    expect(payload.pricing).toEqual({
      coverTotal: 900,
      typesettingTotal: 4992,
      creatorEarnings: 5892,
      yourFee: 0,
      grandTotal: 5892,
    });
    expect(quoteRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('sends coverDetails null when only typesetting is chosen', () => {
    const s = run(
      { type: 'service', service: 'coverDesign', on: false },
      { type: 'service', service: 'typesetting', on: true },
    );
    const payload = quotePayload(s, contact, NOW);
    expect(payload.coverDetails).toBeNull();
    expect(payload.typesettingDetails?.pageCount).toBe(280);
    expect(payload.pricing.grandTotal).toBe(1680);
  });
});
