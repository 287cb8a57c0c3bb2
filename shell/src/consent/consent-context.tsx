import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  CONSENT_DECIDED_CLASS,
  CONSENT_KEY,
  CONSENT_REOPENED_ATTRIBUTE,
  type ConsentValue,
} from '@publisher/shared/consent';
import { EVENTS } from '@publisher/shared/events';

interface ConsentState {
  /** null while the visitor has not chosen. */
  choice: ConsentValue | null;
  bannerOpen: boolean;
  decide: (value: ConsentValue) => void;
  reopen: () => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

function readChoice(): ConsentValue | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
}

/** The visitor pressed the first HTML's "Cookie settings" and has not chosen since (shared/consent). */
const reopenedEarly = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(CONSENT_REOPENED_ATTRIBUTE);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentValue | null>(readChoice);
  const [bannerOpen, setBannerOpen] = useState(() => choice === null || reopenedEarly());

  const decide = useCallback((value: ConsentValue) => {
    try {
      localStorage.setItem(CONSENT_KEY, value);
    } catch {
      // Without storage the choice lasts for this page only.
    }
    setChoice(value);
    setBannerOpen(false);
  }, []);

  const reopen = useCallback(() => setBannerOpen(true), []);

  // From the first commit on, React shows or hides the banner: the first HTML's hint is done.
  // The first render runs in a transition, so the visitor may have answered the first HTML's
  // banner after `readChoice` ran and before this commit: read the choice again, before paint,
  // so that answer is kept and the banner does not come back. A banner the visitor opened again
  // from the first HTML's footer, and has not answered, stays open.
  useLayoutEffect(() => {
    const stored = readChoice();
    if (stored) {
      setChoice(stored);
      if (!reopenedEarly()) setBannerOpen(false);
    }
    document.documentElement.classList.remove(CONSENT_DECIDED_CLASS);
    document.documentElement.removeAttribute(CONSENT_REOPENED_ATTRIBUTE);
  }, []);

  // Any remote may ask for the choice again (e.g. a privacy page's "change my choice" button).
  useEffect(() => {
    window.addEventListener(EVENTS.consentOpen, reopen);
    return () => window.removeEventListener(EVENTS.consentOpen, reopen);
  }, [reopen]);

  const value = useMemo(() => ({ choice, bannerOpen, decide, reopen }), [choice, bannerOpen, decide, reopen]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used inside ConsentProvider');
  return value;
}
