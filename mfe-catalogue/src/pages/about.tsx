import { Link } from 'react-router-dom';
import { CardList } from '../components/card-list';
import { ABOUT } from '../strings/publisher';
import { englishPage } from '../i18n/english';

function AboutPage() {
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
        <CardList className="cat-tiles" items={ABOUT.portfolio} />
      </section>
      <section aria-labelledby="about-values" className="cat-section">
        <h2 id="about-values">{ABOUT.valuesHeading}</h2>
        <CardList className="cat-tiles cat-values" items={ABOUT.values} />
      </section>
      <section aria-labelledby="about-submit" className="card cat-cta">
        <h2 id="about-submit">{ABOUT.submitHeading}</h2>
        <p>{ABOUT.submitText}</p>
        <Link to="/submissions" className="button">
          {ABOUT.submitButton}
        </Link>
      </section>
    </article>
  );
}

export default englishPage(AboutPage);
