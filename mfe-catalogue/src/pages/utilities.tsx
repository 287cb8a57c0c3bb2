import { Link } from 'react-router-dom';
import { UTILITIES } from '../strings/publisher';
import { englishPage } from '../i18n/english';

function UtilitiesPage() {
  return (
    <section className="page cat-utilities">
      <h1>{UTILITIES.heading}</h1>
      <p className="cat-lead">{UTILITIES.lead}</p>
      <ul className="cat-tiles cat-utility-list" role="list">
        {UTILITIES.items.map((u) => (
          <li key={u.title} className="card cat-utility">
            <h2>{u.title}</h2>
            <p className="cat-price">
              {u.price} <span className="muted cat-small">{u.priceNote}</span>
            </p>
            <p>{u.text}</p>
            <Link to={u.to} className="button">
              {u.cta}
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="utilities-purchased" className="notice cat-section">
        <h2 id="utilities-purchased">{UTILITIES.purchasedHeading}</h2>
        <p>{UTILITIES.purchasedText}</p>
        <Link to="/my-purchases">{UTILITIES.purchasedLink}</Link>
      </section>
      <p className="cat-section">
        <Link to="/tools">{UTILITIES.toolsLink}</Link>
      </p>
    </section>
  );
}

export default englishPage(UtilitiesPage);
