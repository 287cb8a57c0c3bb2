import { Link } from 'react-router-dom';
import { TOOLS } from '../strings/publisher';
import { englishPage } from '../i18n/english';

function ToolsPage() {
  return (
    <section className="page cat-tools">
      <h1>{TOOLS.heading}</h1>
      <p className="cat-lead">{TOOLS.lead}</p>
      <ul className="cat-tiles" role="list">
        {TOOLS.items.map((t) => (
          <li key={t.title} className="card">
            <h2 className="cat-tile-title">{t.title}</h2>
            <p>{t.text}</p>
            <Link to={t.to} className="button secondary">
              {t.cta}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default englishPage(ToolsPage);
