import { Link } from 'react-router-dom';
import { CALC } from '../strings/calculator';

/** Ready to Get Started: Get Started Now scrolls to the quote form and puts the cursor in it. */
export function GetStartedCard({ formId, firstFieldId }: { formId: string; firstFieldId: string }) {
  const s = CALC.getStarted;
  const scrollToForm = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(formId)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(firstFieldId)?.focus({ preventScroll: true });
  };
  return (
    <section className="card calc-card calc-start" aria-labelledby="calc-start-heading">
      <h2 id="calc-start-heading">{s.heading}</h2>
      <p>{s.body}</p>
      <div className="calc-actions">
        <button type="button" className="button" onClick={scrollToForm}>
          {s.now}
        </button>
        <Link className="button secondary" to="/services">
          {s.services}
        </Link>
      </div>
    </section>
  );
}
