import { ORIGIN, subscriberCookie, type PaymentsHarness } from './stripe-app-harness';

/*
 * A browser subscribing through the sandbox: start the plan checkout, Pay with the e-mail given,
 * follow the success redirect (/api/checkout/complete). Returns the cookie the browser then holds.
 */
export async function subscribeInSandbox(
  h: PaymentsHarness,
  input: { email: string; priceId: string; outcome: 'trialing' | 'active'; cookie?: string },
): Promise<string> {
  const started = await h.postJson('/.netlify/functions/create-subscription-checkout', {
    priceId: input.priceId,
    email: input.email,
    userId: 'u1',
  });
  if (started.status !== 200) throw new Error(`checkout answered ${started.status}`);
  const page = new URL(((await started.json()) as { url: string }).url).pathname;
  const paid = await h.postForm(`${page}/pay`, { email: input.email, outcome: input.outcome }, input.cookie);
  const complete = new URL(paid.headers.get('location') ?? `${ORIGIN}/`);
  const back = await h.request(complete.pathname + complete.search, input.cookie ? { cookie: input.cookie } : {});
  const cookie = subscriberCookie(back);
  if (back.status !== 303 || !cookie) throw new Error(`checkout completion answered ${back.status} without a cookie`);
  return cookie;
}

/** check-subscription-status as the dashboard calls it. */
export async function statusFor(h: PaymentsHarness, email: string, cookie?: string): Promise<Record<string, unknown>> {
  const response = await h.request(
    `/.netlify/functions/check-subscription-status?email=${encodeURIComponent(email)}&userId=u1`,
    cookie ? { cookie } : {},
  );
  return ((await response.json()) as { subscription: Record<string, unknown> }).subscription;
}
