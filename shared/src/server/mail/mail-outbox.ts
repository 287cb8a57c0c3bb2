import type { Mailer, OutgoingMail } from '../ports/mailer';
import type { StateStore } from '../ports/state-store';
import { drain, enqueueOnce, type DrainReport } from '../outbox';
import { sendOnce } from './once';

/*
 * Mail that is owed but may not go out at once (decision 144): queued in the shared outbox under
 * an id that names it (`quote/<id>/copy`), sent by `drainMail` at once and again on every
 * scheduled run until the relay takes it, once (sendOnce under the job's id), a dead letter after
 * MAX_TRIES that keeps the address and subject only. The publisher hears of dead letters by mail
 * when the relay works again for them, and in the log always.
 */

export const MAIL_QUEUE = 'mail';

/** Queues `mail` under `id` (once: an id seen before is not queued again). */
export const queueMail = (state: StateStore, id: string, mail: OutgoingMail, now?: number): Promise<boolean> =>
  enqueueOnce(state, MAIL_QUEUE, id, mail, now);

/**
 * Sends every queued mail that is due (or only the jobs `only` names: a request sends what it queued,
 * not another's backlog); never rejects (what fails stays queued or becomes a dead letter).
 */
export async function drainMail(
  deps: { state: StateStore; mailer: Mailer | null; publisherEmail?: string | null; now?: () => number },
  log: (line: string) => void = console.warn,
  only?: readonly string[],
): Promise<DrainReport> {
  const { mailer, state } = deps;
  if (!mailer) return { done: [], retrying: [], dead: [] };
  return drain<OutgoingMail>(
    state,
    MAIL_QUEUE,
    async (mail, job) =>
      void (await sendOnce(
        state,
        `mail/outbox/${job.id}`,
        // One id per job: a retry after a lost answer reads as the same message.
        () => mailer.send({ messageId: `<${job.id.replace(/[^\w.-]/g, '.')}.${job.queuedAt}@outbox>`, ...mail }),
        deps.now,
      )),
    {
      now: deps.now,
      log,
      keep: (mail) => ({ to: mail.to, subject: mail.subject, text: '' }),
      ...(only ? { only } : {}),
      onDead: async (letters) => {
        if (!deps.publisherEmail) return;
        await mailer.send({
          to: deps.publisherEmail,
          subject: `${letters.length} mail(s) could not be delivered`,
          text: [
            'The site kept trying these mails for about a day and has given up:',
            '',
            ...letters.map(
              (l) => `- to ${l.payload.to}: "${l.payload.subject}" (last error: ${l.lastError ?? 'unknown'})`,
            ),
          ].join('\n'),
        });
      },
    },
  ).catch((error: unknown) => {
    log(`[outbox] mail: the queue could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return { done: [], retrying: [], dead: [] };
  });
}
