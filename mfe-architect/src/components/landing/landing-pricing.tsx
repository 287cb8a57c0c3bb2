import { Link } from 'react-router-dom';
import { LANDING } from '../../strings/landing';

export function LandingPricing({ pricingPath }: { pricingPath: string }) {
  return (
    <section aria-labelledby="arch-landing-pricing" className="arch-section">
      <h2 id="arch-landing-pricing">{LANDING.pricing.heading}</h2>
      <p>{LANDING.pricing.intro}</p>
      <ul className="grid arch-plans">
        {LANDING.pricing.plans.map((plan) => (
          <li key={plan.name} className="card arch-plan">
            <h3>{plan.name}</h3>
            <p className="arch-price">
              <strong>{plan.price}</strong> <span className="muted">{plan.period}</span>
            </p>
            <ul className="arch-features">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Link className="button secondary" to={pricingPath} aria-label={`${LANDING.pricing.cta}: ${plan.name}`}>
              {LANDING.pricing.cta}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
