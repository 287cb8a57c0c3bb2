import { useEffect, useState } from 'react';
import { tierCanExport } from '@publisher/shared/contracts/project-export';
import { fetchSubscription } from '../../api-client/subscription';
import type { WriterIdentity } from '../../lib/writer-identity';

/**
 * Whether this writer's plan includes export: null until the plan is known. When the plan cannot
 * be read the buttons are shown (true): the server decides, and a refusal turns into the hint.
 */
export function usePlanExports(who: WriterIdentity | null): boolean | null {
  const [canExport, setCanExport] = useState<boolean | null>(null);
  useEffect(() => {
    if (!who) return;
    const controller = new AbortController();
    fetchSubscription(who, controller.signal)
      .then((subscription) => setCanExport(tierCanExport(subscription.tier)))
      .catch(() => !controller.signal.aborted && setCanExport(true));
    return () => controller.abort();
  }, [who]);
  return canExport;
}
