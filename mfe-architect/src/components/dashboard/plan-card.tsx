import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Subscription } from '@publisher/shared/contracts/functions';
import { badgeKind, planActions } from '../../domain/architect-plans';
import { openBillingPortal } from '../../api-client/subscription';
import { formatLongDay } from '@publisher/shared/domain/dates';
import { badgeLabel, tierLabel, tierPrice } from '../../lib/labels';
import type { WriterIdentity } from '../../lib/writer-identity';
import { DASHBOARD } from '../../strings/dashboard';

interface Props {
  who: WriterIdentity;
  subscription: Subscription | null;
  failed: boolean;
  onRetry: () => void;
}

const T = DASHBOARD.plan;

export function PlanCard({ who, subscription, failed, onRetry }: Props) {
  const [opening, setOpening] = useState<'update' | 'manage' | null>(null);
  const [portalFailed, setPortalFailed] = useState(false);

  async function portal(which: 'update' | 'manage') {
    setOpening(which);
    setPortalFailed(false);
    try {
      window.location.assign(await openBillingPortal(who));
    } catch {
      setOpening(null);
      setPortalFailed(true);
    }
  }

  if (!subscription) {
    return (
      <section aria-labelledby="arch-plan" className="card arch-panel arch-plan-card">
        <h2 id="arch-plan">{T.heading}</h2>
        <p role="status">{T.loading}</p>
        {failed && (
          <div className="notice error">
            <p>{T.loadFailed}</p>
            <button type="button" className="button secondary" onClick={onRetry}>
              {T.retry}
            </button>
          </div>
        )}
      </section>
    );
  }

  const actions = planActions(subscription);
  const kind = badgeKind(subscription.status);
  const trialEnd = kind === 'trialing' ? formatLongDay(subscription.trialEnd) : null;
  return (
    <section aria-labelledby="arch-plan" className="card arch-panel arch-plan-card">
      <h2 id="arch-plan">{T.heading}</h2>
      <p className="arch-plan-name">{tierLabel(subscription.tier)}</p>
      <p className="arch-plan-price">{tierPrice(subscription.tier)}</p>
      <p>
        {T.statusLabel}{' '}
        <span className={`arch-badge arch-badge-${kind}`} data-testid="subscription-badge">
          {badgeLabel(subscription.status)}
        </span>
        {trialEnd && (
          <>
            {' '}
            <span className="arch-trial-end">{T.trialEnds(trialEnd)}</span>
          </>
        )}
      </p>
      <div className="arch-actions">
        {actions.updatePayment && (
          <button type="button" className="button" disabled={opening !== null} onClick={() => portal('update')}>
            {opening === 'update' ? T.opening : T.updatePayment}
          </button>
        )}
        {actions.primary === 'upgrade' ? (
          <Link className="button" to="/architect-method/pricing">
            {T.upgrade}
          </Link>
        ) : (
          <button
            type="button"
            className="button secondary"
            disabled={opening !== null}
            onClick={() => portal('manage')}
          >
            {opening === 'manage' ? T.opening : T.manage}
          </button>
        )}
      </div>
      <div role="alert">{portalFailed && <p className="notice error">{T.portalFailed}</p>}</div>
    </section>
  );
}
