import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CONSENT_CHOICE_ATTRIBUTE } from '@publisher/shared/consent';
import { useConsent } from './consent-context';

export function ConsentBanner() {
  const { bannerOpen, choice, decide } = useConsent();
  const acceptRef = useRef<HTMLButtonElement>(null);

  // When reopened from the footer, move focus into the banner so keyboard users land on it.
  useEffect(() => {
    if (bannerOpen && choice !== null) acceptRef.current?.focus();
  }, [bannerOpen, choice]);

  if (!bannerOpen) return null;
  return (
    <section className="consent-banner" role="region" aria-label="Cookie consent">
      <p>
        We use optional analytics and error-reporting cookies to understand how the site is used and to fix problems.
        They are only loaded if you accept. See our <Link to="/privacy">privacy policy</Link>.
        {choice && <span className="consent-current"> Your current choice: {choice}.</span>}
      </p>
      <div className="consent-actions">
        <button ref={acceptRef} type="button" className="button" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'accepted' }} onClick={() => decide('accepted')}>
          Accept
        </button>
        <button type="button" className="button secondary" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'rejected' }} onClick={() => decide('rejected')}>
          Reject
        </button>
      </div>
    </section>
  );
}
