import { Link } from 'react-router-dom';
import { ABOUT } from '../strings/publisher';

export default function AboutPage() {
  return (
    <article className="page cat-about">
      <h1>{ABOUT.heading}</h1>
      <p className="cat-lead">{ABOUT.lead}</p>
      <section aria-labelledby="about-story" className="cat-prose">
        <h2 id="about-story">{ABOUT.storyHeading}</h2>
        {ABOUT.story.map((p) => (
          <p key={p.slice(0, 20)}>{p}</p>
        ))}
      </section>
      <section aria-labelledby="about-portfolio" className="cat-section">
        <h2 id="about-portfolio">{ABOUT.portfolioHeading}</h2>
        <ul className="cat-tiles" role="list">
          {ABOUT.portfolio.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-values" className="cat-section">
        <h2 id="about-values">{ABOUT.valuesHeading}</h2>
        <ul className="cat-tiles cat-values" role="list">
          {ABOUT.values.map((v) => (
            <li key={v.title} className="card">
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-submit" className="card cat-cta">
        <h2 id="about-submit">{ABOUT.submitHeading}</h2>
        <p>{ABOUT.submitText}</p>
        <Link to="/submissions" className="button">{ABOUT.submitButton}</Link>
      </section>
    </article>
  );
}
