import { useReducer } from 'react';
import { BelowTheFold } from '@publisher/shared-react/remote-root';
import { CoverCard } from '../calculator/cover-card';
import { FeatureList } from '../calculator/feature-list';
import { GetStartedCard } from '../calculator/get-started-card';
import { QuoteForm } from '../calculator/quote-form';
import { ServicesCard } from '../calculator/services-card';
import { SummaryCard } from '../calculator/summary-card';
import { TimelineCard } from '../calculator/timeline-card';
import { TypesettingCard } from '../calculator/typesetting-card';
import { INITIAL_STATE, calculatorReducer, quoteOf } from '../calculator/calculator-state';
import { CALC } from '../strings/calculator';

const FORM_ID = 'calc-quote-form';
const NAME_ID = 'calc-quote-name';

export default function CalculatorPage() {
  const [state, dispatch] = useReducer(calculatorReducer, INITIAL_STATE);
  // Recomputed on every render, i.e. on every change of service or option (spec section 4).
  const quote = quoteOf(state);
  const { services } = state;
  return (
    <div className="page calc">
      <header className="calc-hero">
        <h1>{CALC.title}</h1>
        <p className="calc-lead">{CALC.lead}</p>
      </header>
      <div className="calc-columns">
        <div className="calc-options">
          <ServicesCard services={services} dispatch={dispatch} />
          {services.coverDesign ? <CoverCard cover={state.cover} dispatch={dispatch} /> : null}
          {services.typesetting ? <TypesettingCard state={state} dispatch={dispatch} /> : null}
        </div>
        <div className="calc-aside">
          {/* Beside the options from 1200 px (styles.css); below them, off the first screen, on narrower ones. */}
          <BelowTheFold onScreenWhen="(min-width: 1200px)">
            <SummaryCard quote={quote} coverOn={services.coverDesign} typesettingOn={services.typesetting} />
          </BelowTheFold>
        </div>
        <div className="calc-timeline">
          <BelowTheFold>
            <TimelineCard services={services} coverRush={state.cover.rush} typesettingRush={state.typesetting.rush} />
          </BelowTheFold>
        </div>
      </div>
      {/* Below the first screen at any width: rendered just after a navigation's frame (decision 114). */}
      <BelowTheFold>
        <div className="calc-bottom">
          <div>
            <GetStartedCard formId={FORM_ID} firstFieldId={NAME_ID} />
            <FeatureList />
          </div>
          <QuoteForm state={state} formId={FORM_ID} nameId={NAME_ID} />
        </div>
      </BelowTheFold>
    </div>
  );
}
