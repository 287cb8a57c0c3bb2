import { Link } from 'react-router-dom';
import { SITE } from '@publisher/shared/site';
import { PRIVACY } from '../strings/privacy';

export default function ArchitectPrivacyPage() {
  return (
    <article className="page arch-prose">
      <h1>{PRIVACY.heading}</h1>
      <p className="muted">{PRIVACY.effective}</p>
      {PRIVACY.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      <p>
        {PRIVACY.subscription.before}
        <Link to="/privacy">{PRIVACY.subscription.link}</Link>
        {PRIVACY.subscription.after}
      </p>
      <h2>{PRIVACY.contactHeading}</h2>
      <p>
        {PRIVACY.contactLead} <a href={`mailto:${SITE.email}`}>{SITE.email}</a>, {SITE.legalName},{' '}
        {SITE.registeredOffice}.
      </p>
    </article>
  );
}
