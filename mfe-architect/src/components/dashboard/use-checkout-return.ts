import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { completeSubscriptionCheckout } from '../../api-client/subscription';
import { checkoutSessionOf, completionFailure } from '../../lib/checkout-return';
import { DASHBOARD } from '../../strings/dashboard';

export interface CheckoutReturn {
  /** True while the checkout this page returned from is being completed: the dashboard waits. */
  completing: boolean;
  /** Why it was not completed, in words for the writer; null when it was (or there was none). */
  error: string | null;
}

/**
 * Completes the plan checkout the dashboard returned from (`?session_id=`) before the dashboard
 * loads, so the plan it shows is the new one. Then the session id leaves the URL (a reload or a
 * shared link asks nothing again), unless no answer came: a reload retries.
 */
export function useCheckoutReturn(): CheckoutReturn {
  const [params, setParams] = useSearchParams();
  const sessionId = checkoutSessionOf(params);
  const [state, setState] = useState<CheckoutReturn>(() => ({ completing: sessionId !== null, error: null }));

  useEffect(() => {
    if (!sessionId) return undefined;
    let active = true;
    completeSubscriptionCheckout(sessionId).then(
      () => {
        if (!active) return;
        setState({ completing: false, error: null });
        setParams((current) => withoutSession(current), { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const failure = completionFailure(error, DASHBOARD.checkoutReturn.failed);
        setState({ completing: false, error: failure.message });
        if (failure.final) setParams((current) => withoutSession(current), { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [sessionId, setParams]);

  return state;
}

function withoutSession(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('session_id');
  return next;
}
