import { Link } from 'react-router-dom';
import { FeaturedBooks } from '../components/featured-books';
import { FeaturedStories } from '../components/featured-stories';
import { CardList } from '../components/card-list';
import { ALL_UPDATES } from '@publisher/shared/contracts/notify';
import { NotifyForm } from '../components/notify-form';
import { useLocale } from '../i18n/locale';

export function HomePage() {
  const { s, to, books } = useLocale();
  const { HOME, NOTIFY } = s;
  return (
    <div className="cat-home">
      <section className="cat-hero" aria-labelledby="home-title">
        <div className="cat-hero-inner">
          <p className="cat-eyebrow">{HOME.eyebrow}</p>
          <h1 id="home-title">{HOME.heading}</h1>
          <p className="cat-hero-lead">{HOME.lead}</p>
          <nav className="cat-hero-links" aria-label={HOME.heroNav}>
            <Link to={books({})} className="button cat-hero-primary">
              {HOME.heroLinks.books}
            </Link>
            <Link to="/authors" className="button secondary">
              {HOME.heroLinks.authors}
            </Link>
            <Link to="/services" className="button secondary">
              {HOME.heroLinks.services}
            </Link>
            {/* Spec: the hero's fourth link; it now leads to a real sign-up below (decision 124). */}
            <a href="#updates" className="button secondary">
              {HOME.heroLinks.contact}
            </a>
          </nav>
        </div>
      </section>

      <div className="page">
        <section className="cat-section" aria-labelledby="featured-books">
          <div className="cat-section-head">
            <h2 id="featured-books">{HOME.featuredBooks}</h2>
            <Link to={books({})}>{HOME.allBooks}</Link>
          </div>
          <FeaturedBooks />
        </section>

        <section className="cat-section" aria-labelledby="featured-stories">
          <div className="cat-section-head">
            <h2 id="featured-stories">{HOME.featuredStories}</h2>
            <Link to={to('/stories')}>{HOME.allStories}</Link>
          </div>
          <FeaturedStories />
        </section>

        <section className="cat-section" aria-labelledby="what-we-publish">
          <h2 id="what-we-publish">{HOME.whatWePublish}</h2>
          <CardList className="cat-publish-list" items={HOME.publishes} />
        </section>

        <section id="updates" className="cat-section cat-updates" aria-labelledby="updates-heading">
          <h2 id="updates-heading">{NOTIFY.updates.heading}</h2>
          <NotifyForm topic={ALL_UPDATES} intro={NOTIFY.updates.intro} button={NOTIFY.updates.button} />
        </section>

        <section className="cat-section cat-about-teaser" aria-labelledby="about-teaser">
          <h2 id="about-teaser">{HOME.aboutHeading}</h2>
          <p>{HOME.aboutText}</p>
          <Link to="/about" className="button">
            {HOME.aboutLink}
          </Link>
        </section>
      </div>
    </div>
  );
}
