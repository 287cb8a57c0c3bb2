import { LANDING } from '../../strings/landing';

export function LandingTestimonials() {
  return (
    <section aria-labelledby="arch-testimonials" className="arch-section">
      <h2 id="arch-testimonials">{LANDING.testimonials.heading}</h2>
      <ul className="grid arch-testimonials">
        {LANDING.testimonials.items.map((item) => (
          <li key={item.name} className="card arch-card">
            <figure>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>, {item.role}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
