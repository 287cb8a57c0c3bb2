import type { Dispatch } from 'react';
import type { Services } from '@publisher/shared/contracts/calculator';
import { CALC } from '../strings/calculator';
import { CheckboxField } from '../ui/fields';
import type { CalculatorAction } from './calculator-state';

export function ServicesCard({ services, dispatch }: { services: Services; dispatch: Dispatch<CalculatorAction> }) {
  const s = CALC.services;
  return (
    <section className="card calc-card" aria-labelledby="calc-services-heading">
      <h2 id="calc-services-heading">{s.legend}</h2>
      <p className="muted">{s.hint}</p>
      <div className="calc-services">
        <CheckboxField
          label={s.coverDesign}
          hint={s.coverDesignHint}
          checked={services.coverDesign}
          onChange={(on) => dispatch({ type: 'service', service: 'coverDesign', on })}
        />
        <CheckboxField
          label={s.typesetting}
          hint={s.typesettingHint}
          checked={services.typesetting}
          onChange={(on) => dispatch({ type: 'service', service: 'typesetting', on })}
        />
      </div>
      {!services.coverDesign && !services.typesetting ? <p className="notice">{s.none}</p> : null}
    </section>
  );
}
