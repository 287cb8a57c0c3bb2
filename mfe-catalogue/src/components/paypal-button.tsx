import { useEffect, useRef, useState } from 'react';
import { SITE } from '@publisher/shared/site';
import { loadPayPal } from '../lib/paypal';
import { PAYPAL } from '../strings/music';

type State = 'loading' | 'rendered' | 'failed';

/**
 * PayPal's hosted button for a music sheet: loading, then rendered or failed (spec section 4).
 * When it fails (blocked, offline, no button id) the reader gets a way to order by e-mail
 * instead of a dead end.
 */
export function PayPalButton({ buttonId, title }: { buttonId: string | null; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>(buttonId ? 'loading' : 'failed');

  useEffect(() => {
    if (!buttonId) return;
    let active = true;
    setState('loading');
    loadPayPal()
      .then(async (paypal) => {
        if (!active || !container.current) return;
        container.current.replaceChildren();
        await paypal.HostedButtons({ hostedButtonId: buttonId }).render(container.current);
        if (active) setState('rendered');
      })
      .catch(() => active && setState('failed'));
    return () => {
      active = false;
    };
  }, [buttonId]);

  const mailto = `mailto:${SITE.email}?subject=${encodeURIComponent(PAYPAL.emailSubject(title))}`;
  return (
    <div className="cat-paypal" data-paypal-state={state}>
      {state === 'loading' && (
        <p className="muted" role="status">
          {PAYPAL.loading}
        </p>
      )}
      {state === 'failed' && (
        <div className="notice cat-paypal-failed" role="status">
          <p className="cat-release-title">{PAYPAL.failed}</p>
          <p>
            {PAYPAL.failedHelp} <a href={mailto}>{SITE.email}</a>
          </p>
        </div>
      )}
      <div ref={container} role="group" aria-label={PAYPAL.label} hidden={state !== 'rendered'} />
    </div>
  );
}
