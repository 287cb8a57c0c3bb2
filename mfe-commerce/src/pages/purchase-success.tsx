import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REDIRECT_SECONDS, portalUrl, successDetails } from '../portal/params';
import { useCountdown } from '../portal/use-countdown';
import { PORTAL } from '../strings/portal';

export default function PurchaseSuccessPage() {
  const s = PORTAL.success;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [details] = useState(() => successDetails(params));
  const [running, setRunning] = useState(true);
  const target = portalUrl(details.email, details.order);
  const go = () => navigate(target);
  const left = useCountdown(REDIRECT_SECONDS, running, go);

  return (
    <div className="page commerce-narrow portal-success">
      <h1>{s.heading}</h1>
      <p className="portal-lead">{s.thanks}</p>
      <section className="card portal-card" aria-labelledby="success-details">
        <h2 id="success-details">{s.details}</h2>
        <dl className="portal-details">
          <div>
            <dt>{s.product}</dt>
            <dd>{details.productName}</dd>
          </div>
          <div>
            <dt>{s.order}</dt>
            <dd>{details.order || s.notGiven}</dd>
          </div>
          <div>
            <dt>{s.email}</dt>
            <dd>{details.email || s.notGiven}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="success-next">
        <h2 id="success-next">{s.nextSteps}</h2>
        <ol className="portal-steps">
          {s.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <div className="notice portal-countdown">
        {/* Announced once (not every second); the visible figure is the timer. */}
        <p role="timer" aria-live="off" data-countdown={left}>
          {running ? (left > 0 ? s.countdown(left) : s.redirecting) : s.paused}
        </p>
        <div className="portal-actions">
          <button type="button" className="button" onClick={go}>
            {s.goNow}
          </button>
          {running && left > 0 ? (
            <button type="button" className="button secondary" onClick={() => setRunning(false)}>
              {s.stay}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
