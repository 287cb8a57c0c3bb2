import { Link } from 'react-router-dom';
import { PRICING } from '../../strings/pricing';

export function PricingFaq() {
  return (
    <section aria-labelledby="arch-faq" className="arch-section arch-faq">
      <h2 id="arch-faq">{PRICING.faq.heading}</h2>
      <dl>
        {PRICING.faq.items.map((item) => (
          <div key={item.q} className="arch-faq-item">
            <dt>{item.q}</dt>
            <dd>{item.a}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to="/architect-method/dashboard">{PRICING.faq.demoLink}</Link>
      </p>
    </section>
  );
}
