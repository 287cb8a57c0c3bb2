import { useCallback, useEffect, useState } from 'react';
import type { Subscription } from '@publisher/shared/contracts/functions';
import type { Project } from '@publisher/shared/contracts/projects';
import { listProjects } from '../../api-client/projects';
import { fetchSubscription } from '../../api-client/subscription';
import type { WriterIdentity } from '../../lib/writer-identity';

export interface DashboardData {
  loading: boolean;
  /** null until loaded; stays null after a failed load (the plan card keeps Loading..., per spec). */
  subscription: Subscription | null;
  subscriptionFailed: boolean;
  projects: Project[];
  projectsFailed: boolean;
  reload: () => void;
}

/** Loads the plan and the projects together; the dashboard is loading until both have answered. */
export function useDashboardData(who: WriterIdentity | null): DashboardData {
  const [attempt, setAttempt] = useState(0);
  // Loading means "nothing loaded yet for this writer"; a reload keeps the page in place.
  const [loadedFor, setLoadedFor] = useState<WriterIdentity | null>(null);
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const [subscriptionFailed, setSubscriptionFailed] = useState(false);
  const [projects, setProjects] = useState<Project[]>([]);
  const [projectsFailed, setProjectsFailed] = useState(false);

  useEffect(() => {
    if (!who) return;
    const controller = new AbortController();
    Promise.allSettled([fetchSubscription(who, controller.signal), listProjects(who, controller.signal)]).then(
      ([sub, list]) => {
        if (controller.signal.aborted) return;
        if (sub.status === 'fulfilled') {
          setSubscription(sub.value);
          setSubscriptionFailed(false);
        } else {
          // Spec section 8: logged under this name; the plan card keeps showing Loading...
          console.error('Failed to load subscription', sub.reason);
          setSubscription(null);
          setSubscriptionFailed(true);
        }
        if (list.status === 'fulfilled') setProjects(list.value);
        setProjectsFailed(list.status === 'rejected');
        setLoadedFor(who);
      },
    );
    return () => controller.abort();
  }, [who, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { loading: loadedFor !== who, subscription, subscriptionFailed, projects, projectsFailed, reload };
}
