import { useId, type Dispatch } from 'react';
import type { TypesettingDetails } from '@publisher/shared/contracts/calculator';
import { PAGE_COUNT } from '@publisher/shared/domain/pricing';
import { CALC } from '../strings/calculator';
import { CheckboxField, RadioCards, SelectField } from '../ui/fields';
import { effectiveTypesetting, trimLocked, type CalculatorAction, type CalculatorState } from './calculator-state';
import { PAPER_OPTIONS, TRIM_OPTIONS, TS_COMPLEXITY_OPTIONS, TS_PLATFORM_OPTIONS } from './options';

type Options = Omit<TypesettingDetails, 'pageCount'>;

interface Props {
  state: CalculatorState;
  dispatch: Dispatch<CalculatorAction>;
}

export function TypesettingCard({ state, dispatch }: Props) {
  const s = CALC.typesetting;
  const pagesId = useId();
  const ts = effectiveTypesetting(state);
  const locked = trimLocked(state);
  const set = (patch: Partial<Options>) => dispatch({ type: 'typesetting', patch });
  return (
    <section className="card calc-card" aria-labelledby="calc-ts-heading">
      <h2 id="calc-ts-heading">{s.heading}</h2>
      <div className="field">
        <label htmlFor={pagesId}>{s.pageCount}</label>
        <input
          id={pagesId}
          type="number"
          inputMode="numeric"
          min={PAGE_COUNT.min}
          max={PAGE_COUNT.max}
          value={state.pageCountText}
          aria-describedby={`${pagesId}-hint`}
          onChange={(e) => dispatch({ type: 'pageCount', text: e.target.value })}
        />
        <p id={`${pagesId}-hint`} className="muted calc-hint">
          {s.pageCountHint}
        </p>
      </div>
      <RadioCards
        legend={s.complexity}
        name="ts-complexity"
        value={ts.complexity}
        options={TS_COMPLEXITY_OPTIONS}
        onChange={(v) => set({ complexity: v as Options['complexity'] })}
      />
      <div className="calc-row">
        <SelectField
          legend={s.trimSize}
          value={ts.trimSize}
          options={TRIM_OPTIONS}
          disabled={locked}
          hint={locked ? s.trimLocked : undefined}
          onChange={(v) => set({ trimSize: v as Options['trimSize'] })}
        />
        <SelectField
          legend={s.paperType}
          value={ts.paperType}
          options={PAPER_OPTIONS}
          onChange={(v) => set({ paperType: v as Options['paperType'] })}
        />
      </div>
      <SelectField
        legend={s.platform}
        value={ts.platform}
        options={TS_PLATFORM_OPTIONS}
        onChange={(v) => set({ platform: v as Options['platform'] })}
      />
      <CheckboxField label={s.rush} checked={ts.rush} onChange={(rush) => set({ rush })} />
    </section>
  );
}
