import { Link } from 'react-router-dom';
import { SERVICES } from '../strings/publisher';
import { englishPage } from '../i18n/english';

function ServicesPage() {
  return (
    <article className="page cat-services">
      <h1>{SERVICES.heading}</h1>
      <p className="cat-lead">{SERVICES.lead}</p>
      <section aria-labelledby="services-editorial" className="cat-section">
        <h2 id="services-editorial">{SERVICES.editorialHeading}</h2>
        <ul className="cat-tiles" role="list">
          {SERVICES.editorial.map((s) => (
            <li key={s.title} className="card">
              <h3>{s.title}</h3>
              <p>{s.text}</p>
              {'quote' in s && (
                <Link to="/calculator" className="button secondary">
                  {SERVICES.getQuote}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="services-marketing" className="cat-section">
        <h2 id="services-marketing">{SERVICES.marketingHeading}</h2>
        <ul className="cat-tiles" role="list">
          {SERVICES.marketing.map((s) => (
            <li key={s.title} className="card">
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="services-process" className="cat-section">
        <h2 id="services-process">{SERVICES.processHeading}</h2>
        <ol className="cat-steps">
          {SERVICES.process.map((s) => (
            <li key={s.title} className="card">
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="services-contact" className="card cat-cta">
        <h2 id="services-contact">{SERVICES.contactHeading}</h2>
        <p>{SERVICES.contactText}</p>
        <div className="cat-actions">
          <Link to="/contact" className="button">
            {SERVICES.contactButton}
          </Link>
          <Link to="/calculator" className="button secondary">
            {SERVICES.getQuote}
          </Link>
        </div>
      </section>
      <p className="cat-section">
        {SERVICES.toolsText} <Link to="/tools">{SERVICES.toolsLink}</Link>
      </p>
    </article>
  );
}

export default englishPage(ServicesPage);
