import { useEffect, useRef, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { CONSENT_CHOICE_ATTRIBUTE, type ConsentValue } from '@publisher/shared/consent';
import { useOverlaySpace } from '../layout/overlay-space';
import { useConsent } from './consent-context';
import { CHROME_LANG } from '../layout/chrome-lang';

export function ConsentBanner() {
  const { bannerOpen, choice, decide } = useConsent();
  const bannerRef = useRef<HTMLElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  // Where focus was before it entered the banner (e.g. the footer's Cookie settings button).
  const returnTo = useRef<HTMLElement | null>(null);
  // Open, the banner covers the bottom of the viewport: nothing focused may be scrolled under it.
  useOverlaySpace(bannerRef, '--consent-space', 'bottom', bannerOpen);

  // When reopened from the footer, move focus into the banner so keyboard users land on it.
  useEffect(() => {
    if (bannerOpen && choice !== null) acceptRef.current?.focus();
  }, [bannerOpen, choice]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnTo.current = from;
  };

  // The banner disappears with the button that had focus: focus goes back where it came from
  // (or to the page's main region), never to <body>.
  const choose = (value: ConsentValue) => {
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false;
    const back = returnTo.current?.isConnected ? returnTo.current : document.getElementById('main');
    returnTo.current = null;
    decide(value);
    if (hadFocus) back?.focus({ preventScroll: true });
  };

  if (!bannerOpen) return null;
  return (
    <section
      ref={bannerRef}
      className="consent-banner"
      lang={CHROME_LANG}
      role="region"
      aria-label="Cookie consent"
      onFocus={onFocus}
    >
      <p>
        We use optional analytics and error-reporting cookies to understand how the site is used and to fix problems.
        They are only loaded if you accept. See our <Link to="/privacy">privacy policy</Link>.
        {choice && <span className="consent-current"> Your current choice: {choice}.</span>}
      </p>
      <div className="consent-actions">
        <button
          ref={acceptRef}
          type="button"
          className="button"
          {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'accepted' }}
          onClick={() => choose('accepted')}
        >
          Accept
        </button>
        <button
          type="button"
          className="button secondary"
          {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'rejected' }}
          onClick={() => choose('rejected')}
        >
          Reject
        </button>
      </div>
    </section>
  );
}
