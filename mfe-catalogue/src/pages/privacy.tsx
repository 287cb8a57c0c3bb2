import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { formatLongDay } from '@publisher/shared/domain/dates';
import { PRIVACY } from '../strings/privacy';
import { englishPage } from '../i18n/english';

function PrivacyPage() {
  return (
    <article className="page cat-prose cat-privacy">
      <h1>{PRIVACY.heading}</h1>
      <p className="muted">{PRIVACY.updated(formatLongDay(new Date()) ?? '')}</p>
      <p className="cat-lead">{PRIVACY.intro}</p>
      {PRIVACY.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p, i) => (
            <Fragment key={p.slice(0, 24)}>
              {i === 1 && 'link' in s ? (
                <p>
                  {s.link.before} <Link to={s.link.to}>{s.link.label}</Link> {s.link.after}
                </p>
              ) : null}
              <p>{p}</p>
            </Fragment>
          ))}
        </section>
      ))}
      <section>
        <h2>{PRIVACY.retentionHeading}</h2>
        <ul>
          {PRIVACY.retention.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{PRIVACY.childrenHeading}</h2>
        <p>{PRIVACY.children}</p>
      </section>
      <section>
        <h2>{PRIVACY.contactHeading}</h2>
        <p>{PRIVACY.contact}</p>
      </section>
    </article>
  );
}

export default englishPage(PrivacyPage);
