import { Link } from 'react-router-dom';
import { SITE } from '@publisher/shared/site';
import { ALL_UPDATES } from '@publisher/shared/contracts/notify';
import { ExternalLink } from '../components/external-link';
import { NotifyForm } from '../components/notify-form';
import { CONTACT } from '../strings/publisher';
import { NOTIFY } from '../strings/notify';
import { englishPage } from '../i18n/english';

function ContactPage() {
  const phoneHref = `tel:${SITE.phone.replace(/\s+/g, '')}`;
  return (
    <section className="page cat-contact">
      <h1>{CONTACT.heading}</h1>
      <p className="cat-lead">{CONTACT.lead}</p>
      <div className="cat-two-col">
        <div className="card cat-contact-card">
          <dl className="cat-contact-list">
            <div>
              <dt>{CONTACT.email}</dt>
              <dd>
                <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </dd>
            </div>
            <div>
              <dt>{CONTACT.phone}</dt>
              <dd>
                <a href={phoneHref}>{SITE.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{CONTACT.whatsapp}</dt>
              <dd>
                <ExternalLink href={SITE.whatsapp}>{CONTACT.whatsappLink}</ExternalLink>
              </dd>
            </div>
            <div>
              <dt>{CONTACT.office}</dt>
              <dd>
                <address>{SITE.registeredOffice}</address>
                <span className="muted cat-small">{CONTACT.company(SITE.legalName, SITE.companyNumber)}</span>
              </dd>
            </div>
          </dl>
          <p className="muted cat-small">{CONTACT.hours}</p>
        </div>
        <section className="card cat-cta" aria-labelledby="contact-updates">
          <h2 id="contact-updates">{CONTACT.updatesHeading}</h2>
          {/* The home page's sign-up (decision 124): confirmed by its owner, one-click unsubscribe. */}
          <NotifyForm topic={ALL_UPDATES} intro={NOTIFY.updates.intro} button={NOTIFY.updates.button} />
          <p className="cat-small">
            {CONTACT.submissionsHint} <Link to="/submissions">{CONTACT.submissionsLink}</Link>
          </p>
        </section>
      </div>
    </section>
  );
}

export default englishPage(ContactPage);
