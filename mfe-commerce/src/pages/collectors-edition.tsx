import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { saveFlipbookAccess } from '@publisher/shared/domain/flipbook-access';
import { portalPrefill } from '../portal/params';
import { UnlockedView } from '../portal/unlocked-view';
import { verifyCollectors, type CollectorsAccess } from '../portal/verify';
import { PORTAL } from '../strings/portal';

type Phase =
  { name: 'locked'; error: string | null } | { name: 'verifying' } | { name: 'unlocked'; access: CollectorsAccess };

/** Secure Access Portal: locked → verifying → unlocked; on failure it stays locked with the error. */
export default function CollectorsEditionPage() {
  const [params] = useSearchParams();
  const [fields, setFields] = useState(() => portalPrefill(params));
  const [phase, setPhase] = useState<Phase>({ name: 'locked', error: null });
  const verifying = phase.name === 'verifying';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (verifying) return;
    const email = fields.email.trim();
    const order = fields.order.trim();
    if (!email || !order) return setPhase({ name: 'locked', error: PORTAL.errors.empty });
    setPhase({ name: 'verifying' });
    const outcome = await verifyCollectors(email, order);
    if (!outcome.ok) return setPhase({ name: 'locked', error: outcome.message });
    // Kept so /read/full/crownless opens without asking again.
    saveFlipbookAccess(PORTAL.bookSlug, outcome.access.accessToken, outcome.access.expiresAt);
    setPhase({ name: 'unlocked', access: outcome.access });
  };

  return (
    <div className="page portal">
      <h1>{PORTAL.title}</h1>
      {phase.name === 'unlocked' ? (
        <UnlockedView access={phase.access} />
      ) : (
        <form className="card portal-card" onSubmit={onSubmit} aria-busy={verifying} noValidate>
          <p>{PORTAL.intro}</p>
          <div className="field">
            <label htmlFor="portal-email">{PORTAL.email}</label>
            <input
              id="portal-email"
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={(e) => setFields((f) => ({ ...f, email: e.target.value }))}
            />
          </div>
          <div className="field">
            <label htmlFor="portal-order">{PORTAL.order}</label>
            <input
              id="portal-order"
              autoComplete="off"
              aria-describedby="portal-order-hint"
              value={fields.order}
              onChange={(e) => setFields((f) => ({ ...f, order: e.target.value }))}
            />
            <p id="portal-order-hint" className="muted portal-hint">
              {PORTAL.orderHint}
            </p>
          </div>
          <div role="alert" className="portal-alert">
            {phase.name === 'locked' && phase.error ? <p className="notice error">{phase.error}</p> : null}
          </div>
          <p className="visually-hidden" role="status">
            {verifying ? PORTAL.verifyingStatus : ''}
          </p>
          {/* aria-disabled, not disabled: a disabled button drops keyboard focus to <body>. */}
          <button type="submit" className="button" aria-disabled={verifying}>
            {verifying ? PORTAL.verifying : PORTAL.submit}
          </button>
        </form>
      )}
    </div>
  );
}
