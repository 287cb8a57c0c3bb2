import { createHash, randomBytes } from 'node:crypto';
import type { SignInDestination } from '@publisher/shared/contracts/auth';
import type { Mailer } from '@publisher/shared/server/ports/mailer';
import { normalizeEmail, type RecordStore } from '@publisher/shared/server/ports/record-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { admitAnonymousMail } from '@publisher/shared/server/mail/recipient-cap';
import { spendAfter } from '@publisher/shared/server/single-use';
import type { SubscriberIdentity } from '@publisher/shared/server/subscription-cookie';
import { guestOwner, moveProjects, subscriptionOwner } from '@publisher/shared/server/subscription';

/** A link is good for 15 minutes, and for one use. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

export interface SignInDeps {
  state: StateStore;
  mailer: Mailer;
  records: RecordStore;
  now?: () => number;
}

interface StoredLink {
  email: string;
  expiresAt: number;
  /** Where the redeemed link lands; absent (links made before it): the dashboard. */
  next?: SignInDestination;
}

/** What a link proves, and where it leads. */
export interface SignInLink {
  email: string;
  next: SignInDestination;
}
const DASHBOARD: SignInDestination = '/architect-method/dashboard';
const linkOf = (link: StoredLink): SignInLink => ({ email: link.email, next: link.next ?? DASHBOARD });

/** Only the hash is stored: a copy of the state store cannot be replayed as links. */
const keyOf = (token: string) => `sign-in/${createHash('sha256').update(token).digest('hex')}`;

/**
 * Mails a one-time sign-in link to `email`. Sent whether or not the e-mail has a plan, so the
 * answer (and its timing) tells a stranger nothing; the link proves control of the mailbox.
 * Counted against the cap on every anonymous mail to one person (decision 140): past it nothing is
 * stored or sent, and the answer is the same.
 */
export async function sendSignInLink(
  deps: SignInDeps,
  input: { email: string; origin: string; next?: SignInDestination | undefined },
): Promise<void> {
  const now = (deps.now ?? Date.now)();
  const email = normalizeEmail(input.email);
  if (!(await admitAnonymousMail(deps.state, email))) return;
  const token = randomBytes(32).toString('base64url');
  const next = input.next ?? DASHBOARD;
  await deps.state.set(keyOf(token), { email, expiresAt: now + SIGN_IN_LINK_TTL_MS, next } satisfies StoredLink, {
    ttlMs: SIGN_IN_LINK_TTL_MS,
  });
  const link = `${input.origin}/api/auth/verify?token=${token}`;
  const library = next === '/library';
  await deps.mailer.send({
    to: email,
    subject: library
      ? 'Your sign-in link for your Ashgrove Press library'
      : "Your sign-in link for The Architect's Method",
    text: [
      library
        ? 'Open this link to see your library: everything you bought from Ashgrove Press, your plans and your data:'
        : "Open this link to see your plan and projects on The Architect's Method dashboard:",
      '',
      link,
      '',
      'The link works once, within 15 minutes. If you did not ask for it, ignore this e-mail: nothing changes.',
    ].join('\n'),
  });
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43,128}$/;

/**
 * The e-mail a link would prove, without using it up: the GET a mail scanner or link preview
 * makes shows a confirmation page, and only the visitor's POST from it redeems the link.
 */
export async function peekSignInLink(
  deps: Pick<SignInDeps, 'state' | 'now'>,
  token: string,
): Promise<SignInLink | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const link = await deps.state.get<StoredLink>(keyOf(token));
  return link && link.expiresAt > (deps.now ?? Date.now)() ? linkOf(link) : null;
}

/**
 * Redeems a link (decision 140): `signIn` stores what the link proves (it must be idempotent), and
 * only then is the link spent. The link is claimed first in one step, so two clicks (or two
 * instances) cannot both sign in with it. Null when unknown, used or expired; rejects with
 * `signIn`'s error (the link still works) or {@link LinkInUseError} while another request uses it.
 */
export async function redeemSignInLink<R>(
  deps: Pick<SignInDeps, 'state' | 'now'>,
  token: string,
  signIn: (link: SignInLink) => Promise<R>,
): Promise<R | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const now = (deps.now ?? Date.now)();
  return spendAfter<StoredLink, R>(
    deps.state,
    keyOf(token),
    { ttlMs: SIGN_IN_LINK_TTL_MS, now: () => now, usable: (link) => link.expiresAt > now },
    (link) => signIn(linkOf(link)),
  );
}

/**
 * The identity to sign after a redeemed link. Projects this browser made as a guest, under its
 * own checkout (when that subscription is this e-mail's) and under the e-mail's current
 * subscription's checkout elsewhere now belong to the proven e-mail.
 */
export async function signedInIdentity(
  deps: Pick<SignInDeps, 'records' | 'now'>,
  email: string,
  previous: SubscriberIdentity | null,
  guest: () => SubscriberIdentity,
): Promise<SubscriberIdentity> {
  const self = previous ?? guest();
  const sources = [guestOwner(self.guest)];
  const own = self.subscription ? await deps.records.getSubscription(self.subscription) : null;
  if (own && normalizeEmail(own.email) === email) sources.push(subscriptionOwner(own.id));
  const current = await deps.records.findSubscriptionByEmail(email);
  if (current) sources.push(subscriptionOwner(current.id));
  for (const from of new Set(sources)) await moveProjects(deps.records, from, email);
  return {
    email,
    subscription: own && normalizeEmail(own.email) === email ? own.id : null,
    guest: self.guest,
    iat: (deps.now ?? Date.now)(),
  };
}
