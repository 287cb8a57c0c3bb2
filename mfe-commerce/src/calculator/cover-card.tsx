import type { Dispatch } from 'react';
import type { CoverDetails } from '@publisher/shared/contracts/calculator';
import { CALC } from '../strings/calculator';
import { CheckboxField, RadioCards, SelectField } from '../ui/fields';
import type { CalculatorAction } from './calculator-state';
import { COVER_COMPLEXITY_OPTIONS, COVER_FORMAT_OPTIONS, COVER_PLATFORM_OPTIONS, TRIM_OPTIONS } from './options';

interface Props {
  cover: CoverDetails;
  dispatch: Dispatch<CalculatorAction>;
}

export function CoverCard({ cover, dispatch }: Props) {
  const s = CALC.cover;
  const set = (patch: Partial<CoverDetails>) => dispatch({ type: 'cover', patch });
  return (
    <section className="card calc-card" aria-labelledby="calc-cover-heading">
      <h2 id="calc-cover-heading">{s.heading}</h2>
      <RadioCards
        legend={s.complexity}
        name="cover-complexity"
        value={cover.complexity}
        options={COVER_COMPLEXITY_OPTIONS}
        onChange={(v) => set({ complexity: v as CoverDetails['complexity'] })}
      />
      <RadioCards
        legend={s.formats}
        name="cover-formats"
        value={cover.formats}
        options={COVER_FORMAT_OPTIONS}
        onChange={(v) => set({ formats: v as CoverDetails['formats'] })}
      />
      <div className="calc-row">
        <SelectField
          legend={s.trimSize}
          value={cover.trimSize}
          options={TRIM_OPTIONS}
          onChange={(v) => set({ trimSize: v as CoverDetails['trimSize'] })}
        />
        <SelectField
          legend={s.platform}
          value={cover.platform}
          options={COVER_PLATFORM_OPTIONS}
          onChange={(v) => set({ platform: v as CoverDetails['platform'] })}
        />
      </div>
      <CheckboxField label={s.rush} checked={cover.rush} onChange={(rush) => set({ rush })} />
    </section>
  );
}
