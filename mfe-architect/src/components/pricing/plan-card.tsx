import { PRICING } from '../../strings/pricing';

export type PaidTier = keyof typeof PRICING.plans;

interface Props {
  tier: PaidTier;
  /** This plan's checkout is being created. */
  loading: boolean;
  /** Another plan's checkout is being created. */
  disabled: boolean;
  onChoose: (tier: PaidTier) => void;
}

export function PlanCard({ tier, loading, disabled, onChoose }: Props) {
  const plan = PRICING.plans[tier];
  return (
    <li className="card arch-plan" data-tier={tier}>
      <h2>{plan.name}</h2>
      <p className="arch-price">
        <strong>{plan.price}</strong> <span className="muted">{plan.period}</span>
      </p>
      <p>{plan.summary}</p>
      <ul className="arch-features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button
        type="button"
        className="button"
        disabled={loading || disabled}
        aria-busy={loading || undefined}
        onClick={() => onChoose(tier)}
      >
        {loading ? PRICING.loading : plan.button}
      </button>
    </li>
  );
}
