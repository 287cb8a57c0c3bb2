import { GPT_URL } from '../../lib/config';
import { LANDING } from '../../strings/landing';
import { ExternalLink } from '../external-link';

/** The alternate version: the official GPT assistant and pricing that is not on sale yet. */
export function LandingAlternate() {
  const alt = LANDING.alternate;
  return (
    <>
      <header className="arch-hero">
        <h1>{LANDING.heading}</h1>
        <p className="arch-hero-tagline">{LANDING.tagline}</p>
        <p className="arch-hero-intro">{alt.intro}</p>
      </header>

      <section aria-labelledby="arch-assistant" className="arch-section">
        <h2 id="arch-assistant">{alt.assistantHeading}</h2>
        <p>{alt.assistantBody}</p>
        <ExternalLink className="button" href={GPT_URL} newTabLabel={alt.newTab}>
          {alt.assistantLink}
        </ExternalLink>
      </section>

      <section aria-labelledby="arch-alt-pricing" className="arch-section">
        <h2 id="arch-alt-pricing">
          {alt.pricingHeading} <span className="arch-tag">{alt.comingSoon}</span>
        </h2>
        <ul className="grid arch-plans">
          {alt.plans.map((plan) => (
            <li key={plan.name} className="card arch-plan">
              <h3>{plan.name}</h3>
              <p className="arch-price">
                <strong>{plan.price}</strong> <span className="muted">{plan.period}</span>
              </p>
              {/* Inert until the plans go on sale (spec): disabled, and labelled as coming soon. */}
              <button type="button" className="button" disabled aria-describedby="arch-alt-soon">
                {plan.button}
              </button>
            </li>
          ))}
        </ul>
        <p id="arch-alt-soon" className="muted arch-note">
          {alt.comingSoonNote}
        </p>
      </section>
    </>
  );
}
