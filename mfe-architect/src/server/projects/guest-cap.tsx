import { randomUUID } from 'node:crypto';
import { MailLayout, heading1, text } from '@publisher/shared-react/mail/layout';
import { renderMail } from '@publisher/shared-react/mail/render';
import type { Mailer } from '@publisher/shared/server/ports/mailer';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import { GUEST_PROJECT_IDLE_DAYS } from '@publisher/shared/server/ports/retention';
import { SITE } from '@publisher/shared/site';

/*
 * The site-wide cap on guest projects (decision 142): every cookie-less create makes a guest and a
 * record, in production in the same Airtable base as the purchases, whose record cap a script could
 * fill. Each guest create takes one slot of a day's counter in the shared state (one atomic `hit`,
 * decision 115), so N concurrent creates get counts 1..N and exactly the cap pass. The first refusal
 * of a window tells the publisher, once however many instances refuse.
 */

/** Guest projects the whole site may create in one window, unless GUEST_PROJECTS_PER_DAY says otherwise. */
export const DEFAULT_GUEST_PROJECTS_PER_DAY = 200;
export const GUEST_CAP_WINDOW_MS = 24 * 60 * 60 * 1000;
const COUNTER = 'limit/guest-projects/site';

/** The 503's sentence: nothing was created, and what the visitor can do. */
export const GUEST_CAP_ERROR =
  'We cannot start new guest projects right now: today’s limit for the whole site has been reached. Please try again tomorrow, or sign in by e-mail if you have an account.';

export const GUEST_CAP_MAIL = {
  subject: 'Guest projects paused: the daily cap was reached',
  heading: 'The daily cap on guest projects was reached',
  body: (cap: number) =>
    `${cap} guest projects were created on the Architect's Method dashboard in the last 24 hours, the most the site allows. Further guest projects are refused (503) until the window ends; signed-in subscribers are not affected.`,
  why: `Guest projects are kept ${GUEST_PROJECT_IDLE_DAYS} days after their last change. If this is genuine demand, raise GUEST_PROJECTS_PER_DAY; if not, someone is scripting the form.`,
  resets: (at: number) => `The count starts again at ${new Date(at).toISOString()}.`,
} as const;

export interface GuestCapDeps {
  state: StateStore;
  /** Guest projects per window (GUEST_PROJECTS_PER_DAY). */
  cap: number;
  mailer: Mailer | null;
  /** PUBLISHER_EMAIL: who is told when the cap trips; without it the log line alone. */
  publisherEmail: string | null;
  siteUrl?: string | undefined;
}

export type GuestSlot =
  | { ok: true; /** Gives the slot back (the create did not happen). */ release(): Promise<void> }
  | { ok: false; retryAfterS: number };

/** Takes one guest slot of the current window, or says when the next window opens. */
export async function takeGuestSlot(deps: GuestCapDeps, now: () => number = Date.now): Promise<GuestSlot> {
  const window = { windowMs: GUEST_CAP_WINDOW_MS };
  const { count, resetAt } = await deps.state.hit(COUNTER, window);
  if (count <= deps.cap) return { ok: true, release: () => deps.state.unhit(COUNTER, window) };
  await alertOnce(deps, resetAt);
  return { ok: false, retryAfterS: Math.max(1, Math.ceil((resetAt - now()) / 1000)) };
}

/**
 * One log line and one publisher mail per window: the claim is one atomic `update` (a slot given
 * back can make two requests see the first refusing count). Never throws: the visitor's answer
 * (503) does not depend on the alert.
 */
async function alertOnce(deps: GuestCapDeps, resetAt: number): Promise<void> {
  try {
    const by = randomUUID();
    const claim = await deps.state.update<{ by: string }>(`alert/guest-projects/${resetAt}`, (c) => c ?? { by }, {
      ttlMs: GUEST_CAP_WINDOW_MS,
    });
    if (claim?.by !== by) return;
    console.warn(
      `[projects] guest project cap reached: ${deps.cap} in 24 hours; guest creates refused until ${new Date(resetAt).toISOString()}`,
    );
    if (!deps.mailer || !deps.publisherEmail) return;
    const site = deps.siteUrl ? new URL(deps.siteUrl).origin : SITE.origin;
    const mail = await renderMail(
      deps.publisherEmail,
      GUEST_CAP_MAIL.subject,
      <MailLayout preview={GUEST_CAP_MAIL.heading} site={site}>
        <h1 style={heading1}>{GUEST_CAP_MAIL.heading}</h1>
        <p style={text}>{GUEST_CAP_MAIL.body(deps.cap)}</p>
        <p style={text}>{GUEST_CAP_MAIL.why}</p>
        <p style={text}>{GUEST_CAP_MAIL.resets(resetAt)}</p>
      </MailLayout>,
    );
    await deps.mailer.send(mail);
  } catch (error) {
    console.error('[projects] the guest cap alert was not sent:', error);
  }
}
