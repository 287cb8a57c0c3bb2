import type { SandboxSession } from '@publisher/shared/server/ports/sandbox-gateway';
import type { SubscriptionRecord } from '@publisher/shared/server/ports/record-store';

import { escapeHtml as escape, plainPage } from '@publisher/shared/server/http/plain-page';

/* Server-rendered pages of the sandbox gateway: no script, plain forms, one stylesheet. */

export const SANDBOX_BANNER = 'Sandbox — no real payment';

function page(title: string, body: string): string {
  return plainPage(
    `${title} · ${SANDBOX_BANNER} · Ashgrove Press`,
    `<div class="sandbox-banner" role="note"><strong>${SANDBOX_BANNER}.</strong> This page stands in for the payment provider because no Stripe key is configured. Nothing is charged and no card is asked for.</div>
<main>
${body}
</main>`,
    '<link rel="stylesheet" href="/sandbox/sandbox.css">',
  );
}

export function checkoutPage(session: SandboxSession, amounts: Map<string, string | null>): string {
  const { input, id } = session;
  const rows = input.lines
    .map(
      (l) =>
        `<tr><th scope="row">${escape(l.label)}</th><td>${l.quantity}</td><td>${escape(amounts.get(l.priceId) ?? '—')}</td></tr>`,
    )
    .join('\n');
  const subscription = input.mode === 'subscription';
  const trial = subscription && input.trialDays ? input.trialDays : 0;
  const emailField = input.customerEmail
    ? `<p>Subscriber: <strong>${escape(input.customerEmail)}</strong></p><input type="hidden" name="email" value="${escape(input.customerEmail)}">`
    : `<p><label for="sandbox-email">Email for the receipt</label><br><input id="sandbox-email" name="email" type="email" required autocomplete="email"></p>`;
  const outcome = trial
    ? `<fieldset><legend>How should the subscription start?</legend>
<p><input type="radio" id="outcome-trialing" name="outcome" value="trialing" checked> <label for="outcome-trialing">Start the ${trial}-day free trial (as Stripe would: status trialing)</label></p>
<p><input type="radio" id="outcome-active" name="outcome" value="active"> <label for="outcome-active">Skip the trial and pay now (status active)</label></p>
</fieldset>`
    : '<input type="hidden" name="outcome" value="active">';
  const shipping = input.shippingCountries
    ? '<p>Shipping: UK addresses only. Delivery in 3-7 business days; shipping is calculated at checkout.</p>'
    : '';
  // Stripe's page would speak the buyer's language (an Italian page's checkout: locale it).
  const language = input.locale
    ? `<p data-checkout-locale="${escape(input.locale)}">Language: Stripe Checkout opens in the buyer's language (<code>${escape(input.locale)}</code>).</p>`
    : '';
  return page(
    'Checkout',
    `<h1>Sandbox checkout</h1>
<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${shipping}
${language}
<form method="post" action="/sandbox/checkout/${escape(id)}/pay">
${emailField}
${outcome}
<button type="submit">Pay</button>
</form>
<form method="post" action="/sandbox/checkout/${escape(id)}/cancel">
<button type="submit" class="secondary">Cancel</button>
</form>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const back = link ? `<p><a href="${escape(link.href)}">${escape(link.text)}</a></p>` : '';
  return page(title, `<h1>${escape(title)}</h1>\n<p>${escape(message)}</p>\n${back}`);
}

const TIER_LABELS = { single_book: 'Single Book Plan', multi_book: 'Multi-Book Plan' } as const;

/** The customer portal stand-in: the actions Stripe's portal offers, plus a failed payment to try Payment Due. */
export function portalPage(
  portalId: string,
  subscription: SubscriptionRecord,
  returnUrl: string,
  notice?: string,
): string {
  const action = `/sandbox/portal/${escape(portalId)}`;
  const button = (value: string, text: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="action" value="${value}"><button type="submit">${text}</button></form>`;
  const other = subscription.tier === 'single_book' ? 'Multi-Book Plan' : 'Single Book Plan';
  const live = subscription.status !== 'canceled';
  const actions = live
    ? [
        button('switch-plan', `Switch to the ${other}`),
        subscription.status === 'past_due'
          ? button('pay', 'Update payment method and pay')
          : button('fail-payment', 'Simulate a failed payment'),
        button('cancel', 'Cancel subscription'),
      ].join('\n')
    : button('resume', 'Subscribe again (status active)');
  return page(
    'Manage subscription',
    `<h1>Manage your subscription</h1>
${notice ? `<p role="status" class="notice">${escape(notice)}</p>` : ''}
<dl>
<dt>Subscriber</dt><dd>${escape(subscription.email)}</dd>
<dt>Plan</dt><dd>${TIER_LABELS[subscription.tier]}</dd>
<dt>Status</dt><dd>${escape(subscription.status)}</dd>
${subscription.trialEnd ? `<dt>Trial ends</dt><dd>${escape(subscription.trialEnd.slice(0, 10))}</dd>` : ''}
</dl>
<div class="actions">
${actions}
</div>
<p><a href="${escape(returnUrl)}">Return to your dashboard</a></p>`,
  );
}

export const SANDBOX_CSS = `body{font-family:system-ui,sans-serif;margin:0;color:#1d1d1f;background:#faf8f4;line-height:1.5}
main{max-width:40rem;margin:2rem auto;padding:0 1rem}
.sandbox-banner{background:#7a2e00;color:#fff;padding:.75rem 1rem;text-align:center}
table{border-collapse:collapse;width:100%;margin:1rem 0}caption{text-align:left;font-weight:600}
th,td{border-bottom:1px solid #ccc;padding:.5rem;text-align:left}
fieldset{margin:1rem 0;border:1px solid #999;padding:.5rem 1rem}
button{font:inherit;padding:.6rem 1.4rem;margin:.5rem .5rem .5rem 0;border-radius:.3rem;border:2px solid #1d3b2a;background:#1d3b2a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d3b2a}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #d97706;outline-offset:2px}
input[type=email]{font:inherit;padding:.4rem;width:100%;max-width:24rem}
.notice{background:#e7f3ea;padding:.5rem 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
a{color:#1d3b2a}`;
