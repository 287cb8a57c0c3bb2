import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  applySandboxPortalAction,
  cancelSandboxCheckout,
  paySandboxCheckout,
  PORTAL_NOTICES,
  sandboxAmounts,
  sandboxPortalSubscription,
  type SandboxDeps,
} from './service';
import type { SubscriberCookieSigner } from '@publisher/shared/server/subscription-cookie';
import { viewer, type ViewerEnv } from '@publisher/shared/server/http/viewer';
import { checkoutPage, messagePage, portalPage, SANDBOX_CSS } from './pages';

const payForm = z.object({
  email: z.string().trim().email().max(254),
  outcome: z.enum(['trialing', 'active']).default('trialing'),
});
const portalForm = z.object({ action: z.enum(['switch-plan', 'fail-payment', 'pay', 'cancel', 'resume']) });
const idParam = z.string().regex(/^[a-z]+_sandbox_[0-9a-f]{24}$/);

const CLOSED = 'This sandbox checkout is no longer open. Please start again from the site.';
const UNREADABLE = 'The form could not be read. Please go back and submit it again.';

/** Where the sandbox's pages live; the sub-app is mounted here. */
export const SANDBOX_BASE = '/sandbox';

/** The sandbox's own pages; any other path under SANDBOX_BASE is the site's (its 404 page). */
const SANDBOX_PAGE = /^\/sandbox\/(?:sandbox\.css|checkout\/[^/]+(?:\/(?:pay|cancel))?|portal\/[^/]+)$/;
export const isSandboxPage = (path: string): boolean => SANDBOX_PAGE.test(path);

/**
 * The sandbox gateway's pages (mounted only when no Stripe key is configured): a checkout with
 * Pay / Cancel, and a customer portal. Pay and the portal's actions record exactly what Stripe's
 * webhooks would. Their forms are same-origin checked by the edge; only the JSON rule is lifted.
 */
export function sandboxRoutes(deps: SandboxDeps & { cookies: SubscriberCookieSigner }): Hono<ViewerEnv> {
  const app = new Hono<ViewerEnv>();
  // The sandbox's billing portal shows a subscription only to the browser it belongs to.
  app.use('/portal/*', viewer(deps.cookies));
  const html = (c: Context<ViewerEnv>, body: string, status: 200 | 400 | 404 | 410 = 200) => {
    c.header('Cache-Control', 'no-store');
    return c.html(body, status);
  };
  // A body that is not the form it claims to be (a malformed multipart one) is the sender's fault:
  // null, answered with a 400 page, never a 500.
  const form = async (c: Context<ViewerEnv>): Promise<Record<string, string> | null> => {
    try {
      const fields = Object.entries(await c.req.parseBody()).filter(([, v]) => typeof v === 'string');
      return Object.fromEntries(fields) as Record<string, string>;
    } catch {
      return null;
    }
  };
  const unreadable = (c: Context<ViewerEnv>, back: { href: string; text: string }) =>
    html(c, messagePage('Form not readable', UNREADABLE, back), 400);
  // Relative: the page is on the site's own origin, and the Host header is never trusted for links.
  const home = (_c: Context<ViewerEnv>) => ({ href: '/', text: 'Back to Ashgrove Press' });

  app.get('/sandbox.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(SANDBOX_CSS);
  });

  app.get('/checkout/:id', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    const session = id.success ? await deps.payments.getSession(id.data) : null;
    // A paid checkout whose record failed to save is shown again too: Pay completes it (once).
    const payable = session?.status === 'open' || (session?.status === 'complete' && !session.recorded);
    if (!session || !payable) return html(c, messagePage('Checkout not found', CLOSED, home(c)), 404);
    return html(c, checkoutPage(session, await sandboxAmounts(deps)));
  });

  app.post('/checkout/:id/pay', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    const back = { href: `/sandbox/checkout/${c.req.param('id')}`, text: 'Back to the checkout' };
    const fields = await form(c);
    if (!fields) return unreadable(c, back);
    const input = payForm.safeParse(fields);
    if (!input.success) {
      return html(c, messagePage('Check your details', 'Please give a valid e-mail address and try again.', back), 400);
    }
    const next = id.success ? await paySandboxCheckout(deps, id.data, input.data) : null;
    return next ? c.redirect(next, 303) : html(c, messagePage('Checkout closed', CLOSED, home(c)), 410);
  });

  app.post('/checkout/:id/cancel', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    const next = id.success ? await cancelSandboxCheckout(deps, id.data) : null;
    return next ? c.redirect(next, 303) : html(c, messagePage('Checkout closed', CLOSED, home(c)), 410);
  });

  const portalOf = (c: Context<ViewerEnv>) => {
    const id = idParam.safeParse(c.req.param('id'));
    const identity = c.get('viewer');
    return id.success ? sandboxPortalSubscription(deps, id.data, identity) : Promise.resolve(null);
  };
  const noPortal = (c: Context<ViewerEnv>) =>
    html(
      c,
      messagePage(
        'Portal session not found',
        'This link has expired or belongs to another subscriber. Open it again from your dashboard.',
        home(c),
      ),
      404,
    );

  app.get('/portal/:id', async (c) => {
    const found = await portalOf(c);
    if (!found) return noPortal(c);
    const done = portalForm.shape.action.safeParse(c.req.query('done'));
    return html(
      c,
      portalPage(
        c.req.param('id'),
        found.subscription,
        found.returnUrl,
        done.success ? PORTAL_NOTICES[done.data] : undefined,
      ),
    );
  });

  app.post('/portal/:id', async (c) => {
    const found = await portalOf(c);
    const fields = await form(c);
    if (!found) return noPortal(c);
    if (!fields) return unreadable(c, { href: `/sandbox/portal/${c.req.param('id')}`, text: 'Back to the portal' });
    const input = portalForm.safeParse(fields);
    if (!input.success)
      return html(
        c,
        messagePage('Unknown action', 'Please choose one of the buttons on the portal page.', home(c)),
        400,
      );
    if (!(await applySandboxPortalAction(deps, found.subscription, input.data.action))) return noPortal(c);
    return c.redirect(`/sandbox/portal/${c.req.param('id')}?done=${input.data.action}`, 303);
  });

  return app;
}
