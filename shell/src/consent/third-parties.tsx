import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteManifest } from '@publisher/shared/remotes';
import { loadManifest } from '../federation/manifest';
import { useConsent } from './consent-context';
import { addAnalyticsScript, removeAnalyticsScript, sendPageView } from './analytics';

type SiteConfig = Pick<RemoteManifest, 'analytics' | 'errorReporting'>;

/**
 * Loads analytics and error reporting only after the visitor accepts, and only if they are
 * configured. Rejecting (or withdrawing consent) removes the analytics script again.
 */
export function ThirdParties() {
  const { choice } = useConsent();
  const location = useLocation();
  const [config, setConfig] = useState<SiteConfig | null>(null);

  useEffect(() => {
    if (choice !== 'accepted') return;
    let live = true;
    loadManifest()
      .then((m) => live && setConfig({ analytics: m.analytics, errorReporting: m.errorReporting }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [choice]);

  useEffect(() => {
    if (choice !== 'accepted' || !config) {
      removeAnalyticsScript();
      return;
    }
    if (config.analytics) addAnalyticsScript(config.analytics.domain, config.analytics.src);
    if (config.errorReporting) {
      const { dsn } = config.errorReporting;
      import('./error-reporting').then((m) => m.startErrorReporting(dsn)).catch(() => undefined);
    }
  }, [choice, config]);

  // A page view on every route or query change, while the analytics object exists.
  useEffect(() => {
    sendPageView();
  }, [location.pathname, location.search]);

  return null;
}
