import { BelowTheFold } from '@publisher/shared-react/remote-root';
import { Link } from 'react-router-dom';
import { LANDING } from '../../strings/landing';
import { StageOverview } from '../stage-overview';
import { LandingComparison } from './landing-comparison';
import { LandingTestimonials } from './landing-testimonials';
import { LandingPricing } from './landing-pricing';

const PRICING_PATH = '/architect-method/pricing';
// Where the page's parts start (top of the page, CSS px): the comparison at 780-910 from 600 px wide (1000-1430
// narrower), the process at 1190 or more at every width. Under these media queries a part is on the first screen
// and comes with the page; elsewhere it follows a link's frame (BelowTheFold, decision 114).
const COMPARISON_ON_SCREEN = '(min-width: 600px) and (min-height: 780px)';
const PROCESS_ON_SCREEN = '(min-height: 1190px)';

/** The version with demo and pricing (spec section 2). */
export function LandingDemo() {
  return (
    <>
      <header className="arch-hero">
        <h1>{LANDING.heading}</h1>
        <p className="arch-hero-tagline">{LANDING.tagline}</p>
        <p className="arch-hero-intro">{LANDING.intro}</p>
        <div className="arch-actions">
          <Link className="button" to={PRICING_PATH}>
            {LANDING.seePlans}
          </Link>
          <Link className="button secondary" to="/architect-method/dashboard">
            {LANDING.demo.cta}
          </Link>
        </div>
      </header>

      <section aria-labelledby="arch-principles" className="arch-section">
        <h2 id="arch-principles">{LANDING.principles.heading}</h2>
        <ul className="grid arch-principles">
          {LANDING.principles.items.map((item) => (
            <li key={item.title} className="card arch-card">
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <BelowTheFold onScreenWhen={COMPARISON_ON_SCREEN}>
        <LandingComparison />
      </BelowTheFold>

      <BelowTheFold onScreenWhen={PROCESS_ON_SCREEN}>
        <section aria-labelledby="arch-process" className="arch-section">
          <h2 id="arch-process">{LANDING.process.heading}</h2>
          <p>{LANDING.process.intro}</p>
          <StageOverview headingLevel="h3" />
        </section>

        <section aria-labelledby="arch-results" className="arch-section">
          <h2 id="arch-results">{LANDING.results.heading}</h2>
          <ul className="arch-stats">
            {LANDING.results.stats.map((stat) => (
              <li key={stat.value}>
                <strong className="arch-stat-value">{stat.value}</strong>
                <span>{stat.label}</span>
              </li>
            ))}
          </ul>
        </section>

        <LandingTestimonials />

        <section aria-labelledby="arch-demo" className="arch-section notice arch-demo">
          <h2 id="arch-demo">{LANDING.demo.heading}</h2>
          <p>{LANDING.demo.body}</p>
          <Link className="button" to="/architect-method/dashboard">
            {LANDING.demo.cta}
          </Link>
        </section>

        <LandingPricing pricingPath={PRICING_PATH} />
      </BelowTheFold>
    </>
  );
}
