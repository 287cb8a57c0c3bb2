import { Link } from 'react-router-dom';
import type { Subscription } from '@publisher/shared/contracts/functions';
import { upsellFor } from '../../domain/architect-plans';
import { DASHBOARD } from '../../strings/dashboard';

export function UpsellBanner({ subscription }: { subscription: Subscription }) {
  const upsell = upsellFor(subscription);
  if (!upsell) return null;
  const copy = DASHBOARD.upsell[upsell];
  return (
    <section aria-labelledby="arch-upsell" className="notice arch-upsell">
      <h2 id="arch-upsell">{copy.heading}</h2>
      <p>{copy.body}</p>
      <Link className="button" to="/architect-method/pricing">
        {copy.button}
      </Link>
    </section>
  );
}
