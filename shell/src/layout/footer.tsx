import { Link } from 'react-router-dom';
import { CONSENT_REOPEN_ATTRIBUTE } from '@publisher/shared/consent';
import { ukYear } from '@publisher/shared/domain/dates';
import { SITE, SOCIAL_LINKS } from '@publisher/shared/site';
import { useConsent } from '../consent/consent-context';
import { CHROME_LANG } from './chrome-lang';

export function Footer() {
  const { reopen } = useConsent();
  // The UK year, as the server computes it: the same on both sides at New Year, in any zone.
  const year = ukYear();
  return (
    <footer className="site-footer" lang={CHROME_LANG}>
      <div className="footer-inner">
        <nav aria-label="Footer">
          <ul className="footer-links">
            <li>
              <Link to="/my-purchases">Access Your Purchases</Link>
            </li>
            <li>
              <Link to="/library">Your Library</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/architect-privacy">AI Assistant Privacy Policy</Link>
            </li>
            <li>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </li>
            <li>
              <button type="button" className="link-button" onClick={reopen} {...{ [CONSENT_REOPEN_ATTRIBUTE]: '' }}>
                Cookie settings
              </button>
            </li>
          </ul>
        </nav>
        <ul className="social-links" aria-label="Follow us">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.label}>
              <a href={s.href} rel="noopener noreferrer" target="_blank">
                {s.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="legal">
          © {year} {SITE.legalName}. Registered in England and Wales, company number {SITE.companyNumber}. Registered
          office: {SITE.registeredOffice}.
        </p>
      </div>
    </footer>
  );
}
